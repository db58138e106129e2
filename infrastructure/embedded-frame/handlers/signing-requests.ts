import { SIGNING_LIMITS, tooLarge, utf8Length } from '../../../domain/embedded/signing-limits.ts';
import { checkTypedData, type CheckedTypedData } from '../../../domain/embedded/typed-data.ts';
import { catalogueMessage } from '../../../domain/errors/catalogue.ts';
import { readEvmChainId } from './evm-chain-id.ts';

/** A request the visitor approves before the server signs it, read from the RPC method and params. */
export type SigningRequest =
  | { readonly kind: 'message'; readonly messageHex: string }
  | { readonly kind: 'typedData'; readonly typedData: CheckedTypedData }
  | { readonly kind: 'transaction'; readonly chainId: number; readonly transaction: Readonly<Record<string, string>> };

/** The approval methods this frame signs; the other approval methods of the RPC policy are refused. */
export const SIGNING_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'] as const;

const HEX_BYTES = /^0x([0-9a-fA-F]{2})*$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;
const QUANTITY_FIELDS = ['value', 'gas', 'nonce', 'maxFeePerGas', 'maxPriorityFeePerGas', 'gasPrice'] as const;

function invalid(name: string, expected: string): Error {
  return new Error(catalogueMessage('INVALID_ARGUMENT', { name, expected }));
}

/**
 * Reads what `method` asks to sign. Throws an Error whose message is the page's answer when the method is
 * not one this frame signs, the params are malformed or larger than SIGNING_LIMITS, typed data is not
 * exactly what its types declare (see checkTypedData), or a transaction names a chain the server has no
 * RPC URL for. `chainId` is the page's current chain; `chains` are the ones the server serves.
 */
export function readSigningRequest(method: string, params: unknown, chainId: number, chains: readonly number[]): SigningRequest {
  const list = Array.isArray(params) ? (params as unknown[]) : [];
  if (method === 'personal_sign') return { kind: 'message', messageHex: messageBytes(list[0]) };
  if (method === 'eth_signTypedData_v4') return { kind: 'typedData', typedData: typedData(list[1]) };
  if (method === 'eth_sendTransaction') return transaction(list[0], chainId, chains);
  throw new Error(`${method} is not supported by this frame yet.`);
}

/** EIP-191 signs bytes; a page that passes plain text (as many do) means its UTF-8 bytes. */
function messageBytes(value: unknown): string {
  if (typeof value !== 'string') throw invalid('personal_sign', 'a message as its first parameter');
  const limit = SIGNING_LIMITS.personalMessageBytes;
  const tooBig = () => tooLarge('the message', `${limit / 1024} KB`);
  if (value.length > 2 + limit * 2) throw tooBig();
  if (HEX_BYTES.test(value)) return value.toLowerCase();
  if (utf8Length(value) > limit) throw tooBig();
  return `0x${Array.from(new TextEncoder().encode(value), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

function typedData(value: unknown): CheckedTypedData {
  if (value === undefined || value === null) throw invalid('eth_signTypedData_v4', 'typed data as its second parameter');
  return checkTypedData(value);
}

function transaction(value: unknown, current: number, chains: readonly number[]): SigningRequest {
  if (!isRecord(value)) throw invalid('eth_sendTransaction', 'a transaction object as its first parameter');
  const fields: Record<string, string> = {};
  // `from` goes along so the server can refuse a transaction made out for another account.
  for (const name of ['from', 'to'] as const) {
    const address = value[name];
    if (address === undefined || address === null) continue;
    if (typeof address !== 'string' || !ADDRESS.test(address)) throw invalid(name, 'a 0x address of 40 hex digits');
    fields[name] = address;
  }
  const data = value.data ?? value.input;
  if (data !== undefined && data !== null) {
    const limit = SIGNING_LIMITS.transactionDataBytes;
    if (typeof data === 'string' && data.length > 2 + limit * 2) throw tooLarge('the transaction data', `${limit / 1024} KB`);
    if (typeof data !== 'string' || !HEX_BYTES.test(data)) throw invalid('data', '0x-prefixed hex bytes');
    fields.data = data;
  }
  for (const name of QUANTITY_FIELDS) {
    const quantity = value[name];
    if (quantity === undefined || quantity === null) continue;
    if (typeof quantity !== 'string' || !QUANTITY.test(quantity)) throw invalid(name, 'a 0x hex quantity');
    fields[name] = quantity;
  }
  if (fields.to === undefined && fields.data === undefined) throw invalid('eth_sendTransaction', 'a to address or contract data');
  const chainId = value.chainId === undefined || value.chainId === null ? current : readEvmChainId(value.chainId);
  if (chainId === undefined || !chains.includes(chainId)) throw new Error(catalogueMessage('CHAIN_NOT_SUPPORTED'));
  return { kind: 'transaction', chainId, transaction: fields };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
