import { base64 } from '@scure/base';
import { address as bitcoinAddress, networks, type Network } from 'bitcoinjs-lib';
import { BITCOIN_MAINNET_ID, BITCOIN_REGTEST_ID, BITCOIN_TESTNET_ID } from '../../domain/network/catalogue/bitcoin-kinds.ts';
import { checkBip322SimpleSignature } from './bitcoin-bip322.ts';
import { checkSignedMessageSignature, isSignedMessageSignature } from './bitcoin-signed-message.ts';

/**
 * Bitcoin sign-in signatures, loaded only when a bip122 session is verified. Two formats are in use:
 * BIP-322 "simple" (what Xverse, Leather, Unisat and OKX return for segwit and taproot accounts) and the
 * older BIP-137 / Electrum compact signature (what most wallets still return for 1… addresses, and some for
 * segwit ones).
 */

/** The address kinds whose signatures can be checked without a script interpreter. */
export type BitcoinAccount =
  | { readonly type: 'p2pkh'; readonly keyHash: Uint8Array }
  /** Only the P2SH-P2WPKH wrapping is checkable; the script hash alone does not say which script it is. */
  | { readonly type: 'p2sh'; readonly scriptHash: Uint8Array }
  | { readonly type: 'p2wpkh'; readonly keyHash: Uint8Array }
  /** A taproot output key, checked by key path only. */
  | { readonly type: 'p2tr'; readonly outputKey: Uint8Array };

/** Address version bytes and bech32 prefix of each chain, by CAIP-2 id. */
const ADDRESS_PARAMETERS: Readonly<Record<string, Network>> = {
  [BITCOIN_MAINNET_ID]: networks.bitcoin,
  [BITCOIN_TESTNET_ID]: networks.testnet,
  [BITCOIN_REGTEST_ID]: networks.regtest,
};

const HASH_BYTES = 20;
const TAPROOT_KEY_BYTES = 32;

function decodeBase58Address(address: string, network: Network): BitcoinAccount | undefined {
  const { version, hash } = bitcoinAddress.fromBase58Check(address);
  if (version === network.pubKeyHash) return { type: 'p2pkh', keyHash: hash };
  if (version === network.scriptHash) return { type: 'p2sh', scriptHash: hash };
  return undefined;
}

function decodeSegwitAddress(address: string, network: Network): BitcoinAccount | undefined {
  // fromBech32 also refuses a v0 program in bech32m and a v1+ program in bech32 (BIP-350).
  const { version, prefix, data } = bitcoinAddress.fromBech32(address);
  if (prefix !== network.bech32) return undefined;
  if (version === 0 && data.length === HASH_BYTES) return { type: 'p2wpkh', keyHash: data };
  if (version === 1 && data.length === TAPROOT_KEY_BYTES) return { type: 'p2tr', outputKey: data };
  return undefined;
}

/**
 * The account an address names on the chain `caipNetworkId`, or undefined for an address that is malformed,
 * of another network, or of a kind that cannot be checked here (P2WSH, future segwit versions).
 */
export function decodeBitcoinAddress(address: string, caipNetworkId: string): BitcoinAccount | undefined {
  const network = Object.hasOwn(ADDRESS_PARAMETERS, caipNetworkId) ? ADDRESS_PARAMETERS[caipNetworkId] : undefined;
  if (network === undefined) return undefined;
  try {
    return /^(bc|tb|bcrt)1/i.test(address) ? decodeSegwitAddress(address, network) : decodeBase58Address(address, network);
  } catch {
    // A bad checksum, character or length: not an address.
    return undefined;
  }
}

export interface BitcoinSignedMessage {
  readonly address: string;
  /** The CAIP-2 chain id the address must belong to. */
  readonly caipNetworkId: string;
  readonly message: string;
  /** Base64, as the wallets return it. */
  readonly signature: string;
}

/** Whether `signature` is a BIP-322 simple or a BIP-137 signature by `address` over `message`. Never throws. */
export function checkBitcoinSignature({ address, caipNetworkId, message, signature }: BitcoinSignedMessage): boolean {
  try {
    const account = decodeBitcoinAddress(address, caipNetworkId);
    if (account === undefined) return false;
    const signatureBytes = base64.decode(signature);
    const messageBytes = new TextEncoder().encode(message);
    return isSignedMessageSignature(signatureBytes)
      ? checkSignedMessageSignature(account, messageBytes, signatureBytes)
      : checkBip322SimpleSignature(account, messageBytes, signatureBytes);
  } catch {
    // Not base64, a witness that does not parse, a point not on the curve: not a valid signature.
    return false;
  }
}
