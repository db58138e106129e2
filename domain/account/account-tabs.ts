export type AccountTab = 'Tokens' | 'NFTs' | 'Activity';
/** Spec §2: the account tabs, in order. */
export const ACCOUNT_TABS: readonly AccountTab[] = ['Tokens', 'NFTs', 'Activity'];
