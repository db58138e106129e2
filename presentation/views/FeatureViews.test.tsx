import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppKitOptions } from '../../application/options.ts';
import type { ChainAdapterDescriptor } from '../../application/ports/chain-adapter.port.ts';
import { CHAIN_A, CHAIN_B, createHarness, settle } from '../../test/fakes/app-kit-harness.ts';
import { evmAdapterWithBalances } from '../../test/fakes/evm-test-adapter.ts';
import { ANVIL_ACCOUNT_0 } from '../../test/wallets/demo-wallet.ts';
import { ModalInstance } from '../../test/fakes/modal-instance.tsx';
import { Modal } from '../modal/Modal.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function rendered(options: Partial<AppKitOptions> = {}) {
  const harness = createHarness({ options });
  await harness.facade.ready;
  render(
    <ModalInstance facade={harness.facade}>
      <Modal />
    </ModalInstance>,
  );
  return harness;
}

describe('the Pay view', () => {
  it('is not reachable with its feature off (the default)', async () => {
    const { facade } = await rendered();
    await act(async () => facade.open({ view: 'Pay' }));
    await settle();
    expect(facade.stores.modal.getSnapshot().router.view).toBe('Connect');
    expect(screen.queryByTestId('wp-pay')).toBeNull();
  });
});

describe('the What is a network? explainer', () => {
  it('explains networks and leads to the network picker', async () => {
    const { facade } = await rendered();
    await act(async () => facade.open({ view: 'WhatIsANetwork' }));
    const explainer = await screen.findByTestId('wp-what-is-a-network');
    expect(explainer.textContent).toContain('A network is the blockchain where your transaction happens');
    expect(explainer.textContent).toContain('Switching network is free');
    expect(explainer.textContent).toContain('The same address can work on several networks');
    await act(async () => {
      fireEvent.click(screen.getByTestId('wp-what-is-a-network-choose'));
      await settle();
    });
    expect(facade.stores.modal.getSnapshot().router.view).toBe('Networks');
  });

  it('goes back to the picker it was opened from rather than stacking a second one', async () => {
    const { facade } = await rendered();
    await act(async () => facade.open({ view: 'Networks' }));
    await act(async () => facade.navigate({ type: 'push', view: 'WhatIsANetwork' }));
    await act(async () => {
      fireEvent.click(await screen.findByTestId('wp-what-is-a-network-choose'));
      await settle();
    });
    expect(facade.stores.modal.getSnapshot().router.history).toEqual(['Networks']);
  });
});

describe('the Send view', () => {
  /** The harness's EVM adapter whose native send waits until the test answers it. */
  function waitingSend(): { adapter: ChainAdapterDescriptor; answer: (hash: string) => void } {
    const base = evmAdapterWithBalances({ [`${CHAIN_A.caipNetworkId}:${ANVIL_ACCOUNT_0}`]: 10n ** 22n });
    let answer: (hash: string) => void = () => undefined;
    const adapter: ChainAdapterDescriptor = {
      namespace: 'eip155',
      load: async () => ({ ...(await base.load()), sendNative: () => new Promise<string>((resolve) => (answer = resolve)) }),
    };
    return { adapter, answer: (hash) => answer(hash) };
  }

  it('labels its fields from the catalogue, shows a spinner while the wallet confirms, then the hash', async () => {
    const send = waitingSend();
    const { facade } = await rendered({ adapters: [send.adapter] });
    await facade.connect('dev.walletport.demo');
    await act(async () => facade.open({ view: 'WalletSend' }));
    const form = await screen.findByTestId('wp-send-form');
    expect([...form.querySelectorAll('label')].map((label) => label.firstChild?.textContent)).toEqual(['Token', 'Amount', 'To']);
    expect(screen.getByTestId('wp-send-receiver').getAttribute('placeholder')).toBe('0x…');
    fireEvent.change(screen.getByTestId('wp-send-amount'), { target: { value: '0.5' } });
    fireEvent.change(screen.getByTestId('wp-send-receiver'), { target: { value: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' } });
    await act(async () => {
      fireEvent.submit(form);
      await settle();
    });
    const submit = screen.getByTestId('wp-send-submit');
    expect(submit.textContent).toBe('Confirm in your wallet…');
    expect(submit.querySelector('.wp-spinner')).not.toBeNull();
    expect(screen.getByTestId('wp-send-cancel').textContent).toBe('Stop waiting');
    const hash = `0x${'ab'.repeat(32)}`;
    await act(async () => {
      send.answer(hash);
      await settle();
    });
    expect((await screen.findByTestId('wp-send-success')).textContent).toContain(`Transaction ${hash}`);
  });

  /** Sends 0.5 through a wallet that answers `hash` at once, and waits for the screen that shows it. */
  async function sent(hash: string, options: Partial<AppKitOptions> = {}) {
    const send = waitingSend();
    const { facade } = await rendered({ adapters: [send.adapter], ...options });
    await facade.connect('dev.walletport.demo');
    await act(async () => facade.open({ view: 'WalletSend' }));
    fireEvent.change(await screen.findByTestId('wp-send-amount'), { target: { value: '0.5' } });
    fireEvent.change(screen.getByTestId('wp-send-receiver'), { target: { value: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' } });
    await act(async () => {
      fireEvent.submit(screen.getByTestId('wp-send-form'));
      await settle();
      send.answer(hash);
      await settle();
    });
    await screen.findByTestId('wp-send-success');
    return facade;
  }

  const WITH_EXPLORER = { ...CHAIN_A, blockExplorers: { default: { name: 'Anvilscan', url: 'https://anvilscan.example/mainnet?theme=dark' } } };

  it('links the transaction to the explorer of the network it was sent on, in a new tab', async () => {
    const hash = `0x${'12'.repeat(32)}`;
    const facade = await sent(hash, { networks: [WITH_EXPLORER, CHAIN_B] });
    const link = screen.getByRole('link', { name: 'View the transaction on Anvilscan' });
    expect(link.getAttribute('href')).toBe(`https://anvilscan.example/mainnet/tx/${hash}?theme=dark`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // The wallet moves to another chain while the screen is shown: the hash still belongs to the first.
    await act(async () => {
      await facade.switchNetwork(CHAIN_B);
      await settle();
    });
    expect(screen.getByRole('link', { name: 'View the transaction on Anvilscan' }).getAttribute('href')).toContain(`/tx/${hash}`);
  });

  it('offers no link where the network names no explorer', async () => {
    await sent(`0x${'34'.repeat(32)}`);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy transaction hash' })).toBeTruthy();
  });

  it('copies the whole transaction hash and says so', async () => {
    const written: string[] = [];
    vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(async (text: string) => void written.push(text));
    const hash = `0x${'cd'.repeat(32)}`;
    await sent(hash);
    expect(screen.getByTestId('wp-send-copy-status').textContent).toBe('');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy transaction hash' }));
      await settle();
    });
    expect(written).toEqual([hash]);
    expect(screen.getByTestId('wp-send-copy-status').textContent).toBe('Transaction hash copied');
  });

  it('says the hash was not copied, in the catalogue\'s words, when the browser refuses the clipboard', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Document is not focused.', 'NotAllowedError'));
    await sent(`0x${'ef'.repeat(32)}`);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy transaction hash' }));
      await settle();
    });
    const status = screen.getByTestId('wp-send-copy-status');
    expect(status.textContent).toBe('The hash could not be copied. Select it and copy it by hand.');
    expect(status.getAttribute('role')).toBe('status');
  });
});
