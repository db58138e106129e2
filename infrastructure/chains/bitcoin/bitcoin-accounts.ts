import { base64 } from '@scure/base';
import { isBitcoinAddressOf } from '../../../domain/address/bitcoin-address.ts';
import type { BitcoinNetworkKind } from '../../../domain/network/catalogue/bitcoin-kinds.ts';

function fieldOf(item: unknown, key: string): unknown {
  try {
    return typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[key] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The addresses of a bip122 accounts answer (`[{ address, purpose }]`, or plain strings) that belong to
 * the network kind: the payment addresses first (a send spends from the first), ordinals after;
 * another network's addresses and malformed entries are dropped.
 */
export function bitcoinAddressesOf(value: unknown, kind: BitcoinNetworkKind | undefined): string[] {
  if (!Array.isArray(value)) return [];
  const entries = value.flatMap((item: unknown) => {
    const address = typeof item === 'string' ? item : fieldOf(item, 'address');
    const purpose = fieldOf(item, 'purpose');
    return kind !== undefined && isBitcoinAddressOf(address, kind) ? [{ address, ordinals: purpose === 'ordinals' }] : [];
  });
  const ordered = [...entries.filter((entry) => !entry.ordinals), ...entries.filter((entry) => entry.ordinals)];
  return [...new Set(ordered.map((entry) => entry.address))];
}

const LEGACY_SIGNATURE_BYTES = 65;
const MAX_WITNESS_BYTES = 10_000;

/** Reads a Bitcoin CompactSize at `offset`: [value, next offset], or undefined past the end. */
function compactSize(bytes: Uint8Array, offset: number): [number, number] | undefined {
  const first = bytes[offset];
  if (first === undefined) return undefined;
  if (first < 0xfd) return [first, offset + 1];
  const width = first === 0xfd ? 2 : first === 0xfe ? 4 : 8;
  if (offset + 1 + width > bytes.length || width === 8) return undefined;
  let value = 0;
  for (let index = width; index >= 1; index -= 1) value = value * 256 + (bytes[offset + index] ?? 0);
  return [value, offset + 1 + width];
}

/** Whether the bytes are exactly one consensus-encoded witness stack with at least one item. */
function isWitnessStack(bytes: Uint8Array): boolean {
  const count = compactSize(bytes, 0);
  if (!count || count[0] === 0) return false;
  let offset = count[1];
  for (let item = 0; item < count[0]; item += 1) {
    const size = compactSize(bytes, offset);
    if (!size) return false;
    offset = size[1] + size[0];
    if (offset > bytes.length) return false;
  }
  return offset === bytes.length;
}

/**
 * Whether a wallet's message signature has one of the two forms the sign-in verifier reads: a BIP-137
 * compact signature (65 bytes, header 27–42) or a BIP-322 simple witness stack, in base64. Whether it
 * signs is the verifier's question; this keeps garbage from reaching it as a "signature".
 */
export function isBitcoinMessageSignature(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0) return false;
  let bytes: Uint8Array;
  try {
    bytes = base64.decode(value);
  } catch {
    return false;
  }
  if (bytes.length > MAX_WITNESS_BYTES) return false;
  const header = bytes[0] ?? 0;
  if (bytes.length === LEGACY_SIGNATURE_BYTES && header >= 27 && header <= 42) return true;
  return isWitnessStack(bytes);
}
