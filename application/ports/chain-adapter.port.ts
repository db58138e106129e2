import type { SwapSourceFactories } from './swap-source.port.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import type { WalletProvider } from './wallet-provider.ts';
import type { WalletDiscoveryPort } from './wallet-discovery.port.ts';

export type { WalletProvider } from './wallet-provider.ts';

export interface WalletSession {
  readonly accounts: readonly string[];
  /** The chain reference (e.g. "31337"), not the CAIP id. */
  readonly chainReference: string;
}

/**
 * What a connect knows besides the wallet: the namespace's network the site is on. A family whose
 * wallets have no current chain of their own (Solana's Wallet Standard) connects on it.
 */
export interface SessionOptions {
  readonly network?: CaipNetwork | undefined;
}

export interface WalletEventHandlers {
  accountsChanged(accounts: readonly string[]): void;
  chainChanged(chainReference: string): void;
  disconnect(): void;
}

export interface NativeBalance {
  readonly value: bigint;
  readonly decimals: number;
  readonly symbol: string;
}

/** One chain family's wallet and chain operations, loaded on demand. */
export interface ChainAdapter {
  readonly namespace: ChainNamespace;
  /** Asks the wallet for accounts (shows the wallet's prompt). */
  connect(provider: WalletProvider, options?: SessionOptions): Promise<WalletSession>;
  /** Silently reads an existing authorisation; undefined when the wallet no longer grants one. */
  reconnect(provider: WalletProvider, options?: SessionOptions): Promise<WalletSession | undefined>;
  switchNetwork(provider: WalletProvider, network: CaipNetwork): Promise<void>;
  getBalance(network: CaipNetwork, address: string): Promise<NativeBalance>;
  watch(provider: WalletProvider, handlers: WalletEventHandlers): () => void;
  disconnect(provider: WalletProvider): Promise<void>;
  // Optional capabilities: a namespace that lacks one is rejected by the flow that needs it.
  signMessage?(provider: WalletProvider, input: { readonly message: string; readonly address: string }): Promise<string>;
  sendNative?(provider: WalletProvider, input: SendNativeInput): Promise<string>;
  sendToken?(provider: WalletProvider, input: SendTokenInput): Promise<string>;
  /** A token's balance read from the chain itself (an ERC-20's balanceOf, decimals, symbol and name). */
  getTokenBalance?(network: CaipNetwork, input: { readonly address: string; readonly tokenAddress: string }): Promise<TokenOnChain>;
  /** The network fee a send would cost, in native base units, estimated from the chain. */
  estimateSendFee?(network: CaipNetwork, input: SendNativeInput | SendTokenInput): Promise<bigint>;
  /** Sends a contract call through the wallet, which prompts, and waits until it is mined; the hash. */
  sendCall?(provider: WalletProvider, input: ContractCallInput): Promise<string>;
  /** A read-only call at the latest block, from the network's read endpoints; the raw answer. */
  readCall?(network: CaipNetwork, request: { readonly to: string; readonly data: `0x${string}` }): Promise<`0x${string}`>;
  /** Seconds since the epoch of the network's latest block: chain time, whatever the page's clock says. */
  latestBlockTime?(network: CaipNetwork): Promise<bigint>;
  /** The swap sources' code, which needs this family's SDK (EVM only). */
  swapSourceFactories?(): Promise<SwapSourceFactories>;
  /** Wei per gas the network's node asks now (`eth_gasPrice`). */
  gasPrice?(network: CaipNetwork): Promise<bigint>;
  /** The most a contract call may cost in fees, as estimateSendFee for a transfer. */
  estimateCallFee?(network: CaipNetwork, input: ContractCallInput): Promise<bigint>;
  /** Token balances the wallet itself reports (EIP-5792 capabilities + wallet_getAssets). */
  getWalletAssets?(provider: WalletProvider, input: { readonly address: string; readonly network: CaipNetwork }): Promise<unknown>;
}

export interface TokenOnChain extends NativeBalance {
  readonly name: string;
}

export interface SendNativeInput {
  readonly network: CaipNetwork;
  readonly from: string;
  readonly to: string;
  /** Base units. */
  readonly value: bigint;
}

export interface SendTokenInput extends SendNativeInput {
  readonly tokenAddress: string;
}

/** A contract call: `to` is the contract, `value` the coin sent with it, `data` the call the visitor approved. */
export interface ContractCallInput extends SendNativeInput {
  readonly data: `0x${string}`;
  /**
   * The gas limit, when the call's builder gives one (the convert API's, with its headroom); else the
   * wallet estimates. A pool's first trade in a block can cost more than an estimate made in the block
   * before, so a builder's limit is passed on as AppKit does (SwapController.ts:687).
   */
  readonly gas?: bigint | undefined;
}

/** `customRpcUrls` option: per CAIP network id, RPC URLs that win over every other. */
export type CustomRpcUrls = Readonly<Record<string, readonly { readonly url: string }[]>>;

/** What an adapter needs to reach its chains: the project RPC host and the integrator's own URLs. */
export interface ChainAdapterContext {
  readonly projectId: string;
  /** Base URL of the project RPC host (version 1). */
  readonly rpcHost: string;
  readonly customRpcUrls: CustomRpcUrls;
}

/**
 * The part of an instance an adapter that mirrors the connection into another library reads and
 * drives (wagmi's config follows the modal, and wagmi's own actions reach the modal). Listeners
 * take no argument: they only say that something changed, and the getters say what.
 */
export interface AdapterHost {
  getProvider(namespace: ChainNamespace): WalletProvider | undefined;
  subscribeProviders(listener: () => void): () => void;
  getAddress(namespace?: ChainNamespace): string | undefined;
  subscribeAccount(listener: () => void, namespace?: ChainNamespace): () => void;
  /** The active network, or the network of `namespace` (its first configured one when another namespace is active). */
  getCaipNetwork(namespace?: ChainNamespace): CaipNetwork | undefined;
  subscribeNetwork(listener: () => void): () => void;
  /** A configured network, or a chain by id (as a viem chain is given). */
  switchNetwork(network: { readonly id: number | string }): Promise<void>;
  disconnect(namespace?: ChainNamespace): Promise<void>;
  open(): Promise<void>;
  isOpen(): boolean;
  subscribeState(listener: () => void): () => void;
}

/** A tiny descriptor; `load()` imports the chain SDK only when the namespace is configured. */
export interface ChainAdapterDescriptor {
  readonly namespace: ChainNamespace;
  load(context?: ChainAdapterContext): Promise<ChainAdapter>;
  /**
   * Called by createAppKit in the browser once the instance exists, for adapters that keep another
   * library in step with it; the returned function releases everything it set up (on destroy).
   */
  attach?(instance: AdapterHost): () => void;
  /**
   * The family's own way of finding browser wallets (Solana's Wallet Standard), added to EIP-6963's
   * unless the integrator passes `ports.walletDiscovery`. Loaded by dynamic import when the modal
   * starts listening, apart from the chain SDK, so wallets are listed before the SDK loads and the
   * page's first JavaScript carries neither.
   */
  discovery?(): Promise<WalletDiscoveryPort>;
}
