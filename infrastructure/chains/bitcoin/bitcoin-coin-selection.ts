import { catalogueError } from '../../../domain/errors/catalogue.ts';
import type { Utxo } from './bitcoin-esplora.ts';

/** When the API has no estimate (a fresh regtest node has none): a rate every node relays. */
export const FALLBACK_FEE_RATE = 2;
/** Below this a change output costs more to spend than it holds; it goes to the fee instead. */
export const DUST_LIMIT = 546n;

// Virtual sizes (BIP-141) of a segwit transaction's parts: the overhead with the marker and flag,
// one P2WPKH input with its witness, and an output besides its script.
const OVERHEAD_VBYTES = 11;
const P2WPKH_INPUT_VBYTES = 68;
const OUTPUT_VBYTES_WITHOUT_SCRIPT = 9;

export interface CoinSelection {
  readonly inputs: readonly Utxo[];
  readonly fee: bigint;
  /** 0n when the rest was dust and went to the fee. */
  readonly change: bigint;
}

function feeFor(inputs: number, outputScriptLengths: readonly number[], feeRate: number): bigint {
  const vbytes = OVERHEAD_VBYTES + inputs * P2WPKH_INPUT_VBYTES + outputScriptLengths.reduce((sum, length) => sum + OUTPUT_VBYTES_WITHOUT_SCRIPT + length, 0);
  return BigInt(Math.ceil(vbytes * feeRate));
}

/**
 * Largest coins first until the amount and the fee are covered, with a change output back to the sender
 * when the rest is not dust. Not enough coins is the caller's mistake, said in sats.
 */
export function selectCoins(utxos: readonly Utxo[], amount: bigint, receiverScriptLength: number, changeScriptLength: number, feeRate: number): CoinSelection {
  const sorted = [...utxos].sort((a, b) => (a.value === b.value ? 0 : a.value > b.value ? -1 : 1));
  const chosen: Utxo[] = [];
  let total = 0n;
  for (const utxo of sorted) {
    chosen.push(utxo);
    total += utxo.value;
    const withChange = feeFor(chosen.length, [receiverScriptLength, changeScriptLength], feeRate);
    if (total >= amount + withChange) {
      const change = total - amount - withChange;
      if (change >= DUST_LIMIT) return { inputs: chosen, fee: withChange, change };
      return { inputs: chosen, fee: total - amount, change: 0n };
    }
    const withoutChange = feeFor(chosen.length, [receiverScriptLength], feeRate);
    if (total >= amount + withoutChange) return { inputs: chosen, fee: total - amount, change: 0n };
  }
  const fee = feeFor(Math.max(sorted.length, 1), [receiverScriptLength], feeRate);
  const spendable = total > fee ? total - fee : 0n;
  throw catalogueError('INVALID_ARGUMENT', {
    params: { name: 'The amount', expected: `at most ${spendable} sats: the sender holds ${total} sats and the network fee is about ${fee} sats` },
  });
}
