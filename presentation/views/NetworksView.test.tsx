import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CHAIN_A, createHarness } from '../../test/fakes/app-kit-harness.ts';
import { FacadeContext } from '../modal/facade-context.ts';
import { Modal } from '../modal/Modal.tsx';

afterEach(cleanup);

async function openNetworks(options: Parameters<typeof createHarness>[0] = {}) {
  const { facade } = createHarness(options);
  await facade.ready;
  render(
    <FacadeContext.Provider value={facade}>
      <Modal />
    </FacadeContext.Provider>,
  );
  await act(async () => facade.open({ view: 'Networks' }));
  return facade;
}

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
});
