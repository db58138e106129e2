import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { payments, script, Transaction } from 'bitcoinjs-lib';
import { bitcoinTestKeys } from '../wallets/bitcoin-keys.ts';
import { answerEsplora } from './bitcoin-esplora-routes.ts';
import { startBitcoinEsplora, type BitcoinEsplora } from './bitcoin-esplora.ts';
import { createBitcoinLedger, type BitcoinLedger } from './bitcoin-ledger.ts';

const keys = bitcoinTestKeys();
const other = bitcoinTestKeys('0404040404040404040404040404040404040404040404040404040404040404');

const txHash = (txid: string): Uint8Array => Uint8Array.from(Buffer.from(txid, 'hex')).reverse();

/** A P2WPKH spend of the coin `txid:0` to `outputs`, signed as if the coin held `value`, by `signer`'s payment key. */
function spend(txid: string, value: bigint, outputs: readonly { script: Uint8Array; value: bigint }[], signer = keys): string {
  const transaction = new Transaction();
  transaction.version = 2;
  transaction.addInput(txHash(txid), 0);
  for (const output of outputs) transaction.addOutput(output.script, output.value);
  const scriptCode = payments.p2pkh({ pubkey: signer.payment.publicKey }).output!;
  const sighash = transaction.hashForWitnessV0(0, scriptCode, value, Transaction.SIGHASH_ALL);
  const signature = script.signature.encode(secp256k1.sign(sighash, signer.payment.secret, { prehash: false }).toBytes('compact'), Transaction.SIGHASH_ALL);
  transaction.setWitness(0, [signature, signer.payment.publicKey]);
  return transaction.toHex();
}

describe('the esplora routes over the ledger, without HTTP', () => {
  let ledger: BitcoinLedger;
  let coin: string;
  beforeAll(() => {
    ledger = createBitcoinLedger();
    coin = ledger.fund(keys.payment.address, 10_000n);
  });

  it('answers balance, UTXOs, fee estimates, the tip and raw transactions', () => {
    const address = JSON.parse(answerEsplora(ledger, 'GET', `/address/${keys.payment.address}`).body);
    expect(address.chain_stats.funded_txo_sum - address.chain_stats.spent_txo_sum).toBe(10_000);
    expect(JSON.parse(answerEsplora(ledger, 'GET', `/address/${keys.payment.address}/utxo`).body)).toMatchObject([{ txid: coin, vout: 0, value: 10_000 }]);
    expect(Object.keys(JSON.parse(answerEsplora(ledger, 'GET', '/fee-estimates').body))).toContain('6');
    expect(Number(answerEsplora(ledger, 'GET', '/blocks/tip/height').body)).toBeGreaterThan(0);
    expect(Transaction.fromHex(answerEsplora(ledger, 'GET', `/tx/${coin}/hex`).body).getId()).toBe(coin);
    expect(answerEsplora(ledger, 'GET', `/tx/${'0'.repeat(64)}/hex`).status).toBe(404);
  });

  it('rejects a signature by another key, outputs above the inputs and garbage, then applies a valid spend once', () => {
    const to = [{ script: other.payment.script, value: 9_000n }];
    const forged = spend(coin, 10_000n, to, other);
    expect(answerEsplora(ledger, 'POST', '/tx', forged)).toMatchObject({ status: 400, body: expect.stringMatching(/key does not match/) });
    // The right key over a different amount than the coin holds: the signature does not verify.
    expect(answerEsplora(ledger, 'POST', '/tx', spend(coin, 10_001n, to))).toMatchObject({ status: 400, body: expect.stringMatching(/bad signature/) });
    expect(answerEsplora(ledger, 'POST', '/tx', spend(coin, 10_000n, [{ script: other.payment.script, value: 10_001n }]))).toMatchObject({ status: 400, body: expect.stringMatching(/above inputs/) });
    expect(answerEsplora(ledger, 'POST', '/tx', 'zz').status).toBe(400);
    expect(ledger.balanceOf(keys.payment.address)).toBe(10_000n);

    const valid = spend(coin, 10_000n, to);
    const txid = answerEsplora(ledger, 'POST', '/tx', valid).body;
    expect(txid).toBe(Transaction.fromHex(valid).getId());
    expect(ledger.balanceOf(other.payment.address)).toBe(9_000n);
    expect(ledger.balanceOf(keys.payment.address)).toBe(0n);
    // The same coin again, to someone else: a double spend.
    const again = spend(coin, 10_000n, [{ script: keys.ordinals.script, value: 9_500n }]);
    expect(answerEsplora(ledger, 'POST', '/tx', again)).toMatchObject({ status: 400, body: expect.stringMatching(/missing or spent/) });
  });

  it('checks taproot key-path spends', () => {
    const tapCoin = ledger.fund(keys.ordinals.address, 5_000n);
    const build = (secret: Uint8Array): string => {
      const transaction = new Transaction();
      transaction.version = 2;
      transaction.addInput(txHash(tapCoin), 0);
      transaction.addOutput(other.payment.script, 4_000n);
      const sighash = transaction.hashForWitnessV1(0, [keys.ordinals.script], [5_000n], Transaction.SIGHASH_DEFAULT);
      transaction.setWitness(0, [schnorr.sign(sighash, secret)]);
      return transaction.toHex();
    };
    expect(answerEsplora(ledger, 'POST', '/tx', build(other.ordinals.secret))).toMatchObject({ status: 400, body: expect.stringMatching(/bad signature/) });
    expect(answerEsplora(ledger, 'POST', '/tx', build(keys.ordinals.secret)).status).toBe(200);
    expect(ledger.balanceOf(keys.ordinals.address)).toBe(0n);
  });
});

describe('the esplora stand-in over HTTP', () => {
  let esplora: BitcoinEsplora;
  beforeAll(async () => {
    esplora = await startBitcoinEsplora({ network: 'regtest', fund: [{ address: keys.payment.address, sats: 7_000n }] });
  });
  afterAll(async () => esplora?.stop());

  it('serves the routes with CORS, and fund() adds a coin', async () => {
    const response = await fetch(`${esplora.url}/address/${keys.payment.address}/utxo`);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toHaveLength(1);
    expect((await fetch(`${esplora.url}/tx`, { method: 'OPTIONS' })).status).toBe(204);
    esplora.fund(keys.payment.address, 3_000n);
    expect(esplora.balanceOf(keys.payment.address)).toBe(10_000n);
    expect(esplora.utxosOf(keys.payment.address)).toHaveLength(2);
    const rejected = await fetch(`${esplora.url}/tx`, { method: 'POST', body: '00' });
    expect(rejected.status).toBe(400);
  });
});
