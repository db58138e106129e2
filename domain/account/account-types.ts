import type { ChainNamespace } from '../caip/caip.ts';
import { familyOf, familyTable } from '../chain-families/registry.ts';

export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | 'stx';
/** Spec §4: the embedded wallet's preferred type is eoa or smartAccount. */
export type PreferredAccountType = 'eoa' | 'smartAccount';

/** Default account types per namespace, from each family's record. */
export const DEFAULT_ACCOUNT_TYPES: Readonly<Record<ChainNamespace, AccountType>> = familyTable((family) => family.defaultAccountType);

/** Spec §3 account entry. */
export interface AccountEntry {
  readonly address: string;
  readonly type: AccountType;
}

/** Spec §3: payment for bitcoin, eoa otherwise; the embedded wallet reports eoa or smartAccount itself. */
export function accountEntryType(namespace: ChainNamespace, embeddedType?: PreferredAccountType): AccountType {
  if (embeddedType !== undefined) return embeddedType;
  return familyOf(namespace).accountEntryType;
}

export function isPreferredAccountType(value: unknown): value is PreferredAccountType {
  return value === 'eoa' || value === 'smartAccount';
}

/** Spec §4: if setting the preferred type fails, the account falls back to eoa. */
export function preferredAccountTypeOrFallback(value: unknown): PreferredAccountType {
  return isPreferredAccountType(value) ? value : 'eoa';
}
