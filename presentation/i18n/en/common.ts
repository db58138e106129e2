import { familyWords } from '../family-words.ts';
import { OPENING_MESSAGES } from './opening.ts';

/** Words every view shares: the frame, waits and failures. */
export const COMMON_MESSAGES = {
  'modal.back': 'Back',
  // Close, Loading… and Try again: the first script's loading dialog shows them too.
  ...OPENING_MESSAGES,
  'common.copy': 'Copy',
  'common.copied': 'Copied',
  'common.cancel': 'Cancel',
  // A sent transaction, a swap or an activity row on the network's block explorer.
  'common.viewTransaction': 'View the transaction on {explorer}',
  'common.unavailableView': 'This screen is not available in this version of walletport.',
  // The chain families by namespace, as a visitor reads them (a wallet's families, the network groups):
  // each family record's label, so a new family has its English words without an entry here.
  ...familyWords('en'),
} as const;
