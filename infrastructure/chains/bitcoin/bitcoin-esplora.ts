import type { ChainAdapterContext } from '../../../application/ports/chain-adapter.port.ts';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import type { CaipNetwork } from '../../../domain/network/network.ts';
import { fetchFirstAnswering } from '../../http/first-answering-url.ts';
import { restUrlsFor } from '../../http/rpc-urls.ts';

/** An unspent output as esplora lists it (`GET /address/:a/utxo`). */
export interface Utxo {
  readonly txid: string;
  readonly vout: number;
  readonly value: bigint;
}

export interface EsploraClient {
  balance(address: string): Promise<bigint>;
  utxos(address: string): Promise<Utxo[]>;
  /** sat/vB for confirmation within a few blocks; undefined when the API has no estimate. */
  feeRate(): Promise<number | undefined>;
  /** Sends the raw transaction; the txid the API answers. */
  broadcast(rawHex: string): Promise<string>;
}

/** A 429 or a 5xx is the URL's trouble, not the request's: the next URL is tried. */
const retryable = (status: number): boolean => status === 429 || status >= 500;

/**
 * An esplora-style REST client (Blockstream, mempool.space, electrs) over the network's URLs in the
 * spec's order: custom URLs first, then the network's own, by default mempool.space's public API. The RPC
 * proxy has no esplora routes, so a URL on it is never asked.
 */
export function esploraClient(network: CaipNetwork, context: ChainAdapterContext | undefined): EsploraClient {
  const urls = restUrlsFor(network, context);

  const call = async (path: string, init?: RequestInit): Promise<string> => {
    const bases = urls.map((base) => `${base.replace(/\/+$/, '')}${path}`);
    const { text } = await fetchFirstAnswering(bases, init, ({ url, response, text: body }) => {
      if (response.ok) return undefined;
      const failure = catalogueError('HTTP_STATUS', { params: { status: response.status }, details: `${url}: ${body.slice(0, 200)}` });
      if (!retryable(response.status)) throw failure;
      return failure;
    });
    return text;
  };
  const json = async (path: string): Promise<unknown> => {
    const text = await call(path);
    try {
      return JSON.parse(text);
    } catch (cause) {
      throw catalogueError('HTTP_INVALID_BODY', { cause, details: path });
    }
  };

  return {
    async balance(address) {
      const body = await json(`/address/${encodeURIComponent(address)}`);
      const part = (key: string, field: string): bigint => sats((body as Record<string, Record<string, unknown>> | null)?.[key]?.[field], path(address));
      return part('chain_stats', 'funded_txo_sum') - part('chain_stats', 'spent_txo_sum') + part('mempool_stats', 'funded_txo_sum') - part('mempool_stats', 'spent_txo_sum');
    },
    async utxos(address) {
      const body = await json(`/address/${encodeURIComponent(address)}/utxo`);
      if (!Array.isArray(body)) throw catalogueError('HTTP_INVALID_BODY', { details: `${path(address)}/utxo` });
      return body.map((item: unknown) => {
        const { txid, vout, value } = (item ?? {}) as Record<string, unknown>;
        if (typeof txid !== 'string' || !/^[0-9a-f]{64}$/.test(txid) || !Number.isSafeInteger(vout) || (vout as number) < 0) {
          throw catalogueError('HTTP_INVALID_BODY', { details: `${path(address)}/utxo` });
        }
        return { txid, vout: vout as number, value: sats(value, `${path(address)}/utxo`) };
      });
    },
    async feeRate() {
      const body = (await json('/fee-estimates').catch(() => undefined)) as Record<string, unknown> | undefined;
      const rates = Object.entries(body ?? {})
        .filter(([target, rate]) => Number(target) >= 1 && typeof rate === 'number' && Number.isFinite(rate) && rate > 0)
        .sort(([a], [b]) => Number(a) - Number(b));
      // The estimate for about an hour (6 blocks), or the nearest faster one.
      const chosen = rates.filter(([target]) => Number(target) <= 6).at(-1) ?? rates[0];
      return chosen ? (chosen[1] as number) : undefined;
    },
    async broadcast(rawHex) {
      const txid = (await call('/tx', { method: 'POST', body: rawHex, headers: { 'content-type': 'text/plain' } })).trim();
      if (!/^[0-9a-f]{64}$/.test(txid)) throw catalogueError('HTTP_INVALID_BODY', { details: '/tx' });
      return txid;
    },
  };
}

const path = (address: string): string => `/address/${address}`;

function sats(value: unknown, where: string): bigint {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw catalogueError('HTTP_INVALID_BODY', { details: where });
  return BigInt(value);
}
