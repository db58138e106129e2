import { EIP155_ONLY_UNIVERSAL_PROVIDER_SIWX } from '../chain-families/eip155-only-rules.ts';

/** SIWX message data. */
export interface SiwxMessageData {
  readonly nonce: string;
  readonly domain: string;
  readonly uri: string;
  readonly expirationTime?: string;
  readonly issuedAt?: string;
  readonly notBefore?: string;
  readonly requestId?: string;
  readonly version: string;
  readonly resources?: readonly string[];
  readonly statement?: string;
  readonly chainId: string;
  readonly accountAddress: string;
}

export interface SiwxMessage extends SiwxMessageData {
  readonly toString: () => string;
}

/** SIWX session: data, message, signature and optionally a cacao. */
export interface SiwxSession {
  readonly data: SiwxMessageData;
  readonly message: string;
  readonly signature: string;
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
