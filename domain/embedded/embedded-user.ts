import type { PreferredAccountType } from '../account/account-types.ts';

/** Embedded-wallet user. */
export interface EmbeddedWalletUser {
  readonly email?: string | null;
  readonly address: string;
  readonly chainId: string | number;
  readonly accounts?: readonly { readonly address: string; readonly type: PreferredAccountType }[];
  readonly userName?: string | null;
  readonly preferredAccountType?: PreferredAccountType;
  readonly smartAccountDeployed: boolean;
}

/** Dapp data payload synced to the frame. */
export interface DappDataPayload {
  readonly metadata?: { readonly name: string; readonly description: string; readonly url: string; readonly icons: readonly string[] };
  readonly sdkVersion: string;
  readonly sdkType: string;
  readonly projectId: string;
}
