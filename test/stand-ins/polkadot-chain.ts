import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { serveOnLoopback } from './loopback-server.ts';
import { createPolkadotLedger, PolkadotRpcFailure, WESTEND_GENESIS_HASH, type PolkadotLedger } from './polkadot-chain-rpc.ts';

export { WESTEND_GENESIS_HASH } from './polkadot-chain-rpc.ts';

/** Options of `startPolkadotChain`. */
export interface PolkadotChainOptions {
  /** 0 or absent: a free port. */
  readonly port?: number;
  /** Free balances at start, by SS58 address (any prefix), in planck. */
  readonly balances?: Readonly<Record<string, bigint>>;
}

/** A local Polkadot JSON-RPC node playing Westend, started by `startPolkadotChain`. */
export interface PolkadotChain {
  /** `http://127.0.0.1:<port>`: JSON-RPC over HTTP, as `HttpProvider` speaks it. */
  readonly rpcUrl: string;
  /** The genesis hash it answers, 0x hex (Westend's). */
  readonly genesisHash: string;
  /** Sets the address's free balance, in planck. */
  setBalance(address: string, value: bigint): void;
  /** The address's free balance, in planck. */
  balanceOf(address: string): bigint;
  /** Stops the server. */
  stop(): Promise<void>;
}

// Pages of the demo on another origin read balances from it.
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST, OPTIONS', 'access-control-allow-headers': '*' };

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function answerOne(ledger: PolkadotLedger, request: unknown): object {
  const { id = null, method, params = [] } = typeof request === 'object' && request !== null ? (request as { id?: unknown; method?: unknown; params?: unknown }) : {};
  try {
    if (typeof method !== 'string') throw new PolkadotRpcFailure(-32600, 'Invalid request');
    if (!Array.isArray(params)) throw new PolkadotRpcFailure(-32602, 'Invalid params: expected an array');
    return { jsonrpc: '2.0', id, result: ledger.call(method, params) };
  } catch (error) {
    const failure = error instanceof PolkadotRpcFailure ? error : new PolkadotRpcFailure(-32603, `Internal error: ${error instanceof Error ? error.message : String(error)}`);
    return { jsonrpc: '2.0', id, error: { code: failure.code, message: failure.message } };
  }
}

/** The JSON-RPC answer to a request body (one call or a batch); a body that is not JSON is a parse error. */
export function answerPolkadotRpc(ledger: PolkadotLedger, body: string): object {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } };
  }
  return Array.isArray(parsed) ? parsed.map((request: unknown) => answerOne(ledger, request)) : answerOne(ledger, parsed);
}

/**
 * A Westend node as far as a wallet modal sees it, over HTTP on loopback: the genesis hash, runtime and
 * properties ApiPromise starts from, and System.Account storage for the balances set here.
 */
export async function startPolkadotChain(options: PolkadotChainOptions = {}): Promise<PolkadotChain> {
  const ledger = createPolkadotLedger(options.balances);
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'OPTIONS') return void response.writeHead(204, CORS).end();
    if (request.method !== 'POST') return void response.writeHead(405, CORS).end();
    void readBody(request).then((text) => {
      response.writeHead(200, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify(answerPolkadotRpc(ledger, text)));
    });
  });
  const loopback = await serveOnLoopback(server, options.port ?? 0);
  return {
    rpcUrl: loopback.url,
    genesisHash: WESTEND_GENESIS_HASH,
    setBalance: (address, value) => ledger.setBalance(address, value),
    balanceOf: (address) => ledger.balanceOf(address),
    stop: () => loopback.stop(),
  };
}
