import type { TokenBalance } from '../balance/token-balance.ts';

/** The send form, in the fields of AppKit's SendController. */
export interface SendState {
  /** The token picked to send (the native currency has no address); undefined until picked. */
  readonly token: TokenBalance | undefined;
  /** The amount to send, in whole units of the token (`0.5` ETH, not wei); undefined until typed. */
  readonly sendTokenAmount: number | undefined;
  /** The receiver's address (a name typed is resolved to it); undefined until given. */
  readonly receiverAddress: string | undefined;
  /** The receiver's avatar when a name was resolved; else undefined. */
  readonly receiverProfileImageUrl: string | undefined;
  /** The receiver's name (e.g. `vitalik.eth`) when one was given; else undefined. */
  readonly receiverProfileName: string | undefined;
  /** AppKit's field, kept for its shape: the send flow leaves it undefined. */
  readonly networkBalanceInUSD: string | undefined;
  /** AppKit's field, kept for its shape: the send flow leaves it empty; the balances flow lists the account's tokens. */
  readonly tokenBalances: readonly TokenBalance[];
  /** True while the wallet is asked to send. */
  readonly loading: boolean;
  /** AppKit's field, kept for its shape: the send flow leaves it undefined. */
  readonly lastRetry: number | undefined;
}

export const INITIAL_SEND_STATE: SendState = {
  token: undefined,
  sendTokenAmount: undefined,
  receiverAddress: undefined,
  receiverProfileImageUrl: undefined,
  receiverProfileName: undefined,
  networkBalanceInUSD: undefined,
  tokenBalances: [],
  loading: false,
  lastRetry: undefined,
};
