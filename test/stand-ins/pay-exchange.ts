import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mnemonicToAccount } from 'viem/accounts';
import { parsePayAmount } from '../../domain/pay/pay-amount.ts';
import { REOWN_TEST_EXCHANGE, testExchangeUrl, type BuyReport, type PaySession, type PayStandInExchange } from '../msw/handlers/pay-exchanges.ts';
import { anvilChains } from './anvil-data.ts';
import { serveOnLoopback, type LoopbackServer } from './loopback-server.ts';

const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';

/** Dev account 6 pays: 0 is the Demo Wallet's, 1 and 3 trade, 4 swaps, 7, 8 and 9 deploy the harness's contracts. */
export const PAY_EXCHANGE_PAYER_INDEX = 6;

export interface PayExchangeOptions {
  /** Chain id (`84532` or `eip155:84532`) → anvil JSON-RPC URL: the chains whose own coin the page pays out. */
  readonly anvilRpcUrls: Readonly<Record<string, string>>;
  /** The anvil dev account the exchange pays from (anvil's accounts are unlocked). */
  readonly payerIndex?: number;
  /** 0 (the default) picks a free port. */
  readonly port?: number;
}

/** The exchange's own words for a purchase, which the service maps (test_exchange.rs:99-104). */
type PageStatus = 'pending' | 'sending' | 'success' | 'failed';

interface PageSession {
  readonly session: PaySession;
  readonly createdAt: string;
  status: PageStatus;
  txid: string | null;
  note: string;
}

/** The stand-in exchange's page on loopback: where a pay URL leads, and where the visitor completes a purchase. */
export interface PayExchangePage extends LoopbackServer {
  /** The Reown test exchange as the pay stand-in lists it, its pay URLs on this page. */
  readonly exchange: PayStandInExchange;
  /** The account the exchange pays from. */
  readonly payer: `0x${string}`;
}

const escape = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
const MAX_BODY = 10_000;

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) {
    body += String(chunk);
    if (body.length > MAX_BODY) throw new Error('body too large');
  }
  return body;
}

/** The session id of a form post or a JSON body. */
function sessionIdOf(request: IncomingMessage, body: string): string {
  if ((request.headers['content-type'] ?? '').includes('json')) {
    try {
      const parsed = JSON.parse(body) as { sessionId?: unknown };
      return typeof parsed.sessionId === 'string' ? parsed.sessionId : '';
    } catch {
      return '';
    }
  }
  return new URLSearchParams(body).get('sessionId') ?? '';
}

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const answer = (await response.json()) as { result?: unknown; error?: { message?: string } };
  if (answer.error) throw new Error(answer.error.message ?? `${method} failed`);
  return answer.result;
}

/**
 * The transaction's receipt once mined. anvil mines each transaction as it comes, but may answer the
 * send before the block is written: a busy machine asks a few times. Null after ten seconds.
 */
async function receiptOf(rpcUrl: string, hash: string): Promise<{ readonly status?: string } | null> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const receipt = (await rpc(rpcUrl, 'eth_getTransactionReceipt', [hash])) as { status?: string } | null;
    if (receipt) return receipt;
  }
  return null;
}

function page(entry: PageSession | undefined): string {
  const body = !entry
    ? '<h1>Unknown payment</h1><p>This exchange opened no such session.</p>'
    : `<h1>Reown Test Exchange</h1>
<dl>
  <dt>Amount</dt><dd id="amount">${escape(entry.session.amount)}</dd>
  <dt>Asset</dt><dd id="asset">${escape(entry.session.asset)}</dd>
  <dt>Recipient</dt><dd id="recipient">${escape(entry.session.recipient)}</dd>
  <dt>Status</dt><dd id="status">${escape(entry.status)}</dd>
</dl>
${entry.txid ? `<p>Transaction <code id="txid">${escape(entry.txid)}</code></p>` : ''}
${entry.note ? `<p id="note">${escape(entry.note)}</p>` : ''}
${entry.status === 'pending' ? `<form method="post" action="/api/confirm"><input type="hidden" name="sessionId" value="${escape(entry.session.sessionId)}"><button type="submit">Confirm payment</button></form>` : ''}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Reown Test Exchange</title></head><body>${body}</body></html>`;
}

/**
 * A stand-in of the Reown test exchange (reown-com/blockchain-api a4b66a9f,
 * src/handlers/json_rpc/exchanges/test_exchange.rs) on 127.0.0.1: the page a pay URL opens shows the
 * payment (amount, asset, recipient) and "Confirm payment", which sends the network's own coin to the
 * recipient on a local anvil chain from an unlocked dev account; its `/api/status` answers as the real
 * one does ({ status, txid, createdAt }, test_exchange.rs:26-38), and the pay stand-in asks it there
 * (:79-117). Like the real test exchange it sells only native coins: Sepolia's and Base Sepolia's ether
 * (test_exchange.rs:19-24), and here also those of the anvil chains it is given. Start anvil with chain
 * id 84532 to pay `baseSepoliaETH` as a site would.
 *
 * The pay stand-in fetches `/api/status` over real HTTP: under an msw server that errors on unhandled
 * requests, let loopback through.
 */
export async function startPayExchange(options: PayExchangeOptions): Promise<PayExchangePage> {
  const chains = anvilChains(options.anvilRpcUrls);
  const payer = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: options.payerIndex ?? PAY_EXCHANGE_PAYER_INDEX }).address;
  const sold = new Set<string>([...REOWN_TEST_EXCHANGE.assets, ...[...chains.keys()].map((chain) => `${chain}/slip44:60`)]);
  const sessions = new Map<string, PageSession>();

  async function confirm(entry: PageSession): Promise<void> {
    const chain = entry.session.asset.split('/')[0] ?? '';
    const rpcUrl = chains.get(chain);
    const wei = parsePayAmount(entry.session.amount, 18);
    if (!rpcUrl || !wei.ok) {
      entry.status = 'failed';
      entry.note = rpcUrl ? 'The amount cannot be paid.' : `This stand-in pays only on its local chains (${[...chains.keys()].join(', ')}).`;
      return;
    }
    entry.status = 'sending';
    try {
      const hash = (await rpc(rpcUrl, 'eth_sendTransaction', [{ from: payer, to: entry.session.recipient, value: `0x${wei.units.toString(16)}` }])) as string;
      entry.txid = hash;
      const receipt = await receiptOf(rpcUrl, hash);
      entry.status = receipt?.status === '0x1' ? 'success' : 'failed';
    } catch (error) {
      entry.status = 'failed';
      entry.note = error instanceof Error ? error.message : String(error);
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'GET' && url.pathname === '/') {
      const entry = sessions.get(url.searchParams.get('sessionId') ?? '');
      response.writeHead(entry ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'; form-action 'self'" });
      return void response.end(page(entry));
    }
    if (request.method === 'POST' && (url.pathname === '/api/confirm' || url.pathname === '/api/status')) {
      const sessionId = sessionIdOf(request, await readBody(request));
      const entry = sessions.get(sessionId);
      if (!entry) return void response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'session not found' }));
      if (url.pathname === '/api/confirm' && entry.status === 'pending') await confirm(entry);
      if (url.pathname === '/api/confirm' && !(request.headers['content-type'] ?? '').includes('json')) {
        return void response.writeHead(303, { location: `/?sessionId=${encodeURIComponent(sessionId)}` }).end();
      }
      const status = entry.status === 'sending' ? 'pending' : entry.status;
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status, txid: entry.txid, createdAt: entry.createdAt }));
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(400, { 'content-type': 'text/plain' });
      response.end(error instanceof Error ? error.message : 'bad request');
    });
  });
  const loopback = await serveOnLoopback(server, options.port ?? 0);

  const exchange: PayStandInExchange = {
    id: REOWN_TEST_EXCHANGE.id,
    name: REOWN_TEST_EXCHANGE.name,
    imageUrl: REOWN_TEST_EXCHANGE.imageUrl,
    supports: (asset) => sold.has(asset),
    open(session) {
      sessions.set(session.sessionId, { session, createdAt: new Date().toISOString(), status: 'pending', txid: null, note: '' });
      return testExchangeUrl(loopback.url, session);
    },
    async status(sessionId): Promise<BuyReport> {
      const answer = await fetch(`${loopback.url}/api/status`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sessionId }) });
      // What the service makes of the exchange's answer (test_exchange.rs:94-117).
      if (!answer.ok) return { status: 'UNKNOWN', txHash: null };
      const { status, txid } = (await answer.json()) as { status: string; txid: string | null };
      const mapped = { success: 'SUCCESS', pending: 'IN_PROGRESS', in_progress: 'IN_PROGRESS', failed: 'FAILED', error: 'FAILED' } as const;
      return { status: Object.hasOwn(mapped, status.toLowerCase()) ? mapped[status.toLowerCase() as keyof typeof mapped] : 'UNKNOWN', txHash: txid };
    },
  };

  return { url: loopback.url, stop: loopback.stop, exchange, payer };
}
