import { BITCOIN_FAMILY } from './bitcoin.family.ts';
import type { ChainFamilyCapabilities, ChainFamilyRecord } from './chain-family-record.ts';
import { COSMOS_FAMILY } from './cosmos.family.ts';
import { EVM_FAMILY } from './evm.family.ts';
import type { FAMILY_NAMESPACES } from './namespaces.ts';
import { POLKADOT_FAMILY } from './polkadot.family.ts';
import { SOLANA_FAMILY } from './solana.family.ts';

/**
 * Every chain family walletport supports, in the order the spec lists them (the order of
 * `CHAIN_NAMESPACES`, of the account list, of WalletConnect's proposal). The namespace union and every
 * per-family table are read from this list: a family is added by writing its record and listing it here.
 */
export const CHAIN_FAMILIES = [EVM_FAMILY, SOLANA_FAMILY, POLKADOT_FAMILY, BITCOIN_FAMILY, COSMOS_FAMILY] as const;

export type ChainFamily = (typeof CHAIN_FAMILIES)[number];
/** The supported CAIP-2 namespaces, derived from the records. */
export type FamilyNamespace = ChainFamily['namespace'];

type NamespacesOf<Families extends readonly ChainFamilyRecord[]> = { readonly [Index in keyof Families]: Families[Index]['namespace'] };

/** True when a list of records names exactly the namespaces of a tuple, in the same order. */
export type NamespacesMatch<Families extends readonly ChainFamilyRecord[], Namespaces extends readonly string[]> =
  (<T>() => T extends NamespacesOf<Families> ? 1 : 2) extends (<T>() => T extends Namespaces ? 1 : 2) ? true : false;

type Holds<Condition extends true> = Condition;

/**
 * The first script reads the namespaces from FAMILY_NAMESPACES (namespaces.ts) without loading a record:
 * while that list and CHAIN_FAMILIES disagree, this line does not compile.
 */
export type NamespacesListedWithRecords = Holds<NamespacesMatch<typeof CHAIN_FAMILIES, typeof FAMILY_NAMESPACES>>;

/** One value per family of a list, keyed by namespace: a table that cannot miss one of the list's families. */
export function familyTableOf<const Families extends readonly ChainFamilyRecord[], Value>(
  families: Families,
  read: (family: Families[number]) => Value,
): Readonly<Record<Families[number]['namespace'], Value>> {
  return Object.freeze(Object.fromEntries(families.map((family) => [family.namespace, read(family)])) as Record<Families[number]['namespace'], Value>);
}

/** The namespaces of a list's families that have a capability, in list order. */
export function namespacesWithIn<const Families extends readonly ChainFamilyRecord[]>(
  families: Families,
  capability: keyof ChainFamilyCapabilities,
): readonly Families[number]['namespace'][] {
  return Object.freeze(families.filter((family) => family.capabilities[capability]).map((family) => family.namespace));
}

/**
 * The family a connection that names none is on: wallets that announce no family (EIP-6963's, a
 * connector without a registered adapter) are EVM wallets.
 */
export const DEFAULT_NAMESPACE: FamilyNamespace = EVM_FAMILY.namespace;

const BY_NAMESPACE: ReadonlyMap<string, ChainFamilyRecord<FamilyNamespace>> = new Map(CHAIN_FAMILIES.map((family) => [family.namespace, family]));

/** The record of a supported namespace. */
export function familyOf(namespace: FamilyNamespace): ChainFamilyRecord<FamilyNamespace> {
  const family = BY_NAMESPACE.get(namespace);
  // Unreachable while the namespace union is derived from CHAIN_FAMILIES; a cast elsewhere could break it.
  if (family === undefined) throw new RangeError(`No chain family record for ${namespace}`);
  return family;
}

/** One value per supported family, keyed by namespace. */
export function familyTable<Value>(read: (family: ChainFamilyRecord<FamilyNamespace>) => Value): Readonly<Record<FamilyNamespace, Value>> {
  return familyTableOf(CHAIN_FAMILIES, read);
}

/** The supported namespaces whose families have a capability, in registry order. */
export function namespacesWith(capability: keyof ChainFamilyCapabilities): readonly FamilyNamespace[] {
  return namespacesWithIn(CHAIN_FAMILIES, capability);
}
