import { describe, expect, it, vi } from 'vitest';
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import type { AuthProviderPort } from '../../application/ports/auth-provider.port.ts';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import { EMBEDDED_WALLET_STORAGE_KEYS } from '../../domain/storage/storage-keys.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { createHarness, settle } from '../fakes/app-kit-harness.ts';

const LOGIN_CODE = '111111';
const PRIMARY_CODE = '222222';
const SECONDARY_CODE = '333333';

/** A frame that logs in and moves its user's e-mail in two checked steps: the primary code, then the secondary, which counts only after the first. */
function updatingFrame() {
  const account = privateKeyToAccount(generatePrivateKey());
  const state = { email: 'old@example.com', pending: undefined as string | undefined, primaryDone: false };
  const auth = {
    connectEmail: vi.fn(async () => 'VERIFY_OTP' as const),
    connectOtp: vi.fn(async (otp: string) => {
      if (otp !== LOGIN_CODE) throw catalogueError('OTP_INVALID');
    }),
    isConnected: vi.fn(async () => true),
    getUser: vi.fn(async ({ chainId }: { chainId: string | number }) => ({ email: state.email, address: account.address, chainId, smartAccountDeployed: false })),
    updateEmail: vi.fn(async (email: string) => {
      state.pending = email;
      state.primaryDone = false;
      return 'VERIFY_PRIMARY_OTP' as const;
    }),
    updateEmailPrimaryOtp: vi.fn(async (otp: string) => {
      if (otp !== PRIMARY_CODE) throw catalogueError('OTP_INVALID');
      state.primaryDone = true;
    }),
    updateEmailSecondaryOtp: vi.fn(async (otp: string) => {
      if (!state.primaryDone || otp !== SECONDARY_CODE || !state.pending) throw catalogueError('OTP_INVALID');
      state.email = state.pending;
      return state.email;
    }),
    setPreferredAccount: vi.fn(async () => undefined),
    getSmartAccountEnabledNetworks: vi.fn(async () => []),
    switchNetwork: vi.fn(async () => undefined),
    request: vi.fn(async () => null),
    signOut: vi.fn(async () => undefined),
    reload: vi.fn(async () => undefined),
  } satisfies AuthProviderPort;
  return { auth, state, account };
}

async function signedIn(frame = updatingFrame(), storage = createMemoryStorage()) {
  const harness = createHarness({ options: { ports: { authProvider: frame.auth, storage } }, storage });
  await harness.facade.ready;
  await harness.facade.flows.emailLogin.commands.start({ email: 'old@example.com' });
  await harness.facade.flows.emailLogin.commands.submitOtp({ otp: LOGIN_CODE });
  await settle();
  await harness.facade.open({ view: 'Account' });
  return { ...harness, frame, storage, update: harness.facade.flows.emailUpdate };
}

const email = (facade: Awaited<ReturnType<typeof signedIn>>['facade']) => facade.account('eip155').getSnapshot().embeddedWalletInfo?.user?.email;

describe('updating the embedded wallet e-mail', () => {
  it('asks the code of the current address, then of the new one, and stores the new e-mail', async () => {
    const { facade, update, storage } = await signedIn();
    await update.commands.start({ email: 'new@example.com' });
    expect(update.state.getSnapshot().step).toBe('verifyPrimary');
    expect(facade.stores.modal.getSnapshot().router.view).toBe('UpdateEmailPrimaryOtp');
    await update.commands.submitOtp({ otp: PRIMARY_CODE });
    expect(facade.stores.modal.getSnapshot().router.view).toBe('UpdateEmailSecondaryOtp');
    await update.commands.submitOtp({ otp: SECONDARY_CODE });
    expect(update.state.getSnapshot().step).toBe('idle');
    expect(email(facade)).toBe('new@example.com');
    expect(facade.stores.modal.getSnapshot().router.view).toBe('Account');
    expect(facade.stores.snackbar.getSnapshot()).toMatchObject({ open: true, message: 'E-mail updated', variant: 'success' });
    // The stored cache follows: a reload reads the new address.
    expect(await storage.getItem(EMBEDDED_WALLET_STORAGE_KEYS.email)).toBe(JSON.stringify('new@example.com'));
  });

  it('keeps the old e-mail on a wrong code, on a cancel, and for a malformed new address', async () => {
    const { facade, update, frame } = await signedIn();
    await update.commands.start({ email: 'not an address' });
    expect(update.state.getSnapshot().error?.shortMessage).toBe('email needs a valid e-mail address');
    expect(frame.auth.updateEmail).not.toHaveBeenCalled();
    await update.commands.start({ email: 'new@example.com' });
    await update.commands.submitOtp({ otp: '999999' });
    expect(update.state.getSnapshot()).toMatchObject({ step: 'verifyPrimary', error: { shortMessage: 'Invalid code. Please try again.' } });
    await update.commands.submitOtp({ otp: PRIMARY_CODE });
    await update.commands.submitOtp({ otp: '999999' });
    expect(update.state.getSnapshot()).toMatchObject({ step: 'verifySecondary', error: { shortMessage: 'Invalid code. Please try again.' } });
    update.commands.cancel();
    expect(update.state.getSnapshot().step).toBe('idle');
    expect(email(facade)).toBe('old@example.com');
  });

  it('refuses without a connected embedded wallet, asking the frame nothing', async () => {
    const frame = updatingFrame();
    const { facade } = createHarness({ options: { ports: { authProvider: frame.auth } } });
    await facade.ready;
    await facade.flows.emailUpdate.commands.start({ email: 'new@example.com' });
    expect(facade.flows.emailUpdate.state.getSnapshot().error?.shortMessage).toBe('Address or auth connector not found');
    expect(frame.auth.updateEmail).not.toHaveBeenCalled();
  });
});
