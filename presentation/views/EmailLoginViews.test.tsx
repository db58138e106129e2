import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthProviderPort } from '../../application/ports/auth-provider.port.ts';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import { createHarness, settle } from '../../test/fakes/app-kit-harness.ts';
import { ModalInstance } from '../../test/fakes/modal-instance.tsx';
import { Modal } from '../modal/Modal.tsx';

afterEach(cleanup);

const ADDRESS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';

function emailFrame(): AuthProviderPort {
  let signedIn = false;
  return {
    connectEmail: vi.fn(async () => 'VERIFY_OTP' as const),
    connectOtp: vi.fn(async (otp: string) => {
      if (otp !== '135790') throw catalogueError('OTP_INVALID');
      signedIn = true;
    }),
    isConnected: async () => signedIn,
    getUser: async ({ chainId }) => ({ email: 'visitor@example.com', address: ADDRESS, chainId, smartAccountDeployed: false }),
    setPreferredAccount: async () => undefined,
    getSmartAccountEnabledNetworks: async () => [],
    switchNetwork: async () => undefined,
    request: async () => null,
    signOut: async () => undefined,
    reload: async () => undefined,
  };
}

async function openModal(options: Parameters<typeof createHarness>[0]) {
  const harness = createHarness(options);
  await harness.facade.ready;
  render(
    <ModalInstance facade={harness.facade}>
      <Modal />
    </ModalInstance>,
  );
  await act(async () => harness.facade.open());
  return harness;
}

describe('the e-mail login views', () => {
  it('goes from the field to the code view, shows a wrong code, then the Account view with the e-mail', async () => {
    const { facade } = await openModal({ announce: false, options: { ports: { authProvider: emailFrame() } } });
    fireEvent.change(screen.getByTestId('wp-email-input'), { target: { value: 'visitor@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('wp-email-submit'));
      await settle();
    });
    const code = screen.getByTestId('wp-otp-input') as HTMLInputElement;
    // Only digits, at most six.
    fireEvent.change(code, { target: { value: '12a34567' } });
    expect(code.value).toBe('123456');
    await act(async () => {
      fireEvent.click(screen.getByTestId('wp-otp-submit'));
      await settle();
    });
    expect(screen.getByTestId('wp-otp-error').textContent).toBe('Invalid code. Please try again.');
    fireEvent.change(code, { target: { value: '135790' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('wp-otp-submit'));
      await settle();
    });
    expect(screen.queryByTestId('wp-otp-input')).toBeNull();
    await act(async () => facade.open());
    expect(screen.getByTestId('wp-account-email').textContent).toBe('visitor@example.com Edit');
    expect(screen.getByTestId('wp-account-address').getAttribute('title')).toBe(ADDRESS);
  });

  it('hides the wallets behind "Continue with a wallet" when emailShowWallets is off', async () => {
    await openModal({ options: { ports: { authProvider: emailFrame() }, features: { emailShowWallets: false } } });
    expect(screen.getByTestId('wp-email-form')).toBeTruthy();
    expect(screen.queryByTestId('wp-wallet-dev.walletport.demo')).toBeNull();
    fireEvent.click(screen.getByTestId('wp-show-wallets'));
    expect(screen.getByTestId('wp-wallet-dev.walletport.demo')).toBeTruthy();
  });

  it('has no e-mail field without an embedded wallet', async () => {
    // Without a projectId or a frameUrl (a projectId alone reaches Reown's hosted secure site).
    await openModal({ options: { projectId: '' } });
    expect(screen.queryByTestId('wp-email-form')).toBeNull();
  });
});

describe('the e-mail update views', () => {
  it('goes Account → new address → code to the current address → code to the new one → Account with the new e-mail', async () => {
    let email = 'visitor@example.com';
    const frame: AuthProviderPort = {
      ...emailFrame(),
      getUser: async ({ chainId }) => ({ email, address: ADDRESS, chainId, smartAccountDeployed: false }),
      updateEmail: async () => 'VERIFY_PRIMARY_OTP',
      updateEmailPrimaryOtp: async () => undefined,
      updateEmailSecondaryOtp: async () => {
        email = 'moved@example.com';
        return email;
      },
    };
    const { facade } = await openModal({ announce: false, options: { ports: { authProvider: frame } } });
    await act(async () => {
      await facade.flows.emailLogin.commands.start({ email });
      await facade.flows.emailLogin.commands.submitOtp({ otp: '135790' });
      await settle();
    });
    await act(async () => facade.open());
    fireEvent.click(screen.getByTestId('wp-update-email'));
    fireEvent.change(screen.getByTestId('wp-update-email-input'), { target: { value: 'moved@example.com' } });
    const submitCode = async (otp: string) => {
      fireEvent.change(screen.getByTestId('wp-otp-input'), { target: { value: otp } });
      await act(async () => {
        fireEvent.click(screen.getByTestId('wp-otp-submit'));
        await settle();
      });
    };
    await act(async () => {
      fireEvent.click(screen.getByTestId('wp-update-email-submit'));
      await settle();
    });
    expect(screen.getByText(/your current address/).textContent).toContain('visitor@example.com');
    await submitCode('111111');
    expect(screen.getByText(/Enter the code we sent to/).textContent).toContain('moved@example.com');
    await submitCode('222222');
    expect(screen.getByTestId('wp-account-email').textContent).toBe('moved@example.com Edit');
  });
});
