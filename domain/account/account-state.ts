import type { CaipAddress, ChainNamespace } from '../caip/caip.ts';
import type { TokenBalance } from '../balance/token-balance.ts';
import type { EmbeddedWalletUser } from '../embedded/embedded-user.ts';
import type { AccountEntry, AccountType } from './account-types.ts';

export type AccountTab = 'Tokens' | 'NFTs' | 'Activity';
/** Spec §2: the account tabs, in order. */
export const ACCOUNT_TABS: readonly AccountTab[] = ['Tokens', 'NFTs', 'Activity'];

/** Spec §3: connected wallet info shows name, icon, identifier and social provider. */
export interface ConnectedWalletInfo {
  readonly name: string;
  readonly icon?: string;
  readonly identifier?: string;
  readonly social?: string;
}

/** Spec §3 account state (per namespace). */
export interface AccountState {
  readonly currentTab: number;
  readonly tokenBalance: readonly TokenBalance[];
  readonly smartAccountDeployed: boolean;
  readonly addressLabels: ReadonlyMap<string, string>;
  readonly allAccounts: readonly AccountEntry[];
  readonly user: EmbeddedWalletUser | undefined;
  readonly caipAddress: CaipAddress | undefined;
  readonly address: string | undefined;
  readonly balance: string | undefined;
  readonly balanceSymbol: string | undefined;
  readonly profileName: string | null | undefined;
  readonly profileImage: string | null | undefined;
  readonly addressExplorerUrl: string | undefined;
  readonly connectedWalletInfo: ConnectedWalletInfo | undefined;
  readonly preferredAccountTypes: Readonly<Partial<Record<ChainNamespace, AccountType>>>;
  readonly socialProvider: string | undefined;
  readonly socialWindow: unknown;
  readonly farcasterUrl: string | undefined;
  readonly status: 'connected' | 'disconnected';
}

export const INITIAL_ACCOUNT_STATE: AccountState = {
  currentTab: 0,
  tokenBalance: [],
  smartAccountDeployed: false,
  addressLabels: new Map(),
  allAccounts: [],
  user: undefined,
  caipAddress: undefined,
  address: undefined,
  balance: undefined,
  balanceSymbol: undefined,
  profileName: undefined,
  profileImage: undefined,
  addressExplorerUrl: undefined,
  connectedWalletInfo: undefined,
  preferredAccountTypes: {},
  socialProvider: undefined,
  socialWindow: undefined,
  farcasterUrl: undefined,
  status: 'disconnected',
};
