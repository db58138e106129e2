import type { ChainNamespace } from '../../domain/caip/caip.ts';
import type { AccountType } from '../../domain/account/account-types.ts';
import type { EmbeddedWalletUser } from '../../domain/embedded/embedded-user.ts';
import { Store } from '../stores/store.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';
import type { ConnectedSocial } from '../../domain/connectors/social-login.ts';

/** Embedded-wallet account state: preferred types, the user, smart-account networks. */
export interface AccountTypeState {
  /** True while a switch of account type waits on the embedded wallet. */
  readonly loading: boolean;
  /** The account type in use per chain family (`eoa` or `smartAccount` for the embedded wallet). */
  readonly preferredAccountTypes: Readonly<Partial<Record<ChainNamespace, AccountType>>>;
  /** The embedded wallet's signed-in user; undefined for other wallets. */
  readonly user: EmbeddedWalletUser | undefined;
  /** True when the embedded wallet's smart account is deployed on the network in view. */
  readonly smartAccountDeployed: boolean;
  /** eip155 chain ids where the embedded wallet offers a smart account; [] when the request failed. */
  readonly smartAccountEnabledNetworks: readonly number[];
  /** User-facing text of the last failed switch. */
  readonly error: WalletportError | undefined;
  /** socialProvider: the social account the embedded wallet signed in with; undefined for e-mail. */
  readonly social: ConnectedSocial | undefined;
}

export const INITIAL_ACCOUNT_TYPE: AccountTypeState = {
  loading: false,
  preferredAccountTypes: {},
  user: undefined,
  smartAccountDeployed: false,
  smartAccountEnabledNetworks: [],
  error: undefined,
  social: undefined,
};

/** The account type per namespace and its switch in progress. */
export class AccountTypeStore extends Store<AccountTypeState> {
  constructor() {
    super(INITIAL_ACCOUNT_TYPE);
  }
}
