import type { PreferredAccountType } from '../account/account-types.ts';

/** The embedded wallet's signed-in user, as the secure frame reports it. */
export interface EmbeddedWalletUser {
  /** The e-mail signed in with; null or absent after a social login without one. */
  readonly email?: string | null;
  /** The account in use: the EOA or the smart account, as `preferredAccountType` says. */
  readonly address: string;
  /** The chain the account is on: an EIP-155 id, or a CAIP-2 reference. */
  readonly chainId: string | number;
  /** Both of the user's accounts with their types, when the frame lists them. */
  readonly accounts?: readonly {
    /** The account's address. */
    readonly address: string;
    /** `eoa` or `smartAccount`. */
    readonly type: PreferredAccountType;
  }[];
  /** The social account's username (e.g. the X or Farcaster handle); null or absent after an e-mail login. */
  readonly userName?: string | null;
  /** Which of the accounts is in use. */
  readonly preferredAccountType?: PreferredAccountType;
  /** True when the smart account is deployed on this chain. */
  readonly smartAccountDeployed: boolean;
}

/** Dapp data payload synced to the frame. */
export interface DappDataPayload {
  readonly metadata?: { readonly name: string; readonly description: string; readonly url: string; readonly icons: readonly string[] };
  readonly sdkVersion: string;
  readonly sdkType: string;
  readonly projectId: string;
}
