// From the SS58 registry (paritytech/ss58-registry): polkadot 0, kusama 2, and 42, the generic Substrate
// prefix, which Westend uses. Keyed by the ids as literals, not by the entries of ./polkadot.ts, so what reads
// prefixes (the adapter, the SIWX verifier) does not pull every network entry into a page's bundle.
const SS58_PREFIXES: Readonly<Record<string, number>> = {
  'polkadot:91b171bb158e2d3848fa23a9f1c25182': 0,
  'polkadot:b0a8d493285c2df73290dfb7e61f870f': 2,
  'polkadot:e143f23803ac50e8f6f8e62695d1ce9e': 42,
};

/**
 * The SS58 prefix a network's addresses carry, or undefined for a network not in this catalogue: the same
 * public key is a different address on each network, so an address is only that network's with its prefix.
 */
export function ss58PrefixOf(caipNetworkId: string): number | undefined {
  return Object.hasOwn(SS58_PREFIXES, caipNetworkId) ? SS58_PREFIXES[caipNetworkId] : undefined;
}
