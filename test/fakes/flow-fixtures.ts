import type { AppKitFacade } from '../../application/app-kit.ts';
import type { AuthProviderPort } from '../../application/ports/auth-provider.port.ts';
import type { ChainAdapterDescriptor } from '../../application/ports/chain-adapter.port.ts';
import type { EmbeddedWalletUser } from '../../domain/embedded/embedded-user.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { evmAdapterWithBalances } from './evm-test-adapter.ts';

export const SOLANA_MAINNET: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:3'] } },
};

export const SOLANA_ADDRESS = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv';

/** The EVM test adapter whose `signMessage` is scripted by the test (no node needed). */
export function signingAdapter(sign: (message: string, address: string) => Promise<unknown>): ChainAdapterDescriptor {
  const base = evmAdapterWithBalances({});
  return {
    namespace: 'eip155',
    load: async () => ({ ...(await base.load()), signMessage: (_provider, input) => sign(input.message, input.address) as Promise<string> }),
  };
}

/** A solana adapter stub: enough for a namespace to exist; `disconnect` is scripted. */
export function stubSolanaAdapter(disconnect: () => Promise<void> = async () => undefined): ChainAdapterDescriptor {
  return {
    namespace: 'solana',
    load: async () => ({
      namespace: 'solana',
      connect: async () => ({ accounts: [SOLANA_ADDRESS], chainReference: SOLANA_MAINNET.id as string }),
      reconnect: async () => undefined,
      switchNetwork: async () => undefined,
      getBalance: async () => ({ value: 0n, decimals: 9, symbol: 'SOL' }),
      watch: () => () => undefined,
      disconnect,
    }),
  };
}

/** A scripted embedded-wallet auth provider; `signOut` resolves unless told to hang. */
export function scriptedAuthProvider(user: Partial<EmbeddedWalletUser> = {}) {
  const calls: string[] = [];
  const state = { hangSignOut: false, aborted: 0, signResult: Promise.resolve<unknown>('0xsigned') as Promise<unknown> };
  const port: AuthProviderPort = {
    getUser: async (input) => {
      calls.push(`getUser:${String(input.chainId)}:${input.preferredAccountType ?? ''}`);
      return { address: ANVIL_ACCOUNT_0, chainId: input.chainId, smartAccountDeployed: false, ...user };
    },
    setPreferredAccount: async () => undefined,
    getSmartAccountEnabledNetworks: async () => [],
    switchNetwork: async (chainId) => void calls.push(`switchNetwork:${String(chainId)}`),
    request: async (args) => {
      calls.push(args.method);
      return state.signResult;
    },
    signOut: () => {
      calls.push('signOut');
      return state.hangSignOut ? new Promise<void>(() => undefined) : Promise.resolve();
    },
    abortPendingRequests: () => void (state.aborted += 1),
    reload: async () => undefined,
  };
  return { port, calls, state };
}

/** Every event name the facade emitted, in order. */
export function recordEvents(facade: AppKitFacade) {
  const events: { event: string; properties: Readonly<Record<string, unknown>> | undefined }[] = [];
  facade.subscribeEvents(({ data }) => void events.push({ event: data.event, properties: data.properties }));
  return { events, names: () => events.map((item) => item.event) };
}
