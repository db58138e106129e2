import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Psbt } from 'bitcoinjs-lib';
import type { WalletProvider } from '../../application/ports/wallet-provider.ts';
import { bitcoinRegtest } from '../../domain/network/catalogue/bitcoin.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { createBitcoinAdapter } from '../../infrastructure/chains/bitcoin/bitcoin-adapter.ts';
import { walletStandardBitcoinProvider } from '../../infrastructure/chains/bitcoin/wallet-standard-bitcoin-provider.ts';
import { startBitcoinEsplora, type BitcoinEsplora } from '../stand-ins/bitcoin-esplora.ts';
import { signPsbtInputs } from '../wallets/bitcoin-signer.ts';
import { BITCOIN_TEST_ADDRESS, BitcoinTestWallet, bitcoinTestKeys } from '../wallets/bitcoin-wallet.ts';

const network = bitcoinRegtest as CaipNetwork;
const RECEIVER = bitcoinTestKeys('0202020202020202020202020202020202020202020202020202020202020202').payment.address;
const TAPROOT_RECEIVER = bitcoinTestKeys('0303030303030303030303030303030303030303030303030303030303030303').ordinals.address;
let esplora: BitcoinEsplora;

beforeAll(async () => {
  esplora = await startBitcoinEsplora({ network: 'regtest', fund: [{ address: BITCOIN_TEST_ADDRESS, sats: 60_000n }, { address: BITCOIN_TEST_ADDRESS, sats: 50_000n }] });
});
afterAll(async () => esplora?.stop());

function site() {
  const wallet = new BitcoinTestWallet({}, { approve: () => true });
  const provider = walletStandardBitcoinProvider(wallet);
  const adapter = createBitcoinAdapter({ projectId: '', rpcHost: '', customRpcUrls: { [network.caipNetworkId]: [{ url: esplora.url }] } });
  return { wallet, provider, adapter };
}

/** A provider that hands the PSBT to the test wallet, then lets a test change what the wallet answers. */
function tampering(provider: WalletProvider, change: (signed: Psbt) => Psbt): WalletProvider {
  return {
    async request(args) {
      const answer = (await provider.request(args)) as { psbt: string };
      return args.method === 'signPsbt' ? { psbt: change(Psbt.fromBase64(answer.psbt)).toBase64() } : answer;
    },
  };
}

describe('a bitcoin transfer as a PSBT the wallet signs, sent to the esplora stand-in', () => {
  it('pays the receiver exactly the amount, returns the change to the sender and pays a fee', async () => {
    const { provider, adapter, wallet } = site();
    await adapter.connect(provider, { network });
    const before = esplora.balanceOf(BITCOIN_TEST_ADDRESS);
    expect((await adapter.getBalance(network, BITCOIN_TEST_ADDRESS)).value).toBe(before);
    const txid = await adapter.sendNative?.(provider, { network, from: BITCOIN_TEST_ADDRESS, to: RECEIVER, value: 70_000n });
    expect(txid).toMatch(/^[0-9a-f]{64}$/);
    expect(esplora.transactions.has(txid ?? '')).toBe(true);
    expect(esplora.balanceOf(RECEIVER)).toBe(70_000n);
    const fee = before - 70_000n - esplora.balanceOf(BITCOIN_TEST_ADDRESS);
    expect(fee).toBeGreaterThan(0n);
    expect(fee).toBeLessThan(2_000n);
    // Both coins were needed, and the change is a new coin of the sender.
    expect(esplora.utxosOf(BITCOIN_TEST_ADDRESS).map((utxo) => utxo.txid)).toEqual([txid]);
    expect(wallet.calls).toContain('bitcoin:signTransaction');
    expect((await adapter.getBalance(network, BITCOIN_TEST_ADDRESS)).value).toBe(esplora.balanceOf(BITCOIN_TEST_ADDRESS));
  });

  it('pays a taproot receiver', async () => {
    const { provider, adapter } = site();
    await adapter.connect(provider, { network });
    await adapter.sendNative?.(provider, { network, from: BITCOIN_TEST_ADDRESS, to: TAPROOT_RECEIVER, value: 1_000n });
    expect(esplora.balanceOf(TAPROOT_RECEIVER)).toBe(1_000n);
  });

  it('refuses a wallet that alters an output or answers garbage; nothing is broadcast', async () => {
    const { provider, adapter } = site();
    await adapter.connect(provider, { network });
    const count = esplora.transactions.size;
    // A wallet that pays the receiver less (more change) and signs that, validly, instead of our transaction.
    const altered = tampering(provider, (signed) => {
      const changed = new Psbt();
      signed.txInputs.forEach((input, index) => changed.addInput({ hash: input.hash, index: input.index, witnessUtxo: signed.data.inputs[index]!.witnessUtxo! }));
      signed.txOutputs.forEach((output, index) => changed.addOutput({ script: output.script, value: index === 0 ? output.value - 500n : output.value + 500n }));
      return Psbt.fromBase64(signPsbtInputs(bitcoinTestKeys(), changed.toBase64(), signed.txInputs.map((_, index) => index)));
    });
    const send = (wallet: WalletProvider) => adapter.sendNative?.(wallet, { network, from: BITCOIN_TEST_ADDRESS, to: RECEIVER, value: 2_000n });
    await expect(send(altered)).rejects.toMatchObject({ code: 'WALLET_ANSWER_INVALID' });
    await expect(send({ request: async () => ({ psbt: 'not a psbt' }) })).rejects.toMatchObject({ code: 'WALLET_ANSWER_INVALID' });
    // The unsigned PSBT handed back as if signed.
    await expect(send({ request: async ({ params }) => ({ psbt: (params as { psbt: string }).psbt }) })).rejects.toMatchObject({ code: 'WALLET_ANSWER_INVALID' });
    expect(esplora.transactions.size).toBe(count);
    expect(esplora.balanceOf(RECEIVER)).toBe(70_000n);
  });

  it('refuses an amount above the balance with the amount the sender can send', async () => {
    const { provider, adapter } = site();
    await adapter.connect(provider, { network });
    const send = adapter.sendNative?.(provider, { network, from: BITCOIN_TEST_ADDRESS, to: RECEIVER, value: esplora.balanceOf(BITCOIN_TEST_ADDRESS) });
    await expect(send).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    await expect(send).rejects.toThrow(/at most \d+ sats/);
  });

  it('a refusal in the wallet surfaces as code 4001 and sends nothing', async () => {
    const { provider, adapter, wallet } = site();
    await adapter.connect(provider, { network });
    const count = esplora.transactions.size;
    wallet.rejectNextRequests(1);
    await expect(adapter.sendNative?.(provider, { network, from: BITCOIN_TEST_ADDRESS, to: RECEIVER, value: 1_000n })).rejects.toMatchObject({ code: 4001 });
    expect(esplora.transactions.size).toBe(count);
  });
});
