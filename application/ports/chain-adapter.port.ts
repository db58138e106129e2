import type { SwapSourceFactories } from './swap-source.port.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import type { WalletProvider } from './wallet-provider.ts';
import type { WalletDiscoveryPort } from './wallet-discovery.port.ts';

export type { WalletProvider } from './wallet-provider.ts';

/** What a wallet granted on connect: its accounts and the chain it is on. */
export interface WalletSession {
  /** The accounts' addresses in the family's format, the selected one first. */
  readonly accounts: readonly string[];
  /** The chain reference (e.g. "31337"), not the CAIP id. */
  readonly chainReference: string;
}

/**
 * What a connect knows besides the wallet: the namespace's network the site is on. A family whose
 * wallets have no current chain of their own (Solana's Wallet Standard) connects on it.
 */
export interface SessionOptions {
  /** The site's network of the adapter's namespace; undefined when none is selected. */
  readonly network?: CaipNetwork | undefined;
}

/** What an adapter tells the modal about a connected wallet's own changes (`ChainAdapter.watch`). */
export interface WalletEventHandlers {
  /** The wallet's accounts changed (the selected one first); an empty list means it disconnected the site. */
  accountsChanged(accounts: readonly string[]): void;
  /** The wallet moved to another chain: its CAIP-2 reference (`137`), not the CAIP id. */
  chainChanged(chainReference: string): void;
  /** The wallet ended the session. */
  disconnect(): void;
}

/** A native-currency balance, in base units. */
export interface NativeBalance {
  /** The balance in base units (wei, lamports, satoshis). */
  readonly value: bigint;
  /** How many decimals the base unit has (18 for ETH). */
  readonly decimals: number;
  /** The currency's symbol (`ETH`). */
  readonly symbol: string;
}

/** One chain family's wallet and chain operations, loaded on demand. */
export interface ChainAdapter {
  /** The chain family the adapter serves. */
  readonly namespace: ChainNamespace;
  /** Asks the wallet for accounts (shows the wallet's prompt). */
  connect(provider: WalletProvider, options?: SessionOptions): Promise<WalletSession>;
  /** Silently reads an existing authorisation; undefined when the wallet no longer grants one. */
  reconnect(provider: WalletProvider, options?: SessionOptions): Promise<WalletSession | undefined>;
  /** Asks the wallet to move to `network` (the wallet may prompt); rejects when it refuses or cannot. */
  switchNetwork(provider: WalletProvider, network: CaipNetwork): Promise<void>;
  /** The native balance of `address` on `network`, read from the network's RPC endpoints. */
  getBalance(network: CaipNetwork, address: string): Promise<NativeBalance>;
  /** Listens to the wallet's account, chain and disconnect events; returns the function that stops listening. */
  watch(provider: WalletProvider, handlers: WalletEventHandlers): () => void;
  /** Ends the session with the wallet, where the family's wallets have a way to. */
  disconnect(provider: WalletProvider): Promise<void>;
  // Optional capabilities: a namespace that lacks one is rejected by the flow that needs it.
  /** Has the wallet sign a text message with `address` (it prompts); the signature in the family's encoding. Optional. */
  signMessage?(
    provider: WalletProvider,
    input: {
      /** The text to sign. */
      readonly message: string;
      /** The account that signs. */
      readonly address: string;
    },
  ): Promise<string>;
  /** Sends the native currency through the wallet (it prompts); the transaction's hash or id. Optional. */
  sendNative?(provider: WalletProvider, input: SendNativeInput): Promise<string>;
  /** Sends a token (an ERC-20, an SPL token) through the wallet (it prompts); the transaction's hash or id. Optional. */
  sendToken?(provider: WalletProvider, input: SendTokenInput): Promise<string>;
  /** A token's balance read from the chain itself (an ERC-20's balanceOf, decimals, symbol and name). */
  getTokenBalance?(
    network: CaipNetwork,
    input: {
      /** The account whose balance is read. */
      readonly address: string;
      /** The token's contract address. */
      readonly tokenAddress: string;
    },
  ): Promise<TokenOnChain>;
  /** The network fee a send would cost, in native base units, estimated from the chain. */
  estimateSendFee?(network: CaipNetwork, input: SendNativeInput | SendTokenInput): Promise<bigint>;
  /** Sends a contract call through the wallet, which prompts, and waits until it is mined; the hash. */
  sendCall?(provider: WalletProvider, input: ContractCallInput): Promise<string>;
  /** A read-only call at the latest block, from the network's read endpoints; the raw answer. */
  readCall?(
    network: CaipNetwork,
    request: {
      /** The contract called. */
      readonly to: string;
      /** The ABI-encoded call. */
      readonly data: `0x${string}`;
    },
  ): Promise<`0x${string}`>;
  /** Seconds since the epoch of the network's latest block: chain time, whatever the page's clock says. */
  latestBlockTime?(network: CaipNetwork): Promise<bigint>;
  /** The swap sources' code, which needs this family's SDK (EVM only). */
  swapSourceFactories?(): Promise<SwapSourceFactories>;
  /** Wei per gas the network's node asks now (`eth_gasPrice`). */
  gasPrice?(network: CaipNetwork): Promise<bigint>;
  /** The most a contract call may cost in fees, as estimateSendFee for a transfer. */
  estimateCallFee?(network: CaipNetwork, input: ContractCallInput): Promise<bigint>;
  /** Token balances the wallet itself reports (EIP-5792 capabilities + wallet_getAssets). */
  getWalletAssets?(
    provider: WalletProvider,
    input: {
      /** The account whose assets are asked for. */
      readonly address: string;
      /** The network they are asked for on. */
      readonly network: CaipNetwork;
    },
  ): Promise<unknown>;
}

/** A token's balance as read from its contract: `value` in the token's base units. */
export interface TokenOnChain extends NativeBalance {
  /** The token's name, e.g. `USD Coin`. */
  readonly name: string;
}

/** A transfer of the native currency. */
export interface SendNativeInput {
  /** The network the transfer is made on. */
  readonly network: CaipNetwork;
  /** The sending account, the connected one. */
  readonly from: string;
  /** The receiver's address. */
  readonly to: string;
  /** The amount in base units (wei, lamports, satoshis). */
  readonly value: bigint;
}

/** A transfer of a token: `value` in the token's base units. */
export interface SendTokenInput extends SendNativeInput {
  /** The token's contract (or mint) address. */
  readonly tokenAddress: string;
}

/** A contract call: `to` is the contract, `value` the coin sent with it, `data` the call the visitor approved. */
export interface ContractCallInput extends SendNativeInput {
  /** The ABI-encoded call. */
  readonly data: `0x${string}`;
  /**
   * The gas limit, when the call's builder gives one (the convert API's, with its headroom); else the
   * wallet estimates. A pool's first trade in a block can cost more than an estimate made in the block
   * before, so a builder's limit is passed on as AppKit does (SwapController.ts:687).
   */
  readonly gas?: bigint | undefined;
}

/** `customRpcUrls` option: per CAIP network id, RPC URLs that win over every other. */
export type CustomRpcUrls = Readonly<
  Record<
    string,
    readonly {
      /** An http(s) RPC URL; others are dropped. */
      readonly url: string;
    }[]
  >
>;

/** What an adapter needs to reach its chains: the project RPC host and the integrator's own URLs. */
export interface ChainAdapterContext {
  /** The `projectId` option; empty without one (then the RPC proxy is not used). */
  readonly projectId: string;
  /** Base URL of the project RPC host (version 1). */
  readonly rpcHost: string;
  /** The `customRpcUrls` option, checked. */
  readonly customRpcUrls: CustomRpcUrls;
}

/**
 * The part of an instance an adapter that mirrors the connection into another library reads and
 * drives (wagmi's config follows the modal, and wagmi's own actions reach the modal). Listeners
 * take no argument: they only say that something changed, and the getters say what.
 */
export interface AdapterHost {
  /** The connected wallet's provider in `namespace`; undefined when none is connected there. */
  getProvider(namespace: ChainNamespace): WalletProvider | undefined;
  /** Calls `listener` when a provider comes or goes; returns the function that stops it. */
  subscribeProviders(listener: () => void): () => void;
  /** The connected address of `namespace`, or of the active one; undefined when not connected. */
  getAddress(namespace?: ChainNamespace): string | undefined;
  /** Calls `listener` when the account (of `namespace`, or any) changes; returns the function that stops it. */
  subscribeAccount(listener: () => void, namespace?: ChainNamespace): () => void;
  /** The active network, or the network of `namespace` (its first configured one when another namespace is active). */
  getCaipNetwork(namespace?: ChainNamespace): CaipNetwork | undefined;
  /** Calls `listener` when the network changes; returns the function that stops it. */
  subscribeNetwork(listener: () => void): () => void;
  /** A configured network, or a chain by id (as a viem chain is given). */
  switchNetwork(network: {
    /** The chain's id: a number on eip155, the CAIP-2 reference elsewhere. */
    readonly id: number | string;
  }): Promise<void>;
  /** Disconnects `namespace`, or every namespace when absent. */
  disconnect(namespace?: ChainNamespace): Promise<void>;
  /** Opens the modal (on Connect, or Account when connected). */
  open(): Promise<void>;
  /** True while the modal is open. */
  isOpen(): boolean;
  /** Calls `listener` when the public state (open, loading, the selected network) changes; returns the function that stops it. */
  subscribeState(listener: () => void): () => void;
}

/** A tiny descriptor; `load()` imports the chain SDK only when the namespace is configured. */
export interface ChainAdapterDescriptor {
  /** The chain family the adapter serves. */
  readonly namespace: ChainNamespace;
  /** Imports the family's SDK and builds the adapter; called once, when the namespace is first needed. */
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
