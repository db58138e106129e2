import type { ChainNamespace } from '../caip/caip.ts';
import { familyOf, familyTable } from '../chain-families/registry.ts';

import type { AccountType } from './account-type-names.ts';

export type { AccountType } from './account-type-names.ts';
/** The embedded wallet's preferred type is eoa or smartAccount. */
export type PreferredAccountType = 'eoa' | 'smartAccount';

/** Default account types per namespace, from each family's record. */
export const DEFAULT_ACCOUNT_TYPES: Readonly<Record<ChainNamespace, AccountType>> = familyTable((family) => family.defaultAccountType);

/** One account a wallet shares (AppKit's `allAccounts` item). */
export interface AccountEntry {
  /** The account's address in its family's format. */
  readonly address: string;
  /** What the account is for: `payment` on Bitcoin, `eoa` or `smartAccount` on EVM, `eoa` elsewhere. */
  readonly type: AccountType;
}

/** An account's type: payment for bitcoin, eoa otherwise; the embedded wallet reports eoa or smartAccount itself. */
export function accountEntryType(namespace: ChainNamespace, embeddedType?: PreferredAccountType): AccountType {
  if (embeddedType !== undefined) return embeddedType;
  return familyOf(namespace).accountEntryType;
}

export function isPreferredAccountType(value: unknown): value is PreferredAccountType {
  return value === 'eoa' || value === 'smartAccount';
}

/** If setting the preferred type fails, the account falls back to eoa. */
export function preferredAccountTypeOrFallback(value: unknown): PreferredAccountType {
  return isPreferredAccountType(value) ? value : 'eoa';
}
