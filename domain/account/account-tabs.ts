export type AccountTab = 'Tokens' | 'NFTs' | 'Activity';
/** The account tabs, in order. */
export const ACCOUNT_TABS: readonly AccountTab[] = ['Tokens', 'NFTs', 'Activity'];
