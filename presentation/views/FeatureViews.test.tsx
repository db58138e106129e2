import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppKitOptions } from '../../application/options.ts';
import type { ChainAdapterDescriptor } from '../../application/ports/chain-adapter.port.ts';
import { CHAIN_A, createHarness, settle } from '../../test/fakes/app-kit-harness.ts';
import { evmAdapterWithBalances } from '../../test/fakes/evm-test-adapter.ts';
import { ANVIL_ACCOUNT_0 } from '../../test/wallets/demo-wallet.ts';
import { ModalInstance } from '../../test/fakes/modal-instance.tsx';
import { Modal } from '../modal/Modal.tsx';

afterEach(cleanup);

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
});
