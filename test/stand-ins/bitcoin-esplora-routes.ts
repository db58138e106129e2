import { LedgerRejection, type BitcoinLedger } from './bitcoin-ledger.ts';

export interface EsploraAnswer {
  readonly status: number;
  readonly body: string;
  readonly contentType: 'application/json' | 'text/plain';
}

const json = (value: unknown, status = 200): EsploraAnswer => ({ status, body: JSON.stringify(value), contentType: 'application/json' });
const text = (value: string, status = 200): EsploraAnswer => ({ status, body: value, contentType: 'text/plain' });
/** The rate a regtest node's estimator would give once it has seen blocks (sat/vB, by confirmation target). */
const FEE_ESTIMATES = { '1': 3.5, '3': 2.5, '6': 2, '144': 1 };
const TIP_HEIGHT = 101;

/**
 * The esplora REST routes the bip122 adapter reads, answered from the ledger: the same handlers serve the
 * HTTP stand-in and unit tests that call them directly.
 */
export function answerEsplora(ledger: BitcoinLedger, method: string, path: string, body = ''): EsploraAnswer {
  const parts = path.split('?')[0]!.split('/').filter(Boolean).map(decodeURIComponent);
  if (method === 'GET' && parts[0] === 'address' && parts.length === 2) {
    const { funded, spent, count } = ledger.stats(parts[1]!);
    const chainStats = { funded_txo_count: count, funded_txo_sum: Number(funded), spent_txo_count: 0, spent_txo_sum: Number(spent), tx_count: count };
    const mempoolStats = { funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 };
    return json({ address: parts[1], chain_stats: chainStats, mempool_stats: mempoolStats });
  }
  if (method === 'GET' && parts[0] === 'address' && parts[2] === 'utxo' && parts.length === 3) {
    return json(ledger.utxosOf(parts[1]!).map((output) => ({
      txid: output.txid, vout: output.vout, value: Number(output.value), status: { confirmed: true, block_height: TIP_HEIGHT },
    })));
  }
  if (method === 'GET' && path === '/fee-estimates') return json(FEE_ESTIMATES);
  if (method === 'GET' && path === '/blocks/tip/height') return text(String(TIP_HEIGHT));
  if (method === 'GET' && parts[0] === 'tx' && parts[2] === 'hex' && parts.length === 3) {
    const raw = ledger.transactions.get(parts[1]!);
    return raw ? text(raw) : text('Transaction not found', 404);
  }
  if (method === 'POST' && path === '/tx') {
    try {
      return text(ledger.submit(body.trim()));
    } catch (error) {
      if (error instanceof LedgerRejection) return text(`sendrawtransaction RPC error: ${error.message}`, 400);
      throw error;
    }
  }
  return text('Not found', 404);
}
