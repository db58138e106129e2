/** Words every view shares: the frame, waits and failures. */
export const COMMON_MESSAGES = {
  'modal.back': 'Back',
  'modal.close': 'Close',
  'common.loading': 'Loading…',
  'common.retry': 'Try again',
  'common.copy': 'Copy',
  'common.copied': 'Copied',
  'common.cancel': 'Cancel',
  'common.unavailableView': 'This screen is not available in this version of walletport.',
  // The chain families by namespace, as a visitor reads them (a wallet's families, the network groups).
  'family.eip155': 'Ethereum and EVM',
  'family.solana': 'Solana',
  'family.polkadot': 'Polkadot',
  'family.bip122': 'Bitcoin',
  'family.cosmos': 'Cosmos',
} as const;
