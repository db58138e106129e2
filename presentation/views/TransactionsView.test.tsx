import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockchainApiPort } from '../../application/ports/blockchain-api.port.ts';
import type { AppKitOptions } from '../../application/options.ts';
import { CHAIN_A, CHAIN_B, createHarness, settle } from '../../test/fakes/app-kit-harness.ts';
import { pagedHistory as pagedPages } from '../../test/fakes/paged-history.ts';
import { connectScriptedWallet, SOLANA, scriptedAdapter } from '../../test/fakes/scripted-chains.ts';
import { ModalInstance } from '../../test/fakes/modal-instance.tsx';
import { Modal } from '../modal/Modal.tsx';
import { renderConnectedModal } from '../../test/fakes/connected-modal.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PAGE = 10;

const pagedHistory = (total = 48) => pagedPages({ pageSize: PAGE, total });

/** An IntersectionObserver the test scrolls by hand: `scrollToEnd()` reports every observed element visible. */
function installObserver() {
  const live = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
  class TestObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      live.add(this.entry);
    }
    observe(target: Element): void {
      this.entry.targets.push(target);
    }
    disconnect(): void {
      live.delete(this.entry);
    }
  }
  vi.stubGlobal('IntersectionObserver', TestObserver);
  return {
    live,
    scrollToEnd: () => {
      for (const { callback, targets } of [...live]) {
        const entries = targets.map((target) => ({ isIntersecting: true, target }) as unknown as IntersectionObserverEntry);
        callback(entries, {} as IntersectionObserver);
      }
    },
  };
}

async function openTransactions(remote = pagedHistory(), networks?: AppKitOptions['networks']) {
  const harness = await renderConnectedModal({ options: { ports: { blockchainApi: remote.api }, ...(networks ? { networks } : {}) } });
  await act(async () => harness.facade.open({ view: 'Transactions' }));
  return { ...harness, remote };
}

const rows = () => screen.queryAllByTestId('wp-activity-row').length;

describe('the Transactions view', () => {
  it('shows the first page grouped by month and loads the next one when the end scrolls into view', async () => {
    const observer = installObserver();
    const { remote } = await openTransactions();
    await screen.findByTestId('wp-activity');
    const firstRows = rows();
    expect(firstRows).toBeGreaterThan(0);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toContain('January 2026');
    expect(screen.getByTestId('wp-activity-sentinel')).toBeTruthy();
    expect(remote.cursors).toEqual([undefined]);
    await act(async () => {
      observer.scrollToEnd();
      await settle();
    });
    expect(remote.cursors).toEqual([undefined, '10']);
    expect(rows()).toBeGreaterThan(firstRows);
  });

  it("links each row to its transaction on the network's explorer, and leaves a row whose hash no chain would write unlinked", async () => {
    installObserver();
    const remote = pagedHistory(4);
    const listed = (await remote.api.fetchTransactions({ account: '', chainId: 'eip155:31337' })).data;
    const [first, second] = listed;
    // The history service is not trusted with the explorer's path: a hash that climbs out of /tx/ is shown, not linked.
    const crafted = { ...second!, metadata: { ...second!.metadata, hash: '../../phishing' } };
    const api = { ...remote.api, fetchTransactions: async () => ({ data: [first!, crafted], next: undefined }) };
    const anvilscan = { ...CHAIN_A, blockExplorers: { default: { name: 'Anvilscan', url: 'https://anvilscan.example' } } };
    await openTransactions({ ...remote, api }, [anvilscan, CHAIN_B]);
    await screen.findByTestId('wp-activity');
    const links = screen.getAllByRole('link', { name: /View the transaction on Anvilscan/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`https://anvilscan.example/tx/${first!.metadata.hash}`]);
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(rows()).toBe(2);
  });

  it('without IntersectionObserver it offers "Load more" instead, until the last page', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { remote } = await openTransactions(pagedHistory(18));
    await screen.findByTestId('wp-activity');
    expect(screen.queryByTestId('wp-activity-sentinel')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByTestId('wp-activity-load-more'));
      await settle();
    });
    expect(remote.cursors).toEqual([undefined, '10']);
    expect(screen.queryByTestId('wp-activity-load-more')).toBeNull();
  });

  it("shows 'Failed to fetch transactions' with a retry that loads the list", async () => {
    installObserver();
    const remote = pagedHistory();
    remote.failNext(1);
    await openTransactions(remote);
    const failed = await screen.findByTestId('wp-activity-failed');
    expect(failed.textContent).toContain('Failed to fetch transactions');
    await act(async () => {
      fireEvent.click(screen.getByTestId('wp-activity-retry'));
      await settle();
    });
    expect(screen.queryByTestId('wp-activity-failed')).toBeNull();
    expect(rows()).toBeGreaterThan(0);
    expect(remote.cursors).toEqual([undefined, undefined]);
  });

  it('a later page that fails keeps the rows shown and retries that same page', async () => {
    const observer = installObserver();
    const remote = pagedHistory();
    await openTransactions(remote);
    await screen.findByTestId('wp-activity');
    const firstRows = rows();
    remote.failNext(1);
    await act(async () => {
      observer.scrollToEnd();
      await settle();
    });
    expect(screen.getByTestId('wp-activity-failed').textContent).toContain('Failed to fetch transactions');
    expect(rows()).toBe(firstRows);
    await act(async () => {
      fireEvent.click(screen.getByTestId('wp-activity-retry'));
      await settle();
    });
    expect(remote.cursors).toEqual([undefined, '10', '10']);
    expect(rows()).toBeGreaterThan(firstRows);
  });

  it('says "No activity yet" for an account without transactions', async () => {
    await openTransactions(pagedHistory(0));
    expect((await screen.findByTestId('wp-activity-empty')).textContent).toContain('No activity yet');
  });

  it('a spinner holds the place while the first page loads', async () => {
    const remote = pagedHistory();
    const fetchTransactions = remote.api.fetchTransactions;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow: BlockchainApiPort = { ...remote.api, fetchTransactions: async (request) => (await gate, fetchTransactions(request)) };
    await openTransactions({ ...remote, api: slow });
    const loading = await screen.findByTestId('wp-activity-loading');
    expect(loading.querySelector('.wp-spinner')).not.toBeNull();
    await act(async () => {
      release();
      await settle();
    });
    expect(screen.queryByTestId('wp-activity-loading')).toBeNull();
    expect(rows()).toBeGreaterThan(0);
  });

  it('says plainly that activity is not available for a Solana account', async () => {
    const remote = pagedHistory();
    const harness = createHarness({ options: { networks: [SOLANA], adapters: [scriptedAdapter('solana', SOLANA, {})], ports: { blockchainApi: remote.api } } });
    await harness.facade.ready;
    await connectScriptedWallet(harness.container, harness.page.scriptedWallets, 'solana');
    render(
      <ModalInstance facade={harness.facade}>
        <Modal />
      </ModalInstance>,
    );
    await act(async () => harness.facade.open({ view: 'Transactions' }));
    expect((await screen.findByTestId('wp-activity-unsupported')).textContent).toContain('not available for Solana accounts');
    expect(remote.cursors).toEqual([]);
  });
});
