import type { WalletportError } from '../errors/walletport-error.ts';
import { startupError } from '../errors/startup-errors.ts';
import { FAMILY_NAMESPACES, type ListedNamespace as ChainNamespace } from '../chain-families/namespaces.ts';

/**
 * The supported namespaces, one per chain family record (domain/chain-families/registry.ts, which checks
 * this list against its records). Read from the bare list: parsing a CAIP id on the page's first script
 * must not load every family's networks.
 */
export const CHAIN_NAMESPACES = FAMILY_NAMESPACES;
// A supported chain family's CAIP-2 namespace; its doc comment is on its declaration.
export type { ChainNamespace };

/** `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`;
/** `namespace:reference:address`, e.g. `eip155:1:0xabc...`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`;

/** A CAIP-2 network id split in its parts: `eip155:1` is namespace `eip155`, reference `1`. */
export interface ParsedCaipNetworkId {
  /** The chain family's namespace. */
  readonly namespace: ChainNamespace;
  /** The chain within the family: the chain id on eip155, a genesis hash prefix on Solana and Bitcoin. */
  readonly reference: string;
}

/** A CAIP-10 account id split in its parts: `eip155:1:0xab…` adds address `0xab…`. */
export interface ParsedCaipAddress extends ParsedCaipNetworkId {
  /** The account's address in the family's format. */
  readonly address: string;
}

// CAIP-2 reference: 1-32 of [-_a-zA-Z0-9]; CAIP-10 account address: 1-128 of [-.%a-zA-Z0-9].
const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/;
const ACCOUNT_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/;

export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value);
}

function invalid(kind: string, value: unknown, reason: string): WalletportError {
  const shown = typeof value === 'string' ? value.slice(0, 80) : typeof value;
  return startupError('INVALID_CAIP', { params: { kind, value: shown, reason } });
}

function parseNamespace(kind: string, value: string, namespace: string | undefined): ChainNamespace {
  if (!isChainNamespace(namespace)) {
    throw invalid(kind, value, `unknown namespace "${String(namespace).slice(0, 20)}" (expected one of ${CHAIN_NAMESPACES.join(', ')})`);
  }
  return namespace;
}

/** Splits a CAIP-2 network id (`eip155:1`); throws a `WalletportError` (`INVALID_CAIP`) on an unsupported namespace or a malformed id. */
export function parseCaipNetworkId(value: unknown): ParsedCaipNetworkId {
  if (typeof value !== 'string') throw invalid('network id', value, 'not a string');
  const parts = value.split(':');
  if (parts.length !== 2) throw invalid('network id', value, 'expected exactly two parts "namespace:reference"');
  const namespace = parseNamespace('network id', value, parts[0]);
  const reference = parts[1] ?? '';
  if (!REFERENCE.test(reference)) throw invalid('network id', value, 'malformed reference');
  return { namespace, reference };
}

/** Splits a CAIP-10 account id (`eip155:1:0x…`); throws a `WalletportError` (`INVALID_CAIP`) when it is malformed. */
export function parseCaipAddress(value: unknown): ParsedCaipAddress {
  if (typeof value !== 'string') throw invalid('address', value, 'not a string');
  const parts = value.split(':');
  if (parts.length !== 3) throw invalid('address', value, 'expected exactly three parts "namespace:reference:address"');
  const namespace = parseNamespace('address', value, parts[0]);
  const reference = parts[1] ?? '';
  const address = parts[2] ?? '';
  if (!REFERENCE.test(reference)) throw invalid('address', value, 'malformed chain reference');
  if (!ACCOUNT_ADDRESS.test(address)) throw invalid('address', value, 'malformed account address');
  return { namespace, reference, address };
}

export function formatCaipNetworkId(namespace: ChainNamespace, reference: string | number): CaipNetworkId {
  return parseCaipNetworkId(`${namespace}:${reference}`) && (`${namespace}:${reference}` as CaipNetworkId);
}

export function formatCaipAddress(
  namespace: ChainNamespace,
  reference: string | number,
  address: string,
): CaipAddress {
  const value = `${namespace}:${reference}:${address}`;
  parseCaipAddress(value);
  return value as CaipAddress;
}
