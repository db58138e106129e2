/**
 * The supported CAIP-2 namespaces, one per chain family record, in the registry's order. They are written
 * out here, apart from the records, because the page's first script needs these strings alone (createAppKit
 * checks namespaces before the modal's core loads) and a record brings its family's network catalogue and
 * address rule with it. registry.ts holds this list equal to its records' namespaces at compile time: a
 * record listed there without its namespace here, or a namespace here without its record, does not compile.
 */
export const FAMILY_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const satisfies readonly ListedNamespace[];

/** A supported chain family's CAIP-2 namespace: `eip155`, `solana`, `bip122`, `polkadot` or `cosmos`. */
export type ListedNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos';
// Written out, not derived from the list, so the API reference (which publishes it as `ChainNamespace`)
// shows the names. Compiles only while the list holds every namespace: one added to the type alone fails here.
type Listed<T extends (typeof FAMILY_NAMESPACES)[number]> = T;
type EveryNamespaceListed = Listed<ListedNamespace>;

/** EVM's namespace, for the first script to name without loading EVM's record (which checks it is its own). */
export const EVM_NAMESPACE = 'eip155' satisfies ListedNamespace;
