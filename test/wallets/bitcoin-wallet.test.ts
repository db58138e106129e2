import { fileURLToPath } from 'node:url';
import { base64 } from '@scure/base';
import { Psbt } from 'bitcoinjs-lib';
import { describe, expect, it } from 'vitest';
import { bitcoinRegtest } from '../../domain/network/catalogue/bitcoin.ts';
import { checkBitcoinSignature } from '../../infrastructure/siwx/bitcoin-signature.ts';
import { BITCOIN_TEST_ADDRESS, BITCOIN_TEST_ORDINALS_ADDRESS, BitcoinTestWallet, bitcoinTestKeys } from './bitcoin-wallet.ts';
import { signPsbtInputs } from './bitcoin-signer.ts';

const REGTEST = bitcoinRegtest.caipNetworkId;
const other = bitcoinTestKeys('0707070707070707070707070707070707070707070707070707070707070707');

function memory() {
  const map = new Map<string, string>();
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), removeItem: (key: string) => void map.delete(key) };
}

describe('the bitcoin test wallet', () => {
  it('has regtest addresses: P2WPKH payment, P2TR ordinals', () => {
    expect(BITCOIN_TEST_ADDRESS).toMatch(/^bcrt1q[02-9ac-hj-np-z]{38}$/);
    expect(BITCOIN_TEST_ORDINALS_ADDRESS).toMatch(/^bcrt1p[02-9ac-hj-np-z]{58}$/);
  });

  it('signs BIP-322 messages with both keys that the sign-in verifier accepts', async () => {
    const wallet = new BitcoinTestWallet({}, { approve: () => true });
    const { accounts } = await wallet.features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] });
    for (const account of accounts) {
      const [output] = await wallet.features['bitcoin:signMessage'].signMessage({ account, message: new TextEncoder().encode('sign in') });
      const signature = base64.encode(output!.signature);
      expect(checkBitcoinSignature({ address: account.address, caipNetworkId: REGTEST, message: 'sign in', signature })).toBe(true);
      expect(checkBitcoinSignature({ address: account.address, caipNetworkId: REGTEST, message: 'sign in!', signature })).toBe(false);
    }
  });

  it('asks approve(what) first, refuses with 4001, and remembers an authorisation in its memory across instances', async () => {
    const asked: string[] = [];
    const shared = memory();
    const refusing = new BitcoinTestWallet({}, { approve: (what) => (asked.push(what), false), memory: shared });
    await expect(refusing.features['bitcoin:connect'].connect({ purposes: ['payment'] })).rejects.toMatchObject({ code: 4001 });
    expect(asked).toEqual(['bitcoin:connect']);
    expect(refusing.accounts).toEqual([]);
    await new BitcoinTestWallet({}, { approve: () => true, memory: shared }).features['bitcoin:connect'].connect({ purposes: ['payment'] });
    expect(new BitcoinTestWallet({}, { approve: () => true, memory: shared }).accounts.map((account) => account.address)).toEqual([BITCOIN_TEST_ADDRESS, BITCOIN_TEST_ORDINALS_ADDRESS]);
  });

  it('signs only its own inputs of a PSBT', async () => {
    const keys = bitcoinTestKeys();
    const psbt = new Psbt();
    psbt.addInput({ hash: '11'.repeat(32), index: 0, witnessUtxo: { script: keys.payment.script, value: 5_000n } });
    psbt.addInput({ hash: '22'.repeat(32), index: 0, witnessUtxo: { script: other.payment.script, value: 5_000n } });
    psbt.addOutput({ script: other.payment.script, value: 9_000n });
    const signed = Psbt.fromBase64(signPsbtInputs(keys, psbt.toBase64(), [0]));
    expect(signed.data.inputs[0]?.partialSig).toHaveLength(1);
    expect(signed.data.inputs[1]?.partialSig).toBeUndefined();
    expect(() => signPsbtInputs(keys, psbt.toBase64(), [1])).toThrow(/not spend an output of this wallet/);
  });

  it('bundles for a browser page as an IIFE without Node built-ins or Buffer', async () => {
    const { build } = await import('esbuild');
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./bitcoin-wallet.ts', import.meta.url))],
      bundle: true, format: 'iife', platform: 'browser', target: 'es2020', write: false, logLevel: 'silent',
    });
    const code = result.outputFiles[0]?.text ?? '';
    expect(code.length).toBeGreaterThan(10_000);
    expect(code).not.toMatch(/\bBuffer\.(from|alloc|concat|isBuffer)\b/);
    expect(code).not.toMatch(/require\(["'](crypto|buffer|stream|node:)/);
  });
});
