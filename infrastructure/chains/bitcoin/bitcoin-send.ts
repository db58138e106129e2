import { secp256k1 } from '@noble/curves/secp256k1';
import { address as bitcoinAddress, networks, opcodes, Psbt, script, type Network } from 'bitcoinjs-lib';
import type { SendNativeInput, WalletProvider } from '../../../application/ports/chain-adapter.port.ts';
import { isBitcoinAddressOf } from '../../../domain/address/bitcoin-address.ts';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import { BITCOIN_MAINNET_ID, BITCOIN_REGTEST_ID, BITCOIN_TESTNET_ID, bitcoinNetworkOf } from '../../../domain/network/catalogue/bitcoin-kinds.ts';
import { FALLBACK_FEE_RATE, selectCoins } from './bitcoin-coin-selection.ts';
import type { EsploraClient } from './bitcoin-esplora.ts';

const ADDRESS_PARAMETERS: Readonly<Record<string, Network>> = {
  [BITCOIN_MAINNET_ID]: networks.bitcoin,
  [BITCOIN_TESTNET_ID]: networks.testnet,
  [BITCOIN_REGTEST_ID]: networks.regtest,
};
const SIGHASH_ALL = 1;

/**
 * The output script paying to an address. Segwit v1+ (taproot) is written out here: bitcoinjs-lib
 * checks a taproot key against an elliptic-curve library it would have to be given for that alone.
 */
function outputScriptOf(address: string, network: Network): Uint8Array {
  if (/^(bc|tb|bcrt)1p/i.test(address)) {
    const { version, prefix, data } = bitcoinAddress.fromBech32(address);
    if (prefix !== network.bech32 || version !== 1 || data.length !== 32) throw new Error('not a taproot address of this network');
    return script.compile([opcodes.OP_1, data]);
  }
  return bitcoinAddress.toOutputScript(address, network);
}

function checkedInput(input: SendNativeInput): { network: Network; from: Uint8Array; to: Uint8Array } {
  const network = ADDRESS_PARAMETERS[input.network.caipNetworkId];
  const kind = bitcoinNetworkOf(input.network.caipNetworkId);
  if (!network || !kind) throw catalogueError('NETWORK_NOT_FOUND', { details: input.network.caipNetworkId });
  const named = `a P2WPKH address of ${input.network.name} (${network.bech32}1q…), whose coins the transfer spends`;
  if (!isBitcoinAddressOf(input.from, kind) || !input.from.toLowerCase().startsWith(`${network.bech32}1q`)) {
    throw catalogueError('INVALID_ARGUMENT', { params: { name: 'The sender', expected: named } });
  }
  if (input.value <= 0n) throw catalogueError('INVALID_ARGUMENT', { params: { name: 'The amount', expected: 'a positive number of sats' } });
  try {
    const from = outputScriptOf(input.from, network);
    if (from.length !== 22) throw new Error('not P2WPKH');
    if (!isBitcoinAddressOf(input.to, kind)) throw new Error('another network');
    return { network, from, to: outputScriptOf(input.to, network) };
  } catch (cause) {
    throw catalogueError('INVALID_ARGUMENT', { cause, params: { name: 'The receiver', expected: `an address of ${input.network.name}` } });
  }
}

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && a.every((byte, index) => byte === b[index]);
const unsignedBytes = (psbt: Psbt): Uint8Array => psbt.data.globalMap.unsignedTx.toBuffer();

/**
 * The PSBT the wallet answered, if it is ours: the same unsigned transaction (a wallet must not add,
 * drop or change an input or an output), each input signed by the sender with SIGHASH_ALL or already
 * finalised by the wallet. Anything else is refused before a byte is broadcast.
 */
function signedPsbtOf(answer: unknown, unsigned: Psbt, network: Network): Psbt {
  const encoded = typeof answer === 'object' && answer !== null ? (answer as { psbt?: unknown }).psbt : undefined;
  let signed: Psbt;
  try {
    if (typeof encoded !== 'string') throw new TypeError('no psbt');
    signed = Psbt.fromBase64(encoded, { network });
  } catch (cause) {
    throw catalogueError('WALLET_ANSWER_INVALID', { cause, params: { what: 'a signed PSBT in base64' } });
  }
  if (!sameBytes(unsignedBytes(signed), unsignedBytes(unsigned))) {
    throw catalogueError('WALLET_ANSWER_INVALID', { params: { what: 'our transaction (a wallet may sign it, not change its inputs or outputs)' } });
  }
  const verify = (publicKey: Uint8Array, hash: Uint8Array, signature: Uint8Array): boolean =>
    secp256k1.verify(signature, hash, publicKey, { prehash: false, format: 'compact' });
  signed.data.inputs.forEach((input, index) => {
    if (input.finalScriptWitness) return;
    const partial = input.partialSig ?? [];
    const valid = partial.length > 0 && partial.every((entry) => script.signature.decode(entry.signature).hashType === SIGHASH_ALL) && signed.validateSignaturesOfInput(index, verify);
    if (!valid) throw catalogueError('WALLET_ANSWER_INVALID', { params: { what: 'our transaction signed by the sender' } });
    signed.finalizeInput(index);
  });
  return signed;
}

/**
 * Bitcoin (bip122) native send: the sender's P2WPKH coins to the receiver with change back to the sender,
 * as a PSBT the wallet signs (it prompts) without broadcasting; walletport checks, finalises and sends it.
 */
export async function sendBitcoinTransfer(provider: WalletProvider, esplora: EsploraClient, input: SendNativeInput): Promise<string> {
  const { network, from, to } = checkedInput(input);
  const [utxos, feeRate] = await Promise.all([esplora.utxos(input.from), esplora.feeRate()]);
  const selection = selectCoins(utxos, input.value, to.length, from.length, feeRate ?? FALLBACK_FEE_RATE);
  const unsigned = new Psbt({ network });
  for (const utxo of selection.inputs) unsigned.addInput({ hash: utxo.txid, index: utxo.vout, witnessUtxo: { script: from, value: utxo.value } });
  unsigned.addOutput({ script: to, value: input.value });
  if (selection.change > 0n) unsigned.addOutput({ script: from, value: selection.change });

  const answer = await provider.request({
    method: 'signPsbt',
    params: {
      account: input.from,
      psbt: unsigned.toBase64(),
      signInputs: selection.inputs.map((_, index) => ({ address: input.from, index, sighashTypes: [SIGHASH_ALL] })),
      broadcast: false,
    },
  });
  const transaction = signedPsbtOf(answer, unsigned, network).extractTransaction();
  const txid = await esplora.broadcast(transaction.toHex());
  if (txid !== transaction.getId()) throw catalogueError('HTTP_INVALID_BODY', { details: `/tx answered ${txid} for ${transaction.getId()}` });
  return txid;
}
