import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, settle } from '../../test/fakes/app-kit-harness.ts';
import { FRAME_URL, SMART_ADDRESS, SOCIAL_ADDRESS, fakePopups, socialFrame } from '../../test/fakes/social-login-fakes.ts';
import { ModalInstance } from '../../test/fakes/modal-instance.tsx';
import { Modal } from '../modal/Modal.tsx';

afterEach(cleanup);

/** Signed in to the embedded wallet (through Farcaster, the shortest login), the Account view open. */
async function signedIn(smartAccountNetworks: readonly number[]) {
  const frame = socialFrame({ smartAccountNetworks });
  let release: () => void = () => undefined;
  const setPreferredAccount = frame.auth.setPreferredAccount;
  // The switch waits until the test lets it through, so the loading state can be seen.
  const auth = { ...frame.auth, setPreferredAccount: (type: 'eoa' | 'smartAccount') => new Promise<void>((resolve) => (release = resolve)).then(() => setPreferredAccount(type)) };
  const harness = createHarness({ announce: false, options: { embeddedWallet: { frameUrl: FRAME_URL }, ports: { authProvider: auth, popups: fakePopups().port } } });
  await harness.facade.ready;
  await harness.facade.flows.farcasterLogin.commands.start();
  await settle();
  render(
    <ModalInstance facade={harness.facade}>
      <Modal />
    </ModalInstance>,
  );
  await act(async () => harness.facade.open());
  return { ...harness, frame, release: () => release() };
}

describe('the smart-account switch in the Account view', () => {
  it('switches to the smart account and back, with a spinner while it runs; the address follows', async () => {
    const { release } = await signedIn([31337]);
    const toggle = screen.getByTestId('wp-account-type-toggle');
    expect(toggle.textContent).toBe('Switch to your smart account');
    expect(screen.getByTestId('wp-account-address').getAttribute('title')).toBe(SOCIAL_ADDRESS);
    await act(async () => {
      fireEvent.click(toggle);
      await settle();
    });
    // Busy, not disabled: a keyboard visitor keeps the focus on it while it runs.
    expect(screen.getByTestId('wp-account-type-toggle').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('wp-account-type-toggle').querySelector('.wp-spinner')).not.toBeNull();
    await act(async () => {
      release();
      await settle();
    });
    expect(screen.getByTestId('wp-account-type-toggle').textContent).toBe('Switch to your EOA');
    expect(screen.getByTestId('wp-account-type-toggle').querySelector('.wp-spinner')).toBeNull();
    expect(screen.getByTestId('wp-account-address').getAttribute('title')).toBe(SMART_ADDRESS);
    await act(async () => {
      fireEvent.click(screen.getByTestId('wp-account-type-toggle'));
      await settle();
      release();
      await settle();
    });
    expect(screen.getByTestId('wp-account-address').getAttribute('title')).toBe(SOCIAL_ADDRESS);
    expect(screen.getByTestId('wp-account-type-toggle').textContent).toBe('Switch to your smart account');
  });

  it('is not offered on a network without smart accounts', async () => {
    await signedIn([1]);
    expect(screen.getByTestId('wp-account-address')).toBeTruthy();
    expect(screen.queryByTestId('wp-account-type-toggle')).toBeNull();
  });
});

describe('the SIWX sign view with a smart account', () => {
  it("warns 'This application might not support Smart Accounts' for a smart account only", async () => {
    const { facade, release } = await signedIn([31337]);
    await act(async () => facade.open({ view: 'SIWXSignMessage' }));
    expect(screen.queryByTestId('wp-siwx-smart-account')).toBeNull();
    await act(async () => {
      const switching = facade.flows.accountType.commands.set({ type: 'smartAccount' });
      await settle();
      release();
      await switching;
      await settle();
    });
    expect(screen.getByTestId('wp-siwx-smart-account').textContent).toBe('This application might not support Smart Accounts');
  });
});
