import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { encode } from 'uqr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppKitOptions } from '../../application/options.ts';
import { createHarness, settle } from '../../test/fakes/app-kit-harness.ts';
import { connectScriptedWallet, SOLANA, scriptedAdapter } from '../../test/fakes/scripted-chains.ts';
import { ANVIL_ACCOUNT_0 } from '../../test/wallets/demo-wallet.ts';
import { ModalInstance } from '../../test/fakes/modal-instance.tsx';
import { Modal } from '../modal/Modal.tsx';
import { renderConnectedModal } from '../../test/fakes/connected-modal.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The page's clipboard: records what is written, or refuses when told to. */
function stubClipboard(refuse = false) {
  const written: string[] = [];
  vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(async (text: string) => {
    if (refuse) throw new DOMException('Document is not focused.', 'NotAllowedError');
    written.push(text);
  });
  return { written };
}

async function openReceive(options: Partial<AppKitOptions> = {}) {
  const harness = await renderConnectedModal({ options });
  await act(async () => harness.facade.open({ view: 'WalletReceive' }));
  return harness;
}

/** The dark modules of the drawn code, read back from the SVG path ("M{column} {row}h1v1h-1z" per module). */
function drawnModules(svg: SVGElement): Set<string> {
  const path = svg.querySelector('path')?.getAttribute('d') ?? '';
  return new Set(path.split('z').filter(Boolean).map((part) => part.slice(1, part.indexOf('h'))));
}

describe('the Receive view', () => {
  it('shows the address as a QR code that encodes exactly the address', async () => {
    await openReceive();
    const qr = await screen.findByTestId('wp-wc-qr');
    expect(qr.getAttribute('data-uri')).toBe(ANVIL_ACCOUNT_0);
    const svg = await waitFor(() => {
      const found = qr.querySelector('svg');
      if (!found) throw new Error('the code is not drawn yet');
      return found;
    });
    expect(svg.getAttribute('aria-label')).toBe('QR code of your address');
    // Encoded again here, independently of the view, and compared module by module.
    const { size, data } = encode(ANVIL_ACCOUNT_0, { ecc: 'M', border: 0 });
    const dark = drawnModules(svg);
    for (let row = 0; row < size; row += 1) {
      for (let column = 0; column < size; column += 1) expect(dark.has(`${column} ${row}`)).toBe(data[row]?.[column] === true);
    }
  });

  it('writes the address out middle-truncated, the whole of it in the title', async () => {
    await openReceive();
    const address = await screen.findByTestId('wp-receive-address');
    expect(address.getAttribute('title')).toBe(ANVIL_ACCOUNT_0);
    expect(address.querySelector('[aria-hidden="true"]')?.textContent).toBe(`${ANVIL_ACCOUNT_0.slice(0, 6)}…${ANVIL_ACCOUNT_0.slice(-4)}`);
  });

  it('copies the address and says so', async () => {
    const clipboard = stubClipboard();
    await openReceive();
    await act(async () => {
      fireEvent.click(await screen.findByTestId('wp-receive-copy'));
      await settle();
    });
    expect(clipboard.written).toEqual([ANVIL_ACCOUNT_0]);
    expect(screen.getByTestId('wp-receive-copy-status').textContent).toBe('Address copied');
  });

  it('says so in the words of the catalogue when the browser refuses the clipboard', async () => {
    stubClipboard(true);
    await openReceive();
    await act(async () => {
      fireEvent.click(await screen.findByTestId('wp-receive-copy'));
      await settle();
    });
    const status = screen.getByTestId('wp-receive-copy-status');
    expect(status.textContent).toBe('The address could not be copied. Select it and copy it by hand.');
    expect(status.className).toContain('wp-error');
  });

  it('lists the networks of the account family it works on', async () => {
    await openReceive();
    const networks = await screen.findByTestId('wp-receive-networks');
    expect(screen.getByText('Works on these networks')).toBeTruthy();
    expect([...networks.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['Anvil A', 'Anvil B']);
  });

  it('lists only the networks of the active family when several are configured', async () => {
    const harness = createHarness({ options: { adapters: [scriptedAdapter('solana', SOLANA, {})], networks: [SOLANA] } });
    await harness.facade.ready;
    await connectScriptedWallet(harness.container, harness.page.scriptedWallets, 'solana');
    render(
      <ModalInstance facade={harness.facade}>
        <Modal />
      </ModalInstance>,
    );
    await act(async () => harness.facade.open({ view: 'WalletReceive' }));
    const networks = await screen.findByTestId('wp-receive-networks');
    expect([...networks.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['Solana']);
    expect(screen.getByTestId('wp-wc-qr').getAttribute('data-uri')).toBe(harness.facade.stores.accounts.getSnapshot().solana?.address);
  });

  it('is not shown with the receive feature off', async () => {
    const { facade } = await openReceive({ features: { receive: false } });
    await settle();
    expect(facade.stores.modal.getSnapshot().router.view).not.toBe('WalletReceive');
    expect(screen.queryByTestId('wp-receive')).toBeNull();
    act(() => facade.navigate({ type: 'push', view: 'WalletReceive' }));
    expect(screen.queryByTestId('wp-receive')).toBeNull();
  });
});
