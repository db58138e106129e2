import { isAddress, isAddressEqual, type Address, type Hex } from 'viem';
import { catalogueError } from '../../../domain/errors/catalogue.ts';

/**
 * A transaction as eth_sendTransaction carries it (hex-string quantities), read into what viem's
 * sendTransaction takes. Fields left out are filled by viem from the chain: nonce, gas and fees.
 */
interface TransactionBase {
  readonly to?: Address;
  readonly value?: bigint;
  readonly data?: Hex;
  readonly gas?: bigint;
  readonly nonce?: number;
}

/** Legacy pricing and EIP-1559 pricing exclude each other, as they do in viem's own types. */
export type TransactionRequestInput = TransactionBase & (
  | { readonly gasPrice?: bigint; readonly maxFeePerGas?: undefined; readonly maxPriorityFeePerGas?: undefined }
  | { readonly gasPrice?: undefined; readonly maxFeePerGas?: bigint; readonly maxPriorityFeePerGas?: bigint }
);

const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;
const BYTES = /^0x(?:[0-9a-fA-F]{2})*$/;

/** The request, or INVALID_ARGUMENT naming the first field that is not what eth_sendTransaction allows. */
export function parseTransactionInput(value: unknown, sender: string): TransactionRequestInput {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid('transaction', 'an object');
  const fields = value as Record<string, unknown>;
  // A dApp may pass the whole eth_sendTransaction object: its `from` must be the user signing it.
  if (fields.from !== undefined && !(typeof fields.from === 'string' && isAddress(fields.from) && isAddressEqual(fields.from, sender as Address))) {
    throw invalid('transaction.from', "the signed-in user's address");
  }
  const to = optional(fields, 'to', (text) => (isAddress(text) ? text : undefined), 'an address');
  const data = optional(fields, 'data', (text) => (BYTES.test(text) ? (text as Hex) : undefined), '0x-prefixed bytes');
  if (to === undefined && data === undefined) throw invalid('transaction', 'a `to` address, or `data` to deploy');
  const nonce = quantity(fields, 'nonce');
  if (nonce !== undefined && nonce > BigInt(Number.MAX_SAFE_INTEGER)) throw invalid('transaction.nonce', 'a safe integer');
  const base: TransactionBase = {
    ...(to === undefined ? {} : { to }),
    ...(data === undefined ? {} : { data }),
    ...defined('value', quantity(fields, 'value')),
    ...defined('gas', quantity(fields, 'gas')),
    ...(nonce === undefined ? {} : { nonce: Number(nonce) }),
  };
  const gasPrice = quantity(fields, 'gasPrice');
  const maxFeePerGas = quantity(fields, 'maxFeePerGas');
  const maxPriorityFeePerGas = quantity(fields, 'maxPriorityFeePerGas');
  if (gasPrice !== undefined) {
    if (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined) {
      throw invalid('transaction.gasPrice', 'to be left out when maxFeePerGas or maxPriorityFeePerGas is given');
    }
    return { ...base, gasPrice };
  }
  return { ...base, ...defined('maxFeePerGas', maxFeePerGas), ...defined('maxPriorityFeePerGas', maxPriorityFeePerGas) };
}

function optional<T>(fields: Record<string, unknown>, name: string, read: (text: string) => T | undefined, expected: string): T | undefined {
  const raw = fields[name];
  if (raw === undefined || raw === null) return undefined;
  const parsed = typeof raw === 'string' ? read(raw) : undefined;
  if (parsed === undefined) throw invalid(`transaction.${name}`, expected);
  return parsed;
}

function quantity(fields: Record<string, unknown>, name: string): bigint | undefined {
  return optional(fields, name, (text) => (QUANTITY.test(text) ? BigInt(text) : undefined), 'a 0x-prefixed hex quantity');
}

function defined<K extends string>(key: K, value: bigint | undefined): { [P in K]?: bigint } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: bigint };
}

function invalid(name: string, expected: string) {
  return catalogueError('INVALID_ARGUMENT', { params: { name, expected } });
}

/** A transaction whose gas limit and fees are all set: the ones the visitor approved. */
export type ApprovedTransactionInput = TransactionRequestInput & { readonly gas: bigint } & (
  | { readonly gasPrice: bigint }
  | { readonly maxFeePerGas: bigint; readonly maxPriorityFeePerGas: bigint }
);

/**
 * Refuses a transaction that leaves its gas limit or a fee field to be filled in: the approval screen
 * shows them, so a value chosen here after the visitor approved would be one they never saw.
 */
export function requireApprovedFees(request: TransactionRequestInput): ApprovedTransactionInput {
  if (request.gas === undefined) throw invalid('transaction.gas', 'the gas limit the visitor approved');
  if (request.gasPrice !== undefined) return request as ApprovedTransactionInput;
  if (request.maxFeePerGas === undefined || request.maxPriorityFeePerGas === undefined) {
    throw invalid('transaction.maxFeePerGas', 'the fees the visitor approved (maxFeePerGas and maxPriorityFeePerGas, or gasPrice)');
  }
  return request as ApprovedTransactionInput;
}
