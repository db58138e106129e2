import { familyWords } from '../family-words.ts';

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
  // The chain families by namespace, as a visitor reads them (a wallet's families, the network groups):
  // each family record's label, so a new family has its English words without an entry here.
  ...familyWords('en'),
} as const;
