/**
 * The RPC proxy (`POST {rpc}/v1/?chainId=…&projectId=…`) as AppKit 1.7.6 uses it: the chains AppKit sends
 * there, in the order of its list, each with the line it stands on in
 * reown-com/appkit @reown/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts
 * (WC_HTTP_RPC_SUPPORTED_CHAINS, lines 26-65). The proxy routes a chain to a provider only when it knows
 * it, so a chain missing here never goes to the proxy, and every chain here does when a project id is set.
 */
export interface RpcProxyChain {
  readonly caipNetworkId: string;
  /** Repository at tag, file and line of the entry. */
  readonly source: string;
}

export const RPC_PROXY_CHAIN_TABLE: readonly RpcProxyChain[] = [
  { caipNetworkId: 'near:mainnet', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:27' },
  { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:28' },
  { caipNetworkId: 'eip155:1101', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:29' },
  { caipNetworkId: 'eip155:56', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:30' },
  { caipNetworkId: 'eip155:42161', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:31' },
  { caipNetworkId: 'eip155:7777777', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:32' },
  { caipNetworkId: 'eip155:59144', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:33' },
  { caipNetworkId: 'eip155:324', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:34' },
  { caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:35' },
  { caipNetworkId: 'eip155:5000', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:36' },
  { caipNetworkId: 'solana:4sgjmw1sunhzsxgspuhpqldx6wiyjntz', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:37' },
  { caipNetworkId: 'eip155:80084', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:38' },
  { caipNetworkId: 'eip155:5003', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:39' },
  { caipNetworkId: 'eip155:100', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:40' },
  { caipNetworkId: 'eip155:8453', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:41' },
  { caipNetworkId: 'eip155:42220', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:42' },
  { caipNetworkId: 'eip155:1313161555', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:43' },
  { caipNetworkId: 'eip155:17000', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:44' },
  { caipNetworkId: 'eip155:1', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:45' },
  { caipNetworkId: 'eip155:300', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:46' },
  { caipNetworkId: 'eip155:1313161554', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:47' },
  { caipNetworkId: 'eip155:1329', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:48' },
  { caipNetworkId: 'eip155:84532', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:49' },
  { caipNetworkId: 'eip155:421614', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:50' },
  { caipNetworkId: 'eip155:11155111', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:51' },
  { caipNetworkId: 'eip155:8217', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:52' },
  { caipNetworkId: 'eip155:43114', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:53' },
  { caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:54' },
  { caipNetworkId: 'eip155:999999999', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:55' },
  { caipNetworkId: 'eip155:11155420', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:56' },
  { caipNetworkId: 'eip155:80002', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:57' },
  { caipNetworkId: 'eip155:97', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:58' },
  { caipNetworkId: 'eip155:43113', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:59' },
  { caipNetworkId: 'eip155:137', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:60' },
  { caipNetworkId: 'eip155:10', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:61' },
  { caipNetworkId: 'eip155:1301', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:62' },
  { caipNetworkId: 'bip122:000000000019d6689c085ae165831e93', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:63' },
  { caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba', source: 'reown-com/appkit@1.7.6 packages/appkit-utils/src/CaipNetworkUtil.ts:64' },
];

/**
 * The request as the proxy reads it. Route: reown-com/blockchain-api src/lib.rs:257-258 (`POST /v1` and
 * `POST /v1/`). Query: src/handlers/mod.rs:44-48 (RpcQueryParams, camelCase, `chainId` and `projectId`
 * required strings). Content type: AppKit sends `text/plain` to spare the CORS preflight
 * (appkit-utils/src/CaipNetworkUtil.ts:221-228). A chain without a provider is refused with 400 and
 * `{status: 'FAILED', reasons: [{field: 'chainId', description}]}` (src/error.rs:290-296, 766-770).
 */
export const RPC_PROXY_REQUEST = {
  method: 'POST',
  paths: ['/v1', '/v1/'],
  requiredQuery: ['chainId', 'projectId'],
  contentType: 'text/plain',
  unsupportedChainStatus: 400,
} as const;

export const RPC_PROXY_CHAIN_IDS: ReadonlySet<string> = new Set(RPC_PROXY_CHAIN_TABLE.map((entry) => entry.caipNetworkId));
