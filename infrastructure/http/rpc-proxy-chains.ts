/** The host of the RPC proxy (`https://rpc.walletconnect.org/v1/?chainId=…&projectId=…`). */
export const RPC_PROXY_HOST = 'rpc.walletconnect.org';

/**
 * The chains AppKit 1.7.6 sends to the RPC proxy, exactly (reown-com/appkit
 * packages/appkit-utils/src/CaipNetworkUtil.ts:26-65, WC_HTTP_RPC_SUPPORTED_CHAINS). The proxy answers only
 * for chains it has a provider for, so any other chain reads from its own URLs. The bip122 entries stand
 * for the proxy's JSON-RPC, which the esplora client does not speak: Bitcoin never reads from here.
 */
export const RPC_PROXY_CHAINS: ReadonlySet<string> = new Set([
  'near:mainnet', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'eip155:1101', 'eip155:56', 'eip155:42161',
  'eip155:7777777', 'eip155:59144', 'eip155:324', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'eip155:5000',
  'solana:4sgjmw1sunhzsxgspuhpqldx6wiyjntz', 'eip155:80084', 'eip155:5003', 'eip155:100', 'eip155:8453',
  'eip155:42220', 'eip155:1313161555', 'eip155:17000', 'eip155:1', 'eip155:300', 'eip155:1313161554', 'eip155:1329',
  'eip155:84532', 'eip155:421614', 'eip155:11155111', 'eip155:8217', 'eip155:43114', 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  'eip155:999999999', 'eip155:11155420', 'eip155:80002', 'eip155:97', 'eip155:43113', 'eip155:137', 'eip155:10',
  'eip155:1301', 'bip122:000000000019d6689c085ae165831e93', 'bip122:000000000933ea01ad0ee984209779ba',
]);
