import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils';
import { address, crypto, opcodes, script } from 'bitcoinjs-lib';

/** The bitcoin test wallet's default secret (hex, 32 bytes): a fixed key, so addresses are the same on every run. */
export const BITCOIN_TEST_SEED_HEX = 'b17c0117b17c0117b17c0117b17c0117b17c0117b17c0117b17c0117b17c0117';

/** The network a test wallet's addresses are for: bcrt1… on regtest, tb1… on testnet, bc1… on mainnet. */
export type BitcoinTestNetwork = 'regtest' | 'testnet' | 'mainnet';
const HRP: Readonly<Record<BitcoinTestNetwork, string>> = { regtest: 'bcrt', testnet: 'tb', mainnet: 'bc' };

/** A test wallet's two keys and addresses, derived from one seed. */
export interface BitcoinTestKeys {
  /** P2WPKH: the payment address, whose coins a send spends. */
  readonly payment: BitcoinTestKey;
  /** P2TR key path (BIP-86, no script tree): the ordinals address. `secret` is the tweaked key that signs. */
  readonly ordinals: BitcoinTestKey;
}

/** One key of a test wallet and the address it controls. */
export interface BitcoinTestKey {
  /** The address, in the network's bech32 or bech32m form. */
  readonly address: string;
  /** The private key that signs, 32 bytes. */
  readonly secret: Uint8Array;
  /** The public key: 33 bytes compressed (payment), 32 bytes x-only (ordinals). */
  readonly publicKey: Uint8Array;
  /** The output script that pays the address. */
  readonly script: Uint8Array;
}

const toNumber = (bytes: Uint8Array): bigint => BigInt(`0x${bytesToHex(bytes) || '0'}`);
const toBytes32 = (value: bigint): Uint8Array => hexToBytes(value.toString(16).padStart(64, '0'));

/** BIP-341's key-path tweak without a script tree: d' = (d with even Y) + hash_TapTweak(P). */
function taprootTweakedSecret(internalSecret: Uint8Array): Uint8Array {
  const n = secp256k1.CURVE.n;
  const d = toNumber(internalSecret);
  const point = secp256k1.ProjectivePoint.BASE.multiply(d).toAffine();
  const evenD = point.y % 2n === 0n ? d : n - d;
  const tweak = toNumber(schnorr.utils.taggedHash('TapTweak', schnorr.getPublicKey(internalSecret))) % n;
  return toBytes32((evenD + tweak) % n);
}

/** The payment and ordinals keys of a seed on a network. */
export function bitcoinTestKeys(seedHex: string = BITCOIN_TEST_SEED_HEX, network: BitcoinTestNetwork = 'regtest'): BitcoinTestKeys {
  const paymentSecret = hexToBytes(seedHex.replace(/^0x/, ''));
  if (paymentSecret.length !== 32) throw new Error('The bitcoin test wallet seed must be 32 bytes of hex.');
  const paymentPublicKey = secp256k1.getPublicKey(paymentSecret, true);
  const keyHash = crypto.hash160(paymentPublicKey);
  const ordinalsInternal = sha256(concatBytes(paymentSecret, utf8ToBytes('ordinals')));
  const ordinalsSecret = taprootTweakedSecret(ordinalsInternal);
  const outputKey = schnorr.getPublicKey(ordinalsSecret);
  return {
    payment: { address: address.toBech32(keyHash, 0, HRP[network]), secret: paymentSecret, publicKey: paymentPublicKey, script: script.compile([opcodes.OP_0, keyHash]) },
    ordinals: { address: address.toBech32(outputKey, 1, HRP[network]), secret: ordinalsSecret, publicKey: outputKey, script: script.compile([opcodes.OP_1, outputKey]) },
  };
}

/** The regtest P2WPKH payment address of {@link BITCOIN_TEST_SEED_HEX}. */
export const BITCOIN_TEST_ADDRESS = bitcoinTestKeys().payment.address;
/** The regtest P2TR ordinals address of {@link BITCOIN_TEST_SEED_HEX}. */
export const BITCOIN_TEST_ORDINALS_ADDRESS = bitcoinTestKeys().ordinals.address;
