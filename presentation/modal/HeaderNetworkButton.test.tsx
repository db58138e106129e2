import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CHAIN_A, CHAIN_B, createHarness, settle } from '../../test/fakes/app-kit-harness.ts';
import { ModalInstance } from '../../test/fakes/modal-instance.tsx';
import { HeaderNetworkButton } from './HeaderNetworkButton.tsx';

afterEach(cleanup);

const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';

async function showButton() {
  const { facade } = createHarness({
    options: {
      networks: [{ ...CHAIN_A, assets: { imageId: 'anvil-a' } }, CHAIN_B],
      ports: {
        walletDirectory: {
          fetchWallets: async () => ({ count: 0, wallets: [] }),
          fetchWalletImage: async () => new Blob(),
          fetchNetworkImage: async (imageId) => (imageId === 'anvil-a' ? new Blob([ICON], { type: 'image/svg+xml' }) : Promise.reject(new Error('no such image'))),
        },
      },
    },
  });
  await facade.ready;
  await facade.connect('dev.walletport.demo');
  await act(async () => facade.open());
  render(
    <ModalInstance facade={facade}>
      <HeaderNetworkButton />
    </ModalInstance>,
  );
  await act(async () => settle());
  return facade;
}

describe('the header network button', () => {
  it('names the active network and shows its directory icon', async () => {
    await showButton();
    const button = screen.getByTestId('wp-header-network');
    expect(button.getAttribute('aria-label')).toBe('Switch network: Anvil A');
    expect(button.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(button.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('pushes the Networks view over Account', async () => {
    const facade = await showButton();
    expect(facade.stores.modal.getSnapshot().router.view).toBe('Account');
    await act(async () => {
      fireEvent.click(screen.getByTestId('wp-header-network'));
    });
    expect(facade.stores.modal.getSnapshot().router.history).toEqual(['Account', 'Networks']);
  });

  it('follows a switch, with the globe for a network without an image', async () => {
    const facade = await showButton();
    await act(async () => {
      await facade.switchNetwork('eip155:31338');
      await settle();
    });
    const button = screen.getByTestId('wp-header-network');
    expect(button.getAttribute('aria-label')).toBe('Switch network: Anvil B');
    expect(button.querySelector('img')).toBeNull();
    expect(button.querySelector('[data-testid=wp-network-glyph]')).not.toBeNull();
  });
});
