import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '../../domain/errors/catalogue.ts';
import { createHarness, settle } from '../../test/fakes/app-kit-harness.ts';
import { ModalInstance } from '../../test/fakes/modal-instance.tsx';
import { Modal } from '../modal/Modal.tsx';
import { DEMO_RDNS, directoryWallet, fakeDirectory, openConnect } from '../../test/fakes/connect-test-kit.tsx';

afterEach(cleanup);

const RDNS = 'dev.walletport.demo';
const BRAND = Symbol.for('walletport.error');

/** A rejection that poses as a walletport error (the brand symbol is global) and throws on every other read. */
const posingProxy = () =>
  new Proxy(
    {},
    {
      get: (_target, key) => {
        if (key === BRAND) return true;
        throw new Error(`read of ${String(key)}`);
      },
    },
  );

describe('the Connect view with a wallet that rejects with a hostile value', () => {
  it('shows the catalogue text and the retry, with nothing thrown into the page', async () => {
    const { facade, page } = createHarness();
    await facade.ready;
    const original = page.wallet.request;
    page.wallet.request = (args) => (args.method === 'eth_requestAccounts' ? Promise.reject(posingProxy()) : original(args));
    const thrown: unknown[] = [];
    const onError = (event: ErrorEvent): void => void thrown.push(event.error);
    window.addEventListener('error', onError);
    try {
      render(
        <ModalInstance facade={facade}>
          <Modal />
        </ModalInstance>,
      );
      await act(async () => facade.open());
      await act(async () => {
        fireEvent.click(screen.getByTestId(`wp-wallet-${RDNS}`));
        await settle();
      });
      expect(screen.getByTestId('wp-connect-error').textContent).toBe(ERRORS.CONNECTION_FAILED.message);
      expect(screen.getByTestId('wp-retry')).toBeTruthy();
      expect(thrown).toEqual([]);
    } finally {
      window.removeEventListener('error', onError);
    }
  });
});

const FEATURED = directoryWallet('dir-featured', 'Featured Wallet');
const RECOMMENDED = [directoryWallet('dir-rec-1', 'Recommended One'), directoryWallet('dir-rec-2', 'Recommended Two')];
const CUSTOM = { id: 'site-wallet', name: 'Site Wallet', homepage: 'https://site.example/' };

/** The wallet groups on screen, in order (by their list's test id). */
const shownGroups = (): readonly string[] =>
  [...document.querySelectorAll('[data-testid^="wp-group-"]')].map((element) => element.getAttribute('data-testid')?.replace('wp-group-', '') ?? '');

const everyGroup = (features: Record<string, unknown> = {}) =>
  openConnect(createHarness, {
    recent: [
      { id: 'dir-rec-1', name: 'Recommended One' },
      { id: 'dir-gone', name: 'Gone Wallet' },
    ],
    options: {
      features,
      featuredWalletIds: [FEATURED.id],
      customWallets: [CUSTOM],
      ports: { walletDirectory: fakeDirectory([FEATURED], RECOMMENDED) },
    },
  });

describe('the Connect view groups: a fixed order, each shown only when it has entries', () => {
  it('shows walletConnect, recent, injected, featured, custom, recommended in that order', async () => {
    await everyGroup();
    await vi.waitFor(() => expect(shownGroups()).toEqual(['walletConnect', 'recent', 'injected', 'featured', 'custom', 'recommended']));
    // The recent wallet is not repeated among the recommended ones.
    expect(screen.getByTestId('wp-group-recommended').textContent).not.toContain('Recommended One');
  });

  it("follows connectorTypeOrder, then the default order", async () => {
    await everyGroup({ connectorTypeOrder: ['custom', 'recommended'] });
    await vi.waitFor(() => expect(shownGroups()).toEqual(['custom', 'recommended', 'walletConnect', 'recent', 'injected', 'featured']));
    // Recommended now shows first: the recent wallet it lists is shown there, and not again as recent.
    expect(screen.getByTestId('wp-group-recommended').textContent).toContain('Recommended One');
    expect(screen.getByTestId('wp-group-recent').textContent).not.toContain('Recommended One');
  });

  it('shows at most 2 recent wallets, each tagged Recent, and an installed one only there', async () => {
    await openConnect(createHarness, {
      recent: [
        { id: DEMO_RDNS, rdns: DEMO_RDNS, name: 'Demo Wallet' },
        { id: 'dir-gone', name: 'Gone Wallet' },
        { id: 'dir-older', name: 'Older Wallet' },
      ],
    });
    await vi.waitFor(() => expect(screen.getByTestId('wp-group-recent').querySelectorAll('li')).toHaveLength(2));
    const recent = screen.getByTestId('wp-group-recent');
    expect([...recent.querySelectorAll('.wp-tag')].map((tag) => tag.textContent)).toEqual(['Recent', 'Recent']);
    expect(recent.textContent).not.toContain('Older Wallet');
    // The announced wallet is the recent one: still connectable, and not listed again as installed.
    expect(recent.querySelector(`[data-testid="wp-wallet-${DEMO_RDNS}"]`)).toBeTruthy();
    expect(screen.queryByTestId('wp-group-injected')).toBeNull();
  });

  it('tags the wallets of this browser Installed', async () => {
    await openConnect(createHarness);
    const row = screen.getByTestId(`wp-wallet-${DEMO_RDNS}`);
    expect(row.querySelector('.wp-tag')?.textContent).toBe('Installed');
    expect(row.textContent).toContain('Demo Wallet');
  });

  it('opens a custom wallet with only a homepage in a new tab, and pairs one with an app link', async () => {
    const appWallet = { id: 'app-wallet', name: 'App Wallet', desktop_link: 'appwallet://', image_url: 'https://site.example/app.png' };
    const { facade } = await openConnect(createHarness, { options: { customWallets: [CUSTOM, appWallet] } });
    const link = screen.getByTestId('wp-custom-site-wallet');
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe(CUSTOM.homepage);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noreferrer noopener');
    expect(screen.getByTestId('wp-custom-app-wallet').querySelector('img')?.getAttribute('src')).toBe(appWallet.image_url);
    await act(async () => {
      fireEvent.click(screen.getByTestId('wp-custom-app-wallet'));
      await settle();
    });
    expect(facade.stores.modal.getSnapshot().router.view).toBe('ConnectingWalletConnect');
    expect(screen.getByTestId('wp-walletconnect').textContent).toContain('Scan with App Wallet');
    expect(screen.getByTestId('wp-wc-desktop-link').getAttribute('href')).toMatch(/^appwallet:\/\/wc\?uri=wc%3A/);
  });

  it('keeps the wallet groups behind "Continue with a wallet" with collapseWallets', async () => {
    await openConnect(createHarness, { options: { features: { collapseWallets: true } } });
    expect(screen.queryByTestId(`wp-wallet-${DEMO_RDNS}`)).toBeNull();
    fireEvent.click(screen.getByTestId('wp-show-wallets'));
    expect(screen.getByTestId(`wp-wallet-${DEMO_RDNS}`)).toBeTruthy();
  });
});
