import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { address, crypto, networks, opcodes, payments, script, Transaction, type Network } from 'bitcoinjs-lib';

/** An unspent output the ledger holds. */
/** An unspent output of the stand-in ledger. */
export interface LedgerOutput {
  /** The id of the transaction that made it. */
  readonly txid: string;
  /** Its index among that transaction's outputs. */
  readonly vout: number;
  /** Its value in satoshis. */
  readonly value: bigint;
  /** Its locking script. */
  readonly script: Uint8Array;
  /** The address the script pays. */
  readonly address: string;
}

export class LedgerRejection extends Error {}

const hex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
const key = (txid: string, vout: number): string => `${txid}:${vout}`;

/** The address of an output script: P2WPKH, P2TR, P2WSH, P2PKH or P2SH; undefined for anything else. */
export function addressOfScript(output: Uint8Array, network: Network): string | undefined {
  const [version, program] = [output[0], output.subarray(2)];
  if (output.length === 22 && version === opcodes.OP_0 && output[1] === 20) return address.toBech32(program, 0, network.bech32);
  if (output.length === 34 && version === opcodes.OP_0 && output[1] === 32) return address.toBech32(program, 0, network.bech32);
  if (output.length === 34 && version === opcodes.OP_1 && output[1] === 32) return address.toBech32(program, 1, network.bech32);
  try {
    return address.fromOutputScript(output, network);
  } catch {
    return undefined;
  }
}

/** The output script of an address; taproot written out, as bitcoinjs-lib wants an ECC library for it. */
export function outputScriptOf(to: string, network: Network): Uint8Array {
  if (/^(bc|tb|bcrt)1p/i.test(to)) {
    const { version, data } = address.fromBech32(to);
    if (version !== 1 || data.length !== 32) throw new Error(`${to} is not a taproot address`);
    return script.compile([opcodes.OP_1, data]);
  }
  return address.toOutputScript(to, network);
}

/** Checks the witness of input `index` against the output it spends; throws a LedgerRejection when it does not sign. */
function checkWitness(transaction: Transaction, index: number, spent: readonly LedgerOutput[]): void {
  const { script: prevScript, value } = spent[index]!;
  const witness = transaction.ins[index]!.witness;
  if (prevScript.length === 22 && prevScript[0] === opcodes.OP_0) {
    const [encoded, publicKey] = witness;
    if (witness.length !== 2 || !encoded || !publicKey || publicKey.length !== 33) throw new LedgerRejection(`input ${index}: not a P2WPKH witness`);
    if (hex(crypto.hash160(publicKey)) !== hex(prevScript.subarray(2))) throw new LedgerRejection(`input ${index}: the key does not match the output`);
    const { signature, hashType } = script.signature.decode(encoded);
    const scriptCode = payments.p2pkh({ hash: prevScript.subarray(2) }).output!;
    const sighash = transaction.hashForWitnessV0(index, scriptCode, value, hashType);
    if (!secp256k1.verify(signature, sighash, publicKey, { prehash: false, format: 'compact' })) throw new LedgerRejection(`input ${index}: bad signature`);
    return;
  }
  if (prevScript.length === 34 && prevScript[0] === opcodes.OP_1) {
    const [signature] = witness;
    if (witness.length !== 1 || !signature || (signature.length !== 64 && signature.length !== 65)) throw new LedgerRejection(`input ${index}: not a taproot key-path witness`);
    const hashType = signature.length === 65 ? signature[64]! : Transaction.SIGHASH_DEFAULT;
    const sighash = transaction.hashForWitnessV1(index, spent.map((output) => output.script), spent.map((output) => output.value), hashType);
    if (!schnorr.verify(signature.subarray(0, 64), sighash, prevScript.subarray(2))) throw new LedgerRejection(`input ${index}: bad signature`);
    return;
  }
  throw new LedgerRejection(`input ${index}: only P2WPKH and taproot key-path spends are checked here`);
}

/**
 * The UTXO set of a regtest chain without a node: funding creates coinbase-like transactions, and a
 * submitted transaction is applied only when every input spends a known unspent output with a valid
 * signature (P2WPKH, taproot key path) and the outputs hold no more than the inputs.
 */
export function createBitcoinLedger(network: Network = networks.regtest) {
  const unspent = new Map<string, LedgerOutput>();
  const funded = new Map<string, bigint>();
  const spentSums = new Map<string, bigint>();
  const transactions = new Map<string, string>();
  let fundings = 0;

  const add = (txid: string, transaction: Transaction): void => {
    transaction.outs.forEach((output, vout) => {
      const owner = addressOfScript(output.script, network) ?? `script:${hex(output.script)}`;
      unspent.set(key(txid, vout), { txid, vout, value: output.value, script: output.script, address: owner });
      funded.set(owner, (funded.get(owner) ?? 0n) + output.value);
    });
    transactions.set(txid, transaction.toHex());
  };

  return {
    network,
    transactions,
    fund(to: string, sats: bigint): string {
      const transaction = new Transaction();
      fundings += 1;
      // A unique coinbase-like input, so every funding has its own txid.
      transaction.addInput(new Uint8Array(32), 0xffffffff, 0xffffffff, script.compile([script.number.encode(fundings)]));
      transaction.addOutput(outputScriptOf(to, network), sats);
      add(transaction.getId(), transaction);
      return transaction.getId();
    },
    /** Applies a raw transaction (hex) or throws a LedgerRejection; answers its txid. */
    submit(rawHex: string): string {
      let transaction: Transaction;
      try {
        transaction = Transaction.fromHex(rawHex);
      } catch (cause) {
        throw new LedgerRejection(`not a transaction: ${cause instanceof Error ? cause.message : String(cause)}`);
      }
      if (transaction.ins.length === 0 || transaction.outs.length === 0) throw new LedgerRejection('a transaction needs inputs and outputs');
      const keys = transaction.ins.map((input) => key(hex(Uint8Array.from(input.hash).reverse()), input.index));
      if (new Set(keys).size !== keys.length) throw new LedgerRejection('an output is spent twice');
      const spent = keys.map((item) => {
        const output = unspent.get(item);
        if (!output) throw new LedgerRejection(`missing or spent input ${item}`);
        return output;
      });
      transaction.ins.forEach((_, index) => checkWitness(transaction, index, spent));
      const inputs = spent.reduce((sum, output) => sum + output.value, 0n);
      const outputs = transaction.outs.reduce((sum, output) => sum + output.value, 0n);
      if (outputs > inputs) throw new LedgerRejection(`outputs (${outputs}) above inputs (${inputs})`);
      for (const [index, item] of keys.entries()) {
        unspent.delete(item);
        const owner = spent[index]!.address;
        spentSums.set(owner, (spentSums.get(owner) ?? 0n) + spent[index]!.value);
      }
      add(transaction.getId(), transaction);
      return transaction.getId();
    },
    utxosOf(owner: string): LedgerOutput[] {
      return [...unspent.values()].filter((output) => output.address === owner);
    },
    balanceOf(owner: string): bigint {
      return (funded.get(owner) ?? 0n) - (spentSums.get(owner) ?? 0n);
    },
    stats(owner: string) {
      return { funded: funded.get(owner) ?? 0n, spent: spentSums.get(owner) ?? 0n, count: this.utxosOf(owner).length };
    },
  };
}

export type BitcoinLedger = ReturnType<typeof createBitcoinLedger>;
