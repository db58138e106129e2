import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ERRORS } from '../../domain/errors/catalogue.ts';
import { createHarness, settle } from '../../test/fakes/app-kit-harness.ts';
import { signingAdapter } from '../../test/fakes/flow-fixtures.ts';
import { createMemorySiwx } from '../../test/fakes/memory-siwx.ts';
import { ANVIL_ACCOUNT_0 } from '../../test/wallets/demo-wallet.ts';
import { ProviderRpcError, USER_REJECTED } from '../../test/wallets/provider-error.ts';
import { ModalInstance } from '../../test/fakes/modal-instance.tsx';
import { Modal } from '../modal/Modal.tsx';

afterEach(cleanup);

const METADATA = { name: 'Example Swap', description: 'A test dApp', url: 'https://example.test', icons: ['https://example.test/icon.png'] };

/** Connected with sign-in configured; the wallet signs when the test lets it (or declines). */
async function atSignIn(input: { readonly required?: boolean; readonly decline?: boolean } = {}) {
  const siwx = createMemorySiwx({ required: input.required });
  let release: () => void = () => undefined;
  const sign = (): Promise<unknown> =>
    input.decline ? Promise.reject(new ProviderRpcError(USER_REJECTED, 'User rejected')) : new Promise((resolve) => (release = () => resolve('0xsignature')));
  const harness = createHarness({ options: { siwx: siwx.config, metadata: METADATA, adapters: [signingAdapter(sign)] } });
  await harness.facade.ready;
  await harness.facade.connect('dev.walletport.demo');
  await settle();
  render(
    <ModalInstance facade={harness.facade}>
      <Modal />
    </ModalInstance>,
  );
  await act(async () => harness.facade.navigate({ type: 'push', view: 'ConnectingSiwe' }));
  return { ...harness, siwx, release: () => release() };
}

describe('the ConnectingSiwe view', () => {
  it("shows the app and the account, and signs in through the SIWX flow with a spinner while the wallet is asked", async () => {
    const { facade, siwx, release } = await atSignIn();
    expect(screen.getByTestId('wp-siwe-title').textContent).toBe('Example Swap needs to connect to your wallet');
    expect(screen.getByTestId('wp-siwe-account').getAttribute('title')).toBe(ANVIL_ACCOUNT_0);
    // No identity on a local chain: the account's picture is the gradient of its address.
    expect(screen.getByTestId('wp-avatar').getAttribute('data-avatar')).toBe('gradient');
    expect(screen.getByTestId('wp-siwe-cancel').textContent).toBe('Cancel');
    await act(async () => {
      fireEvent.click(screen.getByTestId('wp-siwe-sign'));
      await settle();
    });
    expect(screen.getByTestId('wp-siwe-signing').querySelector('.wp-spinner')).not.toBeNull();
    expect((screen.getByTestId('wp-siwe-sign') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      release();
      await settle();
    });
    expect(siwx.sessions()).toHaveLength(1);
    expect(siwx.sessions()[0]?.data.accountAddress).toBe(ANVIL_ACCOUNT_0);
    expect(facade.stores.modal.getSnapshot().open).toBe(false);
  });

  it("a declined signature says 'Signature declined' in the view, which stays to try again", async () => {
    const { facade } = await atSignIn({ decline: true });
    await act(async () => {
      fireEvent.click(screen.getByTestId('wp-siwe-sign'));
      await settle();
    });
    expect(screen.getByTestId('wp-siwe-error').textContent).toBe(ERRORS.SIWX_SIGNATURE_DECLINED.message);
    expect(screen.queryByTestId('wp-siwe-signing')).toBeNull();
    expect((screen.getByTestId('wp-siwe-sign') as HTMLButtonElement).disabled).toBe(false);
    expect(facade.stores.modal.getSnapshot().router.view).toBe('ConnectingSiwe');
  });

  it('with sign-in required the way out is "Disconnect", which disconnects and returns to Connect', async () => {
    const { facade } = await atSignIn({ required: true });
    expect(screen.getByText(/Cancelling will disconnect you\./)).toBeTruthy();
    const disconnect = screen.getByTestId('wp-siwe-cancel');
    expect(disconnect.textContent).toBe('Disconnect');
    await act(async () => {
      fireEvent.click(disconnect);
      await settle();
    });
    expect(facade.account().getSnapshot()).toMatchObject({ isConnected: false });
    expect(facade.stores.modal.getSnapshot().router.view).toBe('Connect');
  });

  it('without sign-in required, Cancel keeps the connection', async () => {
    const { facade } = await atSignIn();
    await act(async () => {
      fireEvent.click(screen.getByTestId('wp-siwe-cancel'));
      await settle();
    });
    expect(facade.account().getSnapshot()).toMatchObject({ isConnected: true });
    expect(facade.flows.siwx.state.getSnapshot().hasSession).toBe(false);
  });
});
