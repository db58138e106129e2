/**
 * Each catalogued network's public endpoints, the same as its entry's `rpcUrls.default.http`. Keyed by the
 * ids as literals rather than read from the entries: the core looks these up for any network, and reading
 * them from the entries would keep all twelve entries in the page's first script wherever it imports one.
 */
const PUBLIC_RPC_URLS: Readonly<Record<string, readonly string[]>> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': ['https://api.mainnet-beta.solana.com'],
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': ['https://api.devnet.solana.com'],
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': ['https://api.testnet.solana.com'],
  'bip122:000000000019d6689c085ae165831e93': ['https://mempool.space/api'],
  'bip122:000000000933ea01ad0ee984209779ba': ['https://mempool.space/testnet/api'],
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': ['http://127.0.0.1:18443'],
  'cosmos:cosmoshub-4': ['https://cosmos-rpc.polkachu.com', 'https://cosmoshub-rpc.lavenderfive.com'],
  'cosmos:osmosis-1': ['https://rpc.osmosis.zone', 'https://osmosis-rpc.polkachu.com'],
  'cosmos:theta-testnet-001': ['https://rpc.sentry-01.theta-testnet.polypore.xyz', 'https://rpc.sentry-02.theta-testnet.polypore.xyz'],
  'polkadot:91b171bb158e2d3848fa23a9f1c25182': ['https://rpc.polkadot.io'],
  'polkadot:b0a8d493285c2df73290dfb7e61f870f': ['https://kusama-rpc.polkadot.io'],
  'polkadot:e143f23803ac50e8f6f8e62695d1ce9e': ['https://westend-rpc.polkadot.io'],
};

/**
 * The public endpoints this catalogue gives a network, by CAIP id; empty for a network it does not know.
 * Reads fall back to them when what the integrator passed leaves nothing usable, such as AppKit's own
 * Solana or Bitcoin entries, whose only URL is the RPC proxy, on a page without a project id.
 */
export function publicRpcUrlsOf(caipNetworkId: string): readonly string[] {
  return Object.hasOwn(PUBLIC_RPC_URLS, caipNetworkId) ? (PUBLIC_RPC_URLS[caipNetworkId] ?? []) : [];
}
