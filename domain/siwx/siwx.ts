import { EIP155_ONLY_UNIVERSAL_PROVIDER_SIWX } from '../chain-families/eip155-only-rules.ts';

/** SIWX message data. */
/** The fields of a sign-in message (CAIP-122 / EIP-4361), as AppKit's `SIWXMessage.Data`. */
export interface SiwxMessageData {
  /** A random value the server issued, so a signed message cannot be replayed. */
  readonly nonce: string;
  /** The site asking for the sign-in: its host, e.g. `app.example.com`. */
  readonly domain: string;
  /** The page or resource the sign-in is for, e.g. `https://app.example.com/login`. */
  readonly uri: string;
  /** When the sign-in stops being valid, ISO 8601; absent for never. */
  readonly expirationTime?: string;
  /** When the message was made, ISO 8601. */
  readonly issuedAt?: string;
  /** When the sign-in starts being valid, ISO 8601; absent for at once. */
  readonly notBefore?: string;
  /** An id the server may use to match the sign-in to its request. */
  readonly requestId?: string;
  /** The message format's version; `1`. */
  readonly version: string;
  /** URIs the visitor grants access to by signing. */
  readonly resources?: readonly string[];
  /** The text the wallet shows, e.g. `Sign in to Example`. */
  readonly statement?: string;
  /** The CAIP-2 id of the network the account signs in on, e.g. `eip155:1`. */
  readonly chainId: string;
  /** The account signing in, in its family's format. */
  readonly accountAddress: string;
}

/** A sign-in message: its fields and the text the wallet signs. */
export interface SiwxMessage extends SiwxMessageData {
  /** The message's text in its family's format (EIP-4361 on eip155), exactly what the wallet signs. */
  readonly toString: () => string;
}

/** SIWX session: data, message, signature and optionally a cacao. */
export interface SiwxSession {
  /** The signed message's fields. */
  readonly data: SiwxMessageData;
  /** The text the wallet signed. */
  readonly message: string;
  /** The wallet's signature of `message`, in its family's encoding (0x hex on eip155, base58 on Solana). */
  readonly signature: string;
  /** The CAIP-74 CACAO object, when the sign-in came through WalletConnect's one-step authenticate. */
  readonly cacao?: unknown;
}

/** SIWX through the universal provider only when all chains are eip155. */
export function usesUniversalProviderSiwx(namespaces: readonly string[]): boolean {
  return namespaces.length > 0 && namespaces.every((namespace) => namespace === EIP155_ONLY_UNIVERSAL_PROVIDER_SIWX);
}

/** On connect, SIWXSignMessage opens when no session exists for the address. */
export function needsSiwxSignature(sessions: readonly SiwxSession[], accountAddress: string): boolean {
  const address = accountAddress.toLowerCase();
  return !sessions.some((session) => session.data.accountAddress.toLowerCase() === address);
}

/** Cancelling disconnects if sign-in is required, otherwise closes; either way it resets to Connect. */
export function siwxCancelPlan(signInRequired: boolean): { readonly disconnect: boolean; readonly close: boolean; readonly resetTo: 'Connect' } {
  return { disconnect: signInRequired, close: !signInRequired, resetTo: 'Connect' };
}
