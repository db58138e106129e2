/**
 * The kinds of account a wallet reports. A module of its own with no imports: the chain family records
 * name their account types with it, and the namespace union is read from those records.
 */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | 'stx';
