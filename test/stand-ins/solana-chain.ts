import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebSocket, WebSocketServer } from 'ws';
import { accountJson, configOf, createRpcMethods, createSolanaLedger, invalidParams, RpcFailure, type KitCodecs, type SolanaLedger } from './solana-rpc.ts';

/** Options of `startSolanaChain`. */
export interface SolanaChainOptions {
  /** 0 or absent: a free port. The WebSocket listens on its own port (rpc port + 1 when a port is given, else free). */
  readonly port?: number;
  /** The WebSocket's port; see `port`. */
  readonly wsPort?: number;
  /** Base58 genesis hash answered by getGenesisHash; default: devnet's 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG'. */
  readonly genesisHash?: string;
  /** Accounts funded at start (base58 address, lamports). */
  readonly fundedAccounts?: readonly {
    /** The account's base58 address. */
    readonly address: string;
    /** Its balance in lamports. */
    readonly lamports: bigint;
  }[];
}

/** A local Solana chain (litesvm behind a JSON-RPC front), started by `startSolanaChain`. */
export interface SolanaChain {
  /** `http://127.0.0.1:<port>` */
  readonly rpcUrl: string;
  /** `ws://127.0.0.1:<wsPort>` */
  readonly wsUrl: string;
  /** The base58 genesis hash it answers. */
  readonly genesisHash: string;
  /** Adds lamports to an account. */
  airdrop(address: string, lamports: bigint): void;
  /** The account's balance in lamports. */
  balanceOf(address: string): bigint;
  /** Test faults: the next `count` JSON-RPC POSTs answer 429 with Retry-After: 1, or a 200 with a body that is not JSON-RPC. */
  failNextRequests(kind: '429' | 'garbage', count?: number): void;
  /** Stops the servers. */
  stop(): Promise<void>;
}

const DEVNET_GENESIS_HASH = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG';
const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const NO_ACCOUNT = { data: new Uint8Array(), executable: false, lamports: 0n, programAddress: SYSTEM_PROGRAM };
// The demo page calls the chain from the browser.
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST, GET, OPTIONS', 'access-control-allow-headers': '*', 'access-control-expose-headers': 'retry-after' };

type Subscription = { readonly kind: 'signature'; readonly signature: string } | { readonly kind: 'slot' } | { readonly kind: 'account'; readonly address: string; readonly encoding: unknown; last: string };

interface Runtime {
  readonly LiteSVM: typeof import('litesvm').LiteSVM;
  readonly kit: KitCodecs;
  readonly WebSocketServer: typeof WebSocketServer;
}

/**
 * litesvm is an optional peer of the published Node entry: loaded only when a chain starts, so
 * users of the other helpers need not install it (nor ws). @solana/kit comes with litesvm.
 */
async function loadRuntime(): Promise<Runtime> {
  let ws: typeof import('ws');
  try {
    ws = await import('ws');
  } catch (cause) {
    throw new Error('startSolanaChain serves subscriptions with the ws package, which could not be loaded; install it: npm install -D ws', { cause });
  }
  try {
    const [{ LiteSVM }, kit] = await Promise.all([import('litesvm'), import('@solana/kit')]);
    return { LiteSVM, kit, WebSocketServer: ws.WebSocketServer };
  } catch (cause) {
    const why = cause instanceof Error ? cause.message : String(cause);
    throw new Error(`startSolanaChain runs Solana programs in process with the litesvm package, which could not be loaded (${why}); install it: npm install -D litesvm`, { cause });
  }
}

/** One JSON-RPC answer; failures other than RpcFailure are internal errors. */
function reply(id: unknown, run: () => unknown): object {
  try {
    return { jsonrpc: '2.0', result: run(), id };
  } catch (error) {
    const failure = error instanceof RpcFailure ? error : new RpcFailure(-32603, `Internal error: ${error instanceof Error ? error.message : String(error)}`);
    return { jsonrpc: '2.0', error: { code: failure.code, message: failure.message, ...(failure.data === undefined ? {} : { data: failure.data }) }, id };
  }
}

function answerRequest(call: (method: string, params: readonly unknown[]) => unknown, request: unknown): object {
  const { id = null, method, params = [] } = configOf(request);
  if (typeof method !== 'string') return reply(id, () => { throw new RpcFailure(-32600, 'Invalid request'); });
  return reply(id, () => {
    if (!Array.isArray(params)) throw invalidParams('params must be an array');
    return call(method, params);
  });
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/** Listens on 127.0.0.1 without keeping the process alive, not by the server nor by its connections. */
function listen(server: Server, port: number): Promise<number> {
  server.on('connection', (socket) => socket.unref());
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      server.unref();
      resolve((server.address() as AddressInfo).port);
    });
  });
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** Subscriptions over WebSocket, notified whenever a transaction lands. */
function serveSubscriptions(Sockets: typeof WebSocketServer, server: Server, ledger: SolanaLedger): WebSocketServer {
  const sockets = new Sockets({ server });
  const clients = new Map<WebSocket, Map<number, Subscription>>();
  let lastId = 0;
  const notify = (socket: WebSocket, method: string, subscription: number, result: unknown) => socket.send(JSON.stringify({ jsonrpc: '2.0', method, params: { result, subscription } }));
  const accountNow = (address: string, encoding: unknown) => {
    const account = ledger.svm.getAccount(ledger.address(address));
    return accountJson(account.exists ? account : NO_ACCOUNT, encoding);
  };

  function answer(socket: WebSocket, subscriptions: Map<number, Subscription>, method: string, params: readonly unknown[]): unknown {
    const id = ++lastId;
    if (method === 'signatureSubscribe') {
      const signature = String(params[0]);
      const record = ledger.processed(signature);
      // Once answered, as the real node does: the client learns its subscription id first.
      if (record) setImmediate(() => notify(socket, 'signatureNotification', id, { context: { slot: record.slot }, value: { err: record.err } }));
      else subscriptions.set(id, { kind: 'signature', signature });
      return id;
    }
    if (method === 'slotSubscribe') {
      subscriptions.set(id, { kind: 'slot' });
      return id;
    }
    if (method === 'accountSubscribe') {
      const address = String(params[0]);
      const encoding = configOf(params[1]).encoding;
      subscriptions.set(id, { kind: 'account', address, encoding, last: JSON.stringify(accountNow(address, encoding)) });
      return id;
    }
    const unsubscribed = /^(signature|slot|account)Unsubscribe$/.exec(method)?.[1];
    if (!unsubscribed) throw new RpcFailure(-32601, 'Method not found');
    const subscription = Number(params[0]);
    if (subscriptions.get(subscription)?.kind !== unsubscribed) throw new RpcFailure(-32602, 'Invalid subscription id.');
    return subscriptions.delete(subscription);
  }

  sockets.on('connection', (socket) => {
    const subscriptions = new Map<number, Subscription>();
    clients.set(socket, subscriptions);
    socket.on('close', () => clients.delete(socket));
    socket.on('message', (raw) => {
      let request: Readonly<Record<string, unknown>>;
      try {
        request = configOf(JSON.parse(raw.toString()));
      } catch {
        return void socket.send(JSON.stringify({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null }));
      }
      // web3.js sends a `ping` notification (no id) every few seconds to keep the socket open.
      if (request.id === undefined || request.id === null) return;
      socket.send(JSON.stringify(answerRequest((method, params) => answer(socket, subscriptions, method, params), request)));
    });
  });

  ledger.onProcessed((record) => {
    for (const [socket, subscriptions] of clients) {
      for (const [id, subscription] of subscriptions) {
        if (subscription.kind === 'signature' && subscription.signature === record.signature) {
          subscriptions.delete(id); // signature subscriptions end with their one notification
          notify(socket, 'signatureNotification', id, { context: { slot: record.slot }, value: { err: record.err } });
        } else if (subscription.kind === 'slot') notify(socket, 'slotNotification', id, { parent: record.slot - 1, root: record.slot, slot: record.slot });
        else if (subscription.kind === 'account') {
          const value = accountNow(subscription.address, subscription.encoding);
          if (JSON.stringify(value) === subscription.last) continue;
          subscription.last = JSON.stringify(value);
          notify(socket, 'accountNotification', id, { context: { slot: record.slot }, value });
        }
      }
    }
  });
  return sockets;
}

/**
 * A local Solana chain for tests and the demo: litesvm (real SVM execution and signature checks,
 * in process) behind the JSON-RPC and WebSocket subscription endpoints a web3.js Connection uses.
 */
export async function startSolanaChain(options: SolanaChainOptions = {}): Promise<SolanaChain> {
  const { LiteSVM, kit, WebSocketServer: Sockets } = await loadRuntime();
  const svm = new LiteSVM();
  const ledger = createSolanaLedger(svm, kit);
  for (const { address, lamports } of options.fundedAccounts ?? []) {
    svm.setAccount({ address: ledger.address(address), lamports: kit.lamports(lamports), programAddress: kit.address(SYSTEM_PROGRAM), executable: false, data: new Uint8Array(), space: 0n });
  }
  const genesisHash = options.genesisHash ?? DEVNET_GENESIS_HASH;
  const call = createRpcMethods(ledger, genesisHash);
  const faults: ('429' | 'garbage')[] = [];

  const http = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'OPTIONS') return void response.writeHead(204, CORS).end();
    if (request.method === 'GET' && request.url === '/health') return void response.writeHead(200, { ...CORS, 'content-type': 'text/plain' }).end('ok');
    if (request.method !== 'POST') return void response.writeHead(405, CORS).end();
    void readBody(request).then((text) => {
      const fault = faults.shift();
      if (fault === '429') return void response.writeHead(429, { ...CORS, 'retry-after': '1', 'content-type': 'text/plain' }).end('Too many requests');
      if (fault === 'garbage') return void response.writeHead(200, { ...CORS, 'content-type': 'text/html' }).end('<html><body>upstream hiccup</body></html>');
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      const answer =
        body === undefined ? { jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null }
        : Array.isArray(body) ? (body.length === 0 ? answerRequest(call, {}) : body.map((request) => answerRequest(call, request)))
        : answerRequest(call, body);
      response.writeHead(200, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify(answer));
    }, () => response.destroy()); // the client went away mid-request
  });
  const wsHttp = createServer((_request, response) => void response.writeHead(426, { 'content-type': 'text/plain' }).end('WebSocket only'));
  const sockets = serveSubscriptions(Sockets, wsHttp, ledger);
  const requestedPort = options.port ?? 0;
  let port: number;
  let wsPort: number;
  try {
    port = await listen(http, requestedPort);
    wsPort = await listen(wsHttp, options.wsPort ?? (requestedPort === 0 ? 0 : requestedPort + 1));
  } catch (error) {
    await Promise.all([close(http), close(wsHttp)]);
    throw error;
  }

  return {
    rpcUrl: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${wsPort}`,
    genesisHash,
    airdrop: (address, lamports) => void ledger.airdrop(address, lamports),
    balanceOf: (address) => ledger.balance(address),
    failNextRequests(kind, count = 1) {
      for (let i = 0; i < count; i++) faults.push(kind);
    },
    async stop() {
      for (const socket of sockets.clients) socket.terminate();
      sockets.close();
      await Promise.all([close(http), close(wsHttp)]);
    },
  };
}
