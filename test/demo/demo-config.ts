import type { EndpointsConfig } from 'walletport';

/** Where the demo's Keplr-compatible test wallet sits: Cosmos has no announce standard, so the site names it. */
export const DEMO_COSMOS_WALLET = { global: 'walletportDemoCosmos', name: 'Demo Wallet' } as const;

/** What the demo server injects into the page: the local stand-ins it started. */
export interface DemoConfig {
  readonly projectId: string;
  readonly chains: readonly { readonly id: number; readonly name: string; readonly rpcUrl: string }[];
  /** Base URLs of the remote-service stand-ins (analytics, API, blockchain API, RPC). */
  readonly endpoints?: Partial<EndpointsConfig>;
  /** The local WalletConnect relay (`ws://127.0.0.1:8790`): pairing stays on this machine. */
  readonly walletConnectRelayUrl?: string;
  /** A local Solana chain playing devnet: with it, the demo configures Solana too and its wallet serves both families. */
  readonly solana?: { readonly rpcUrl: string };
  /** A local Polkadot JSON-RPC stand-in playing Westend: with it the demo configures Polkadot too. */
  readonly polkadot?: { readonly rpcUrl: string };
  /** A local esplora-style Bitcoin API on regtest: with it the demo configures Bitcoin too. */
  readonly bitcoin?: { readonly esploraUrl: string };
  /** A local Cosmos RPC stand-in playing the Cosmos Hub testnet: with it the demo configures Cosmos too. */
  readonly cosmos?: { readonly rpcUrl: string };
  /** The embedded wallet's secure frame on its own loopback origin: with it the demo offers "Continue with e-mail". */
  readonly embeddedWalletFrameUrl?: string;
  /** The demo's ERC-20 on each local chain (`tokens` option): listed in Tokens and offered by Send. */
  readonly tokens?: Readonly<Record<string, { readonly address: string }>>;
  /** The local stand-in of the onramp providers' pages (`onramp.sites`): a purchase pays out on the local chain. */
  readonly onrampSites?: { readonly coinbase: string; readonly meld: string };
}

declare global {
  interface Window {
    __WALLETPORT_DEMO__?: DemoConfig;
    /** Set by a browser test's init script when it injects its own test wallet. */
    __WALLETPORT_TEST_WALLET__?: unknown;
  }
}

const FALLBACK: DemoConfig = {
  projectId: 'walletport-demo',
  chains: [
    { id: 31337, name: 'Anvil Local', rpcUrl: 'http://127.0.0.1:8545' },
    { id: 31338, name: 'Anvil Local 2', rpcUrl: 'http://127.0.0.1:8546' },
  ],
};

export function readDemoConfig(): DemoConfig {
  return window.__WALLETPORT_DEMO__ ?? FALLBACK;
}
