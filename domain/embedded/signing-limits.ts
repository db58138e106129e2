import { catalogueError } from '../errors/catalogue.ts';
import type { WalletportError } from '../errors/walletport-error.ts';

/**
 * How large a signing request may be. Everything within these limits is shown in full (nothing is ever
 * cut) and is read, checked and laid out in well under 50 ms; anything larger is refused before it is
 * read further, so one request cannot hold the frame's event loop.
 */
export const SIGNING_LIMITS = {
  /** Typed data as JSON text, in UTF-8 bytes. */
  typedDataJsonBytes: 16_384,
  /** Nesting of structs and arrays; the message itself is level 1. */
  typedDataDepth: 6,
  /** Every value the message holds (struct fields, array entries and the leaves), all levels together. */
  typedDataFields: 200,
  arrayEntries: 64,
  /** Distinct struct types, and declared fields over all of them. */
  typedDataTypes: 32,
  typedDataDeclaredFields: 200,
  personalMessageBytes: 16_384,
  /** Transaction calldata: a contract deployment at its largest (EIP-3860) fits with room to spare. */
  transactionDataBytes: 131_072,
} as const;

export function tooLarge(what: string, limit: string): WalletportError {
  return catalogueError('SIGNING_REQUEST_TOO_LARGE', { params: { what, limit } });
}

/**
 * The UTF-8 length of `value` written as JSON, counted without writing it, and given up on (answering
 * `limit + 1`) as soon as it passes `limit` or nests deeper than any request may: a page's object of
 * megabytes, or one that refers to itself, costs no more than `limit` characters of work.
 */
export function boundedJsonBytes(value: unknown, limit: number): number {
  let total = 0;
  const over = limit + 1;
  const visit = (node: unknown, depth: number): boolean => {
    if (depth > 32) return false;
    if (typeof node === 'string') {
      if (node.length > limit) return false;
      total += utf8Length(node) + 2;
    } else if (typeof node === 'number' || typeof node === 'boolean' || typeof node === 'bigint') {
      total += String(node).length;
    } else if (node === null) {
      total += 4;
    } else if (Array.isArray(node)) {
      if (node.length > limit) return false;
      total += 1 + node.length;
      for (const entry of node) if (!visit(entry, depth + 1) || total > limit) return false;
    } else if (typeof node === 'object') {
      const keys = Object.keys(node);
      if (keys.length > limit) return false;
      total += 1 + keys.length;
      for (const key of keys) {
        total += utf8Length(key) + 3;
        if (total > limit || !visit((node as Record<string, unknown>)[key], depth + 1) || total > limit) return false;
      }
    }
    return total <= limit;
  };
  return visit(value, 0) ? total : over;
}

/** UTF-8 bytes of a string: 1 to 4 per code point (a lone surrogate is written as 3). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && index + 1 < text.length && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      index += 1;
    } else bytes += 3;
  }
  return bytes;
}
