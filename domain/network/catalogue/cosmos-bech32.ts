/**
 * The human-readable part of account addresses per chain. Every Cosmos SDK chain picks its own, and an
 * address is only an account of the chain whose prefix it carries, so the prefix cannot be guessed from
 * the chain id: a chain missing here has no known prefix. Keyed by the ids as literals, not by the entries of
 * ./cosmos.ts, so what reads prefixes does not pull every network entry into a page's bundle.
 */
const BECH32_PREFIXES: Readonly<Record<string, string>> = {
  'cosmos:cosmoshub-4': 'cosmos',
  'cosmos:osmosis-1': 'osmo',
  'cosmos:theta-testnet-001': 'cosmos',
};

/** The bech32 account prefix of a catalogued cosmos network (`cosmos:osmosis-1` → `osmo`); undefined otherwise. */
export function bech32PrefixOf(caipNetworkId: string): string | undefined {
  return Object.hasOwn(BECH32_PREFIXES, caipNetworkId) ? BECH32_PREFIXES[caipNetworkId] : undefined;
}
