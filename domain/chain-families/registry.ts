import { BITCOIN_FAMILY } from './bitcoin.family.ts';
import type { ChainFamilyCapabilities, ChainFamilyRecord } from './chain-family-record.ts';
import { COSMOS_FAMILY } from './cosmos.family.ts';
import { EVM_FAMILY } from './evm.family.ts';
import { POLKADOT_FAMILY } from './polkadot.family.ts';
import { SOLANA_FAMILY } from './solana.family.ts';

/**
 * Every chain family walletport supports, in the order the spec lists them (the order of
 * `CHAIN_NAMESPACES`, of the Networks view's groups when nothing else orders them, of WalletConnect's
 * proposal). The namespace union and every per-family table are read from this list: a family is added
 * by writing its record and listing it here.
 */
export const CHAIN_FAMILIES = [EVM_FAMILY, SOLANA_FAMILY, POLKADOT_FAMILY, BITCOIN_FAMILY, COSMOS_FAMILY] as const;

export type ChainFamily = (typeof CHAIN_FAMILIES)[number];
/** The supported CAIP-2 namespaces, derived from the records. */
export type FamilyNamespace = ChainFamily['namespace'];

type NamespacesOf<Families extends readonly ChainFamilyRecord[]> = { readonly [Index in keyof Families]: Families[Index]['namespace'] };

/** The namespaces in registry order, as a tuple (zod's enum takes it as is). */
export const FAMILY_NAMESPACES = Object.freeze(CHAIN_FAMILIES.map((family) => family.namespace)) as unknown as NamespacesOf<typeof CHAIN_FAMILIES>;

/**
 * The family a connection that names none is on: wallets that announce no family (EIP-6963's, a
 * connector without a registered adapter) are EVM wallets.
 */
export const DEFAULT_NAMESPACE: FamilyNamespace = EVM_FAMILY.namespace;

const BY_NAMESPACE = new Map<string, ChainFamily>(CHAIN_FAMILIES.map((family) => [family.namespace, family]));

/** The record of a supported namespace. */
export function familyOf(namespace: FamilyNamespace): ChainFamilyRecord<FamilyNamespace> {
  const family = BY_NAMESPACE.get(namespace);
  // Unreachable while the namespace union is derived from CHAIN_FAMILIES; a cast elsewhere could break it.
  if (family === undefined) throw new RangeError(`No chain family record for ${namespace}`);
  return family;
}

/** One value per family, keyed by namespace: a table that cannot miss a family. */
export function familyTable<Value>(read: (family: ChainFamilyRecord<FamilyNamespace>) => Value): Readonly<Record<FamilyNamespace, Value>> {
  return Object.freeze(Object.fromEntries(CHAIN_FAMILIES.map((family) => [family.namespace, read(family)])) as Record<FamilyNamespace, Value>);
}

/** The namespaces whose families have a capability, in registry order. */
export function namespacesWith(capability: keyof ChainFamilyCapabilities): readonly FamilyNamespace[] {
  return CHAIN_FAMILIES.filter((family) => family.capabilities[capability]).map((family) => family.namespace);
}
