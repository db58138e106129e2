import { describe, expect, it } from 'vitest';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import type { AuthProviderPort } from '../ports/auth-provider.port.ts';
import { EmbeddedWalletProvider, type EmbeddedProviderHost } from './embedded-wallet-provider.ts';

const ADDRESS = '0x1111111111111111111111111111111111111111';
const TX_HASH = `0x${'cd'.repeat(32)}`;
const SIGNATURE = `0x${'ab'.repeat(65)}`;

/** The modal around the provider, recording what it is asked; `answer` is what the frame replies to an RPC request. */
function fakeHost(options: { address?: string; chainId?: number; answer?: (args: { method: string; params?: unknown }) => Promise<unknown> } = {}) {
  const calls = { auth: [] as { method: string; params?: unknown }[], switched: [] as number[], notAllowed: 0, approvals: 0, insideApproval: [] as boolean[] };
  let approving = false;
  const auth = {
    request: async (args: { method: string; params?: unknown }) => {
      calls.auth.push(args);
      calls.insideApproval.push(approving);
      return (options.answer ?? (async () => null))(args);
    },
  } as Partial<AuthProviderPort> as AuthProviderPort;
  let address = options.address;
  const host: EmbeddedProviderHost = {
    auth,
    address: () => address,
    chainId: () => options.chainId ?? 1,
    switchChain: async (chainId) => void calls.switched.push(chainId),
    withApproval: async (request) => {
      calls.approvals += 1;
      approving = true;
      try {
        return await request();
      } finally {
        approving = false;
      }
    },
    showNotAllowed: () => void (calls.notAllowed += 1),
  };
  return { host, calls, provider: new EmbeddedWalletProvider(host), signOut: () => void (address = undefined) };
}

describe('the embedded wallet as an EIP-1193 provider', () => {
  it('answers eth_accounts and eth_requestAccounts with the signed-in address, and [] when signed out, without asking the frame', async () => {
    const { provider, calls, signOut } = fakeHost({ address: ADDRESS });
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ADDRESS]);
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ADDRESS]);
    signOut();
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([]);
    expect(calls.auth).toEqual([]);
  });

  it('answers eth_chainId as 0x hex of the host\'s chain', async () => {
    expect(await fakeHost({ chainId: 1 }).provider.request({ method: 'eth_chainId' })).toBe('0x1');
    expect(await fakeHost({ chainId: 31337 }).provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    expect(await fakeHost({ chainId: 8453 }).provider.request({ method: 'eth_chainId' })).toBe('0x2105');
  });

  it.each([
    ['a non-hex chain id', [{ chainId: '0xzz' }]],
    ['no chain id', [{}]],
    ['no params', undefined],
    ['a negative chain id', [{ chainId: '-0x1' }]],
    ['a negative number', [{ chainId: -1 }]],
    ['chain 0', [{ chainId: '0x0' }]],
    ['a decimal string', [{ chainId: '137' }]],
    ['a chain id past the safe integers', [{ chainId: '0xffffffffffffffff' }]],
  ])('refuses wallet_switchEthereumChain with %s: INVALID_ARGUMENT, and tells nobody', async (_name, params) => {
    const { provider, calls } = fakeHost();
    const heard: unknown[] = [];
    provider.on('chainChanged', (value: never) => void heard.push(value));
    const refusal = await provider.request({ method: 'wallet_switchEthereumChain', params }).catch((error: unknown) => error);
    expect(WalletportError.is(refusal, 'INVALID_ARGUMENT')).toBe(true);
    expect(calls.switched).toEqual([]);
    expect(heard).toEqual([]);
    expect(calls.auth).toEqual([]);
  });

  it('switches a good chain through the host, answers null and tells chainChanged listeners until they are removed', async () => {
    const { provider, calls } = fakeHost();
    const first: unknown[] = [];
    const second: unknown[] = [];
    const firstListener = (value: never) => void first.push(value);
    provider.on('chainChanged', firstListener);
    provider.on('chainChanged', (value: never) => void second.push(value));
    expect(await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })).toBeNull();
    provider.removeListener('chainChanged', firstListener);
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xA' }] });
    expect(calls.switched).toEqual([8453, 10]);
    expect(first).toEqual(['0x2105']);
    expect(second).toEqual(['0x2105', '0xa']);
  });

  it('does not tell listeners of a switch the host failed', async () => {
    const { host } = fakeHost();
    const heard: unknown[] = [];
    const failing = new EmbeddedWalletProvider({ ...host, switchChain: () => Promise.reject(new Error('frame refused')) });
    failing.on('chainChanged', (value: never) => void heard.push(value));
    await expect(failing.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })).rejects.toThrow('frame refused');
    expect(heard).toEqual([]);
  });

  it.each(['eth_sign', 'wallet_addEthereumChain', 'debug_traceTransaction', 'eth_coinbase', ''])(
    'refuses %j, off the allow-list: shows "not allowed", never asks the frame',
    async (method) => {
      const { provider, calls } = fakeHost({ address: ADDRESS });
      const refusal = await provider.request({ method, params: [] }).catch((error: unknown) => error);
      expect(WalletportError.is(refusal, 'RPC_METHOD_NOT_ALLOWED')).toBe(true);
      expect((refusal as WalletportError).shortMessage).toBe('Requested RPC call is not allowed');
      expect(calls.notAllowed).toBe(1);
      expect(calls.auth).toEqual([]);
      expect(calls.approvals).toBe(0);
    },
  );

  it('runs a signing method inside the approval view, with its params as given', async () => {
    const { provider, calls } = fakeHost({ answer: async () => SIGNATURE });
    const params = ['0x68656c6c6f', ADDRESS];
    expect(await provider.request({ method: 'personal_sign', params })).toBe(SIGNATURE);
    expect(calls.approvals).toBe(1);
    expect(calls.auth).toEqual([{ method: 'personal_sign', params }]);
    expect(calls.insideApproval).toEqual([true]);
  });

  it('sends a read straight to the frame, without the approval view', async () => {
    const { provider, calls } = fakeHost({ answer: async () => '0x10' });
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x10');
    expect(await provider.request({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] })).toBe('0x10');
    expect(calls.approvals).toBe(0);
    expect(calls.insideApproval).toEqual([false, false]);
    expect(calls.auth).toEqual([{ method: 'eth_blockNumber', params: undefined }, { method: 'eth_getBalance', params: [ADDRESS, 'latest'] }]);
  });

  it('turns the frame\'s "User rejected the request." into an error with code 4001', async () => {
    // The transport hands the frame's error text on wrapped, as it does for every frame error.
    const { provider } = fakeHost({ answer: () => Promise.reject(catalogueError('WRAPPED', { params: { message: 'User rejected the request.' } })) });
    const rejection = await provider.request({ method: 'eth_sendTransaction', params: [{ from: ADDRESS }] }).catch((error: unknown) => error);
    expect(rejection).toBeInstanceOf(Error);
    expect(rejection).toMatchObject({ message: 'User rejected the request.', code: 4001 });
  });

  it('passes every other frame error on unchanged', async () => {
    const errors = [catalogueError('WRAPPED', { params: { message: 'Insufficient funds' } }), new Error('User rejected the request'), 'a bare string'];
    for (const error of errors) {
      const { provider } = fakeHost({ answer: () => Promise.reject(error) });
      expect(await provider.request({ method: 'eth_sendTransaction', params: [] }).catch((caught: unknown) => caught)).toBe(error);
      expect(await provider.request({ method: 'eth_call', params: [] }).catch((caught: unknown) => caught)).toBe(error);
    }
  });

  it('returns the frame\'s result by the response rule: a hash or a signature as the string, anything else as it is', async () => {
    const receipt = { status: '0x1', logs: [] };
    const answers: unknown[] = [TX_HASH, SIGNATURE, receipt, '0x1234', 42, null, ['0x1']];
    for (const answer of answers) {
      const { provider } = fakeHost({ answer: async () => answer });
      expect(await provider.request({ method: 'eth_sendTransaction', params: [] })).toBe(answer);
    }
  });
});
