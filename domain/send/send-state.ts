import type { TokenBalance } from '../balance/token-balance.ts';

/** Send state. */
export interface SendState {
  readonly token: TokenBalance | undefined;
  readonly sendTokenAmount: number | undefined;
  readonly receiverAddress: string | undefined;
  readonly receiverProfileImageUrl: string | undefined;
  readonly receiverProfileName: string | undefined;
  readonly networkBalanceInUSD: string | undefined;
  readonly tokenBalances: readonly TokenBalance[];
  readonly loading: boolean;
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
