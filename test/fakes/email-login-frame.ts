import { vi } from 'vitest';
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import type { AuthProviderPort, EmailLoginStep } from '../../application/ports/auth-provider.port.ts';
import { catalogueError, catalogueMessage } from '../../domain/errors/catalogue.ts';
import { FRAME_USER_REJECTED_MESSAGE } from '../../domain/embedded/rpc-policy.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { createHarness } from './app-kit-harness.ts';

/** The six digits the fake frame accepts. */
export const LOGIN_CODE = '246810';

/**
 * A secure frame in-process: real keys and signatures, the e-mail login's steps (the address, then the
 * device link or the six-digit code), and calls to inspect.
 */
export function fakeFrame(options: { needsDevice?: boolean } = {}) {
  const account = privateKeyToAccount(generatePrivateKey());
  const state = { signedIn: false, deviceApproved: !options.needsDevice, email: undefined as string | undefined };
  const approvals: ((approve: boolean) => void)[] = [];
  const auth = {
    connectEmail: vi.fn(async (email: string): Promise<EmailLoginStep> => {
      state.email = email;
      return state.deviceApproved ? 'VERIFY_OTP' : 'VERIFY_DEVICE';
    }),
    // "Not yet" as walletport's frame says it: its error text, which the page receives as a WRAPPED error.
    connectDevice: vi.fn(async () => {
      if (!state.deviceApproved) throw catalogueError('WRAPPED', { params: { message: catalogueMessage('DEVICE_NOT_VERIFIED') } });
    }),
    connectOtp: vi.fn(async (otp: string) => {
      if (otp !== LOGIN_CODE) throw catalogueError('OTP_INVALID');
      state.signedIn = true;
    }),
    isConnected: vi.fn(async () => state.signedIn),
    getUser: vi.fn(async ({ chainId }: { chainId: string | number }) => ({
      email: state.email ?? 'visitor@example.com', address: account.address, chainId, smartAccountDeployed: false,
      accounts: [{ address: account.address, type: 'eoa' as const }], preferredAccountType: 'eoa' as const,
    })),
    setPreferredAccount: vi.fn(async () => undefined),
    getSmartAccountEnabledNetworks: vi.fn(async () => []),
    switchNetwork: vi.fn(async () => undefined),
    request: vi.fn(async ({ method, params }: { method: string; params?: unknown }) => {
      if (method === 'eth_blockNumber') return '0x10';
      if (method !== 'personal_sign') throw new Error(`unexpected ${method}`);
      // The visitor decides inside the frame; the test plays the visitor.
      const approved = await new Promise<boolean>((resolve) => approvals.push(resolve));
      if (!approved) throw catalogueError('WRAPPED', { params: { message: FRAME_USER_REJECTED_MESSAGE } });
      const text = (params as [string])[0];
      return account.signMessage({ message: text.startsWith('0x') ? { raw: text as `0x${string}` } : text });
    }),
    signOut: vi.fn(async () => {
      state.signedIn = false;
    }),
    signOutEverywhere: vi.fn(async () => {
      state.signedIn = false;
    }),
    abortPendingRequests: vi.fn(),
    reload: vi.fn(async () => undefined),
    setFrameVisible: vi.fn(),
  } satisfies AuthProviderPort;
  return { auth, account, state, approvals };
}

/** A page whose embedded wallet is the fake frame, with its e-mail login flow at hand. */
export function emailLoginHarness(frame = fakeFrame(), storage = createMemoryStorage()) {
  const harness = createHarness({ options: { ports: { authProvider: frame.auth, storage } }, storage });
  return { ...harness, frame, storage, login: harness.facade.flows.emailLogin };
}
