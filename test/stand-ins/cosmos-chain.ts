import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createCosmosLedger, type CosmosTxRecord } from './cosmos-ledger.ts';
import { CometRpcFailure, createCosmosRpc } from './cosmos-rpc.ts';
import { serveOnLoopback } from './loopback-server.ts';

/** Options of `startCosmosChain`. */
export interface CosmosChainOptions {
  /** 0 or absent: a free port. */
  readonly port?: number;
  /** `theta-testnet-001` (the Cosmos Hub testnet) when absent. */
  readonly chainId?: string;
  /** `cosmos` when absent. */
  readonly bech32Prefix?: string;
  /** The one coin the chain knows, in base units; `uatom` when absent. */
  readonly denom?: string;
  /** Accounts funded at start: bech32 address → base units. */
  readonly balances?: Readonly<Record<string, bigint>>;
}

/** A local CometBFT RPC node on an in-memory bank ledger, started by `startCosmosChain`. */
export interface CosmosChain {
  /** `http://127.0.0.1:<port>`: CometBFT JSON-RPC (POST, and GET `/<method>?…`) and LCD balance reads. */
  readonly rpcUrl: string;
  /** The address's balance of the chain's coin, in base units. */
  balanceOf(address: string): bigint;
  /** Sets the address's balance, in base units. */
  setBalance(address: string, amount: bigint): void;
  /** The transactions the chain included, in order. */
  readonly transactions: readonly CosmosTxRecord[];
  /** Stops the server. */
  stop(): Promise<void>;
}

// Browser pages on another origin (the demo) read the chain too.
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST, GET, OPTIONS', 'access-control-allow-headers': '*' };

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/** CometBFT's URI form: `/abci_query?path="/cosmos…"&data=0x…`; quoted values are strings. */
function uriParams(search: URLSearchParams): Record<string, unknown> {
  return Object.fromEntries([...search].map(([key, value]) => [key, value.replace(/^"(.*)"$/, '$1')]));
}

/**
 * A local cosmos chain for tests and the demo: a CometBFT-RPC-style JSON-RPC node over an in-memory bank
 * and auth state that checks signatures, sequences and funds like the SDK, so cosmjs's StargateClient and
 * SigningStargateClient work against it offline.
 */
export async function startCosmosChain(options: CosmosChainOptions = {}): Promise<CosmosChain> {
  const ledger = createCosmosLedger({
    chainId: options.chainId ?? 'theta-testnet-001',
    bech32Prefix: options.bech32Prefix ?? 'cosmos',
    denom: options.denom ?? 'uatom',
    ...(options.balances ? { balances: options.balances } : {}),
  });
  const rpc = createCosmosRpc(ledger);

  const answer = (id: unknown, method: unknown, params: unknown): object => {
    try {
      if (typeof method !== 'string') throw new CometRpcFailure(-32600, 'Invalid Request');
      const input = typeof params === 'object' && params !== null && !Array.isArray(params) ? (params as Record<string, unknown>) : {};
      return { jsonrpc: '2.0', id, result: rpc.call(method, input) };
    } catch (error) {
      const failure = error instanceof CometRpcFailure ? error : new CometRpcFailure(-32603, 'Internal error', error instanceof Error ? error.message : String(error));
      return { jsonrpc: '2.0', id, error: { code: failure.code, message: failure.message, data: failure.data ?? '' } };
    }
  };
  const send = (response: ServerResponse, status: number, body: unknown): void => {
    response.writeHead(status, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') return void response.writeHead(204, CORS).end();
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'GET') {
      if (url.pathname.startsWith('/cosmos/')) {
        const { status, body } = rpc.lcd(url.pathname);
        return send(response, status, body);
      }
      return send(response, 200, answer(-1, url.pathname.slice(1), uriParams(url.searchParams)));
    }
    if (request.method !== 'POST') return void response.writeHead(405, CORS).end();
    void readBody(request).then((text) => {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return send(response, 200, { jsonrpc: '2.0', id: -1, error: { code: -32700, message: 'Parse error', data: '' } });
      }
      const one = (item: unknown) => {
        const { id = -1, method, params } = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
        return answer(id, method, params);
      };
      send(response, 200, Array.isArray(body) ? body.map(one) : one(body));
    });
  });
  const served = await serveOnLoopback(server, options.port ?? 0);

  return {
    rpcUrl: served.url,
    balanceOf: ledger.balanceOf,
    setBalance: ledger.setBalance,
    transactions: ledger.transactions,
    stop: served.stop,
  };
}
