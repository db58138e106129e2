import type { RemoteConfig } from '../../application/endpoints.ts';
import type { HttpPort } from '../../application/ports/http.port.ts';
import { jsonRpcResult } from '../../domain/pay/pay-api-schemas.ts';
import type { z } from '../../domain/schemas/zod-mini.ts';
import { createApiCaller, type FailAs } from '../blockchain-api/api-call.ts';

/**
 * The blockchain API's JSON-RPC route (reown-com/blockchain-api a4b66a9f, src/lib.rs:251-252), on the
 * host AppKit Pay calls (reown-com/appkit tag @reown/appkit-pay@1.7.6, utils/ConstantsUtil.ts:1).
 */
export const PAY_RPC_PATH = '/v1/json-rpc';

/** AppKit numbers every request 1 (ApiUtil.ts:57-62); the service answers with the same id. */
export const PAY_RPC_ID = 1;

export type PayRpcMethod = 'reown_getExchanges' | 'reown_getExchangePayUrl' | 'reown_getExchangeBuyStatus';

export interface PayRpcRequest {
  readonly method: PayRpcMethod;
  /** Undefined fields are left out, as JSON.stringify leaves them out of AppKit's body. */
  readonly params: Readonly<Record<string, unknown>>;
  /** Whether a failed attempt may be sent again: the reads may, opening a session may not. */
  readonly retry: boolean;
  readonly signal?: AbortSignal | undefined;
}

/**
 * One exchange method, sent as AppKit Pay sends it (ApiUtil.ts:55-76): a POST of a JSON-RPC 2.0 body
 * with a JSON content type, the projectId the only query field; through ../blockchain-api/api-call.ts,
 * so nothing is sent without a projectId and a redirect fails. The answer must be a JSON-RPC result
 * with our id whose `result` fits `result`; anything else rejects with `failAs`'s error.
 */
export function createPayRpcCaller(http: HttpPort, config: RemoteConfig) {
  const call = createApiCaller(http, config);
  return function rpc<S extends z.ZodMiniType>(request: PayRpcRequest, result: S, failAs: FailAs): Promise<z.output<S>> {
    const params = Object.fromEntries(Object.entries(request.params).filter(([, value]) => value !== undefined));
    return call(
      {
        method: 'POST',
        path: PAY_RPC_PATH,
        query: { projectId: config.projectId },
        body: { jsonrpc: '2.0', id: PAY_RPC_ID, method: request.method, params },
        retry: request.retry,
        sdkQuery: false,
        signal: request.signal,
      },
      jsonRpcResult(result, PAY_RPC_ID),
      failAs,
    );
  };
}
