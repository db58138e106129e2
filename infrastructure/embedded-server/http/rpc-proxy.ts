import { classifyRpcMethod } from '../../../domain/embedded/rpc-policy.ts';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import type { WalletportError } from '../../../domain/errors/walletport-error.ts';

/**
 * POST /api/rpc: the frame's read calls, forwarded as JSON-RPC to the server's node of that chain.
 * Only safe methods pass: read-only calls, raw transaction send, filters and capability or status queries;
 * signing goes through the approval screen and its own routes.
 */
export const RPC_PROXY_TIMEOUT_MS = 10_000;

export interface RpcProxyConfig {
  /** eip155 chain id → JSON-RPC URL. */
  readonly rpcUrls: Readonly<Record<number, string>>;
  readonly timeoutMs?: number;
}

export interface RpcCall {
  readonly chainId: unknown;
  readonly method: unknown;
  readonly params?: unknown;
}

/** The node's answer: its result, or its JSON-RPC error as it gave it. */
export type RpcProxyAnswer =
  | { readonly result: unknown }
  | { readonly error: { readonly code: number; readonly message: string; readonly data?: unknown } };

export interface RpcProxy {
  forward(call: RpcCall): Promise<RpcProxyAnswer>;
}

export function createRpcProxy(config: RpcProxyConfig): RpcProxy {
  const timeoutMs = config.timeoutMs ?? RPC_PROXY_TIMEOUT_MS;
  return {
    async forward({ chainId, method, params }) {
      if (classifyRpcMethod(method) !== 'safe') throw catalogueError('RPC_METHOD_NOT_ALLOWED');
      const url = typeof chainId === 'number' ? config.rpcUrls[chainId] : undefined;
      if (url === undefined) {
        throw invalid('chainId', `one of the server's chains (${Object.keys(config.rpcUrls).join(', ')})`);
      }
      if (params !== undefined && !Array.isArray(params)) throw invalid('params', 'an array');
      // The proxy serves no session: the node's own (unlocked) accounts are never the visitor's.
      if (method === 'eth_accounts') return { result: [] };
      return callNode(url, chainId as number, { jsonrpc: '2.0', id: 1, method, params: params ?? [] }, timeoutMs);
    },
  };
}

async function callNode(url: string, chainId: number, payload: object, timeoutMs: number): Promise<RpcProxyAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (cause) {
    const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
    throw nodeFailure(chainId, timedOut ? `did not answer within ${timeoutMs / 1000} s` : 'could not be reached', cause);
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (typeof answer === 'object' && answer !== null && !Array.isArray(answer)) {
    const { result, error } = answer as { result?: unknown; error?: unknown };
    if (isRpcError(error)) {
      return { error: { code: error.code, message: error.message, ...(error.data === undefined ? {} : { data: error.data }) } };
    }
    if ('result' in answer) return { result };
  }
  throw nodeFailure(chainId, `answered HTTP ${response.status} without a JSON-RPC result`);
}

function isRpcError(value: unknown): value is { code: number; message: string; data?: unknown } {
  if (typeof value !== 'object' || value === null) return false;
  const { code, message } = value as { code?: unknown; message?: unknown };
  return typeof code === 'number' && typeof message === 'string';
}

function nodeFailure(chainId: number, what: string, cause?: unknown): WalletportError {
  return catalogueError('WRAPPED', {
    params: { message: `The RPC node of chain ${chainId} ${what}` },
    ...(cause === undefined ? {} : { cause }),
  });
}

function invalid(name: string, expected: string): WalletportError {
  return catalogueError('INVALID_ARGUMENT', { params: { name, expected } });
}
