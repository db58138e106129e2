import { Secp256k1Wallet } from '@cosmjs/amino';
import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing';
import { secp256k1 } from '@noble/curves/secp256k1';
import { ripemd160 } from '@noble/hashes/legacy';
import { sha256 } from '@noble/hashes/sha2';
import { bech32, hex } from '@scure/base';

/** The cosmos test wallet's secp256k1 private key (a test key: never hold real funds with it). */
export const COSMOS_TEST_KEY_HEX = '0c05'.repeat(16);
/** Its account on the Cosmos Hub (and its testnet). */
export const COSMOS_TEST_ADDRESS = 'cosmos1jra4e3dwa2umjy64p7uqgg654tqvx54l7ts295';

/** The chains the test wallet serves by default: chain id → bech32 account prefix. */
export const DEFAULT_COSMOS_CHAINS: Readonly<Record<string, string>> = {
  'cosmoshub-4': 'cosmos',
  'theta-testnet-001': 'cosmos',
  'osmosis-1': 'osmo',
};

export function privateKeyOf(keyHex: string): Uint8Array {
  const key = hex.decode(keyHex.replace(/^0x/, ''));
  if (key.length !== 32) throw new Error('A cosmos test key is 32 bytes of hex.');
  return key;
}

export function compressedPublicKeyOf(key: Uint8Array): Uint8Array {
  return secp256k1.getPublicKey(key, true);
}

/** The bech32 account of a key under a prefix: ripemd160(sha256(compressed public key)). */
export function cosmosAddressOfKey(keyHex: string, prefix = 'cosmos'): string {
  return bech32.encode(prefix, bech32.toWords(ripemd160(sha256(compressedPublicKeyOf(privateKeyOf(keyHex))))));
}

/** cosmjs signers of one key, per bech32 prefix (the account address depends on it). */
export function cosmosSigners(keyHex: string) {
  const key = privateKeyOf(keyHex);
  const amino = new Map<string, Promise<Secp256k1Wallet>>();
  const direct = new Map<string, Promise<DirectSecp256k1Wallet>>();
  return {
    publicKey: compressedPublicKeyOf(key),
    amino(prefix: string): Promise<Secp256k1Wallet> {
      const found = amino.get(prefix) ?? Secp256k1Wallet.fromKey(key, prefix);
      amino.set(prefix, found);
      return found;
    },
    direct(prefix: string): Promise<DirectSecp256k1Wallet> {
      const found = direct.get(prefix) ?? DirectSecp256k1Wallet.fromKey(key, prefix);
      direct.set(prefix, found);
      return found;
    },
  };
}
