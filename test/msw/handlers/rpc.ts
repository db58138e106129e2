import { http, HttpResponse } from 'msw';
import { RPC_PROXY_CHAIN_IDS } from '../../contracts/rpc-proxy-chains.ts';
import { withScenarios, type StandInContext } from '../context.ts';

interface RpcCall {
  readonly id?: unknown;
  readonly method?: unknown;
}

/**
 * The project RPC host (`/v1/?chainId=…&projectId=…`) for unit tests: answers eth_chainId and
 * eth_blockNumber from the chainId query; anything else is "method not found". The demo uses anvil.
 */
export function rpcHandlers(context: StandInContext) {
  return [
    http.post(
      `${context.endpoints.rpc}/v1/`,
      withScenarios(context, 'rpc', async (request) => {
        const query = new URL(request.url).searchParams;
        const chainId = query.get('chainId') ?? '';
        if (!query.get('projectId') || !chainId) return HttpResponse.json({ error: 'chainId and projectId are required' }, { status: 400 });
        // The chains of the contract table only, refused as the proxy refuses a chain it has no provider for.
        if (!RPC_PROXY_CHAIN_IDS.has(chainId)) {
          return HttpResponse.json({ status: 'FAILED', reasons: [{ field: 'chainId', description: `We don't support the chainId you provided: ${chainId}` }] }, { status: 400 });
        }
        const body = (await request.json().catch(() => ({}))) as RpcCall | RpcCall[];
        const reference = chainId.split(':')[1] ?? '1';
        const answer = (call: RpcCall) => {
          const result =
            call.method === 'eth_chainId' ? `0x${Number(reference).toString(16)}` : call.method === 'eth_blockNumber' ? '0x10' : undefined;
          return result === undefined
            ? { jsonrpc: '2.0', id: call.id ?? null, error: { code: -32601, message: 'Method not found' } }
            : { jsonrpc: '2.0', id: call.id ?? null, result };
        };
        // Batched transports (batch size 1000) send arrays.
        return HttpResponse.json(Array.isArray(body) ? body.map(answer) : answer(body));
      }),
    ),
  ];
}
