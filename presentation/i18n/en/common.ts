import type { ChainNamespace } from '../../../domain/caip/caip.ts';
import { CHAIN_FAMILY_LABELS } from '../../../domain/connectors/chain-family.ts';

const FAMILY_LABEL_MESSAGES = Object.fromEntries(
  Object.entries(CHAIN_FAMILY_LABELS).map(([namespace, label]) => [`family.${namespace}`, label]),
) as { readonly [Namespace in ChainNamespace as `family.${Namespace}`]: string };

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
  ...FAMILY_LABEL_MESSAGES,
} as const;
