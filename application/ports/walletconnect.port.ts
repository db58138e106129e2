import type { ChainNamespace } from '../../domain/caip/caip.ts';
import type { WalletProvider } from './chain-adapter.port.ts';
import { token } from '../token.ts';

/** The wallet on the other end of a WalletConnect session, as its metadata describes it. */
export interface WalletConnectPeer {
  /** The wallet's name, e.g. `Rainbow`. */
  readonly name: string;
  /** The wallet's icon URL, when its metadata has one. */
  readonly icon?: string;
}

/** One chain family of an approved session: its accounts, the chain requests go to, and a provider. */
export interface WalletConnectNamespaceSession {
  /** Plain addresses, first is the active one. */
  readonly accounts: readonly string[];
  /** Chain reference (e.g. "31337", or a genesis-hash prefix). */
  readonly chainReference: string;
  /** EIP-1193 shaped: requests go through the session to this family's chain; `disconnect` fires when the wallet ends it. */
  readonly provider: WalletProvider;
}

/** An approved session: one entry per chain family the wallet approved. */
export interface WalletConnectSession {
  /** Each chain family the wallet approved, with its accounts, chain and provider. */
  readonly namespaces: Readonly<Partial<Record<ChainNamespace, WalletConnectNamespaceSession>>>;
  /** The wallet as its metadata describes it; undefined when it sent none. */
  readonly peer: WalletConnectPeer | undefined;
}

/** A pairing under way: the URI to show and the wallet's answer to wait for. */
export interface WalletConnectPairing {
  /** The `wc:` URI the QR code and deep links carry. */
  readonly uri: string;
  /** Settles when the wallet approves (or rejects) the proposal. */
  readonly approval: Promise<WalletConnectSession>;
}

/** WalletConnect v2 from the dApp side; the SDK behind it is loaded only when first used. */
export interface WalletConnectPort {
  /** Starts a fresh pairing for the CAIP-2 chains of every family asked for (e.g. `eip155:1`); a pending one is abandoned. */
  pair(chains: readonly string[]): Promise<WalletConnectPairing>;
  /** The session the provider kept from an earlier page, if any. */
  restore(): Promise<WalletConnectSession | undefined>;
  /** Ends the current session, if any (never throws). */
  disconnect(): Promise<void>;
  /** Lets go of the relay connection when the instance is destroyed; a session stays stored for the next page (never throws). */
  close?(): Promise<void>;
}

/** Null when WalletConnect is not available (e.g. `enableWalletConnect: false`). */
export const WALLET_CONNECT_PORT = token<WalletConnectPort | null>('WalletConnectPort');
