import { createServer } from 'node:http';
import { networks } from 'bitcoinjs-lib';
import { answerEsplora } from './bitcoin-esplora-routes.ts';
import { createBitcoinLedger, type LedgerOutput } from './bitcoin-ledger.ts';
import { serveOnLoopback } from './loopback-server.ts';

/** Options of `startBitcoinEsplora`. */
export interface BitcoinEsploraOptions {
  /** 0 or absent: a free port. */
  readonly port?: number;
  /** The network the addresses are of; regtest only. */
  readonly network: 'regtest';
  /** Coins created at start, one output each. */
  readonly fund?: readonly {
    /** The address paid. */
    readonly address: string;
    /** The coin's value in satoshis. */
    readonly sats: bigint;
  }[];
}

/** A local esplora REST API on an in-memory regtest ledger, started by `startBitcoinEsplora`. */
export interface BitcoinEsplora {
  /** `http://127.0.0.1:<port>`: the esplora API root. */
  readonly url: string;
  /** Stops the server. */
  stop(): Promise<void>;
  /** The address's confirmed balance in satoshis. */
  balanceOf(address: string): bigint;
  /** The address's unspent outputs. */
  utxosOf(address: string): LedgerOutput[];
  /** A new coin for the address; its txid. */
  fund(address: string, sats: bigint): string;
  /** Every transaction the chain holds, funding ones included: txid → raw hex. */
  readonly transactions: ReadonlyMap<string, string>;
}

// The demo page calls the API from the browser.
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET, POST, OPTIONS', 'access-control-allow-headers': '*' };
const MAX_BODY_BYTES = 1_000_000;

/** An esplora-style API over an in-memory regtest UTXO set that checks every signature it is sent. */
export async function startBitcoinEsplora(options: BitcoinEsploraOptions): Promise<BitcoinEsplora> {
  const ledger = createBitcoinLedger(networks.regtest);
  for (const { address, sats } of options.fund ?? []) ledger.fund(address, sats);
  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS).end();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) request.destroy();
      else chunks.push(chunk);
    });
    request.on('end', () => {
      try {
        const answer = answerEsplora(ledger, request.method ?? 'GET', request.url ?? '/', Buffer.concat(chunks).toString('utf8'));
        response.writeHead(answer.status, { ...CORS, 'content-type': answer.contentType }).end(answer.body);
      } catch (error) {
        response.writeHead(500, { ...CORS, 'content-type': 'text/plain' }).end(error instanceof Error ? error.message : String(error));
      }
    });
  });
  const loopback = await serveOnLoopback(server, options.port ?? 0);
  return {
    url: loopback.url,
    stop: loopback.stop,
    balanceOf: (address) => ledger.balanceOf(address),
    utxosOf: (address) => ledger.utxosOf(address),
    fund: (address, sats) => ledger.fund(address, sats),
    transactions: ledger.transactions,
  };
}
