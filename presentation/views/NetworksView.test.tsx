import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CHAIN_A, createHarness, createPage, settle } from '../../test/fakes/app-kit-harness.ts';
import { ModalInstance } from '../../test/fakes/modal-instance.tsx';
import { Modal } from '../modal/Modal.tsx';

afterEach(cleanup);

async function openNetworks(options: Parameters<typeof createHarness>[0] = {}, connected = false) {
  const { facade } = createHarness(options);
  await facade.ready;
  if (connected) await facade.connect('dev.walletport.demo');
  render(
    <ModalInstance facade={facade}>
      <Modal />
    </ModalInstance>,
  );
  await act(async () => facade.open({ view: 'Networks' }));
  return facade;
}

const row = (id: string) => screen.getByTestId(`wp-network-${id}`);

const pressed = (id: string) => screen.getByTestId(`wp-network-${id}`).getAttribute('aria-pressed');

describe('the Networks view', () => {
  it('is titled Choose Network and lists the configured networks, the active one marked', async () => {
    await openNetworks();
    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('Networks');
    expect(screen.getByRole('heading').textContent).toBe('Choose Network');
    expect(screen.getByTestId('wp-network-eip155:31337').textContent).toBe('Anvil A');
    expect(screen.getByTestId('wp-network-eip155:31338').textContent).toBe('Anvil B');
    expect(pressed('eip155:31337')).toBe('true');
    expect(pressed('eip155:31338')).toBe('false');
  });

  it('switches to the network picked, and marks it', async () => {
    const facade = await openNetworks();
    await act(async () => {
      fireEvent.click(screen.getByTestId('wp-network-eip155:31338'));
    });
    expect(facade.stores.network.getSnapshot().caipNetwork?.caipNetworkId).toBe('eip155:31338');
    expect(pressed('eip155:31338')).toBe('true');
    expect(pressed('eip155:31337')).toBe('false');
  });

  it('lists a single configured network too', async () => {
    await openNetworks({ options: { networks: [CHAIN_A] } });
    expect(screen.getByTestId('wp-network-eip155:31337').getAttribute('aria-pressed')).toBe('true');
  });

  it('marks the active network with a visible check, and only that one', async () => {
    await openNetworks();
    expect(row('eip155:31337').querySelector('[data-testid=wp-network-check]')).not.toBeNull();
    expect(row('eip155:31338').querySelector('[data-testid=wp-network-check]')).toBeNull();
    // Each row shows the network's icon (here the globe: the test networks have no image).
    expect(row('eip155:31338').querySelector('[data-testid=wp-network-glyph]')).not.toBeNull();
  });

  it('spins on the row being switched to while the wallet answers, the rows disabled meanwhile', async () => {
    const page = createPage();
    await openNetworks({ page }, true);
    const original = page.wallet.request;
    let answer: () => void = () => undefined;
    page.wallet.request = (args) =>
      args.method === 'wallet_switchEthereumChain' ? new Promise<void>((resolve) => (answer = resolve)).then(() => original(args)) : original(args);
    await act(async () => {
      fireEvent.click(row('eip155:31338'));
      await settle();
    });
    expect(row('eip155:31338').querySelector('.wp-spinner')).not.toBeNull();
    expect(row('eip155:31338').textContent).toContain('Switching…');
    expect(row('eip155:31338').getAttribute('aria-busy')).toBe('true');
    expect(row('eip155:31337').querySelector('.wp-spinner')).toBeNull();
    expect((row('eip155:31337') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      answer();
      await settle();
    });
    expect(row('eip155:31338').querySelector('.wp-spinner')).toBeNull();
    expect(pressed('eip155:31338')).toBe('true');
    expect(row('eip155:31338').querySelector('[data-testid=wp-network-check]')).not.toBeNull();
  });

  it('leads to "What is a network?" from its footer', async () => {
    const facade = await openNetworks();
    const link = screen.getByTestId('wp-networks-what-is');
    expect(link.textContent).toBe('What is a network?');
    await act(async () => {
      fireEvent.click(link);
    });
    expect(facade.stores.modal.getSnapshot().router.view).toBe('WhatIsANetwork');
    expect(facade.stores.modal.getSnapshot().router.history).toEqual(['Networks', 'WhatIsANetwork']);
  });

  it('returns to the Account view it was opened from once the switch is done', async () => {
    const facade = await openNetworks({}, true);
    await act(async () => facade.navigate({ type: 'reset', view: 'Account' }));
    await act(async () => facade.navigate({ type: 'push', view: 'Networks' }));
    await act(async () => {
      fireEvent.click(row('eip155:31338'));
      await settle();
    });
    expect(facade.stores.modal.getSnapshot().router.history).toEqual(['Account']);
    expect(screen.getByTestId('wp-account-network').textContent).toBe('Anvil B');
  });
});
