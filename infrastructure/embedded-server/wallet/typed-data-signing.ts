import type { TypedDataDefinition } from 'viem';
import { checkTypedData, type CheckedTypedData } from '../../../domain/embedded/typed-data.ts';
import { readFieldType, type FieldType, type StructTable } from '../../../domain/embedded/typed-data-types.ts';
import type { TypedStruct, TypedValue } from '../../../domain/embedded/typed-data-values.ts';
import { WalletportError } from '../../../domain/errors/walletport-error.ts';
import { HttpFailure } from '../http/http-errors.ts';

/**
 * Typed data read by the same rules the frame's approval screen applies (checkTypedData), then handed
 * to viem in its checked form: the derived EIP712Domain stands in the types, so viem hashes exactly the
 * domain fields the visitor saw, and structs carry exactly their declared fields. A refusal is the
 * caller's mistake (400), never a failure of the server.
 */
export function signableTypedData(value: unknown): TypedDataDefinition {
  let data: CheckedTypedData;
  try {
    data = checkTypedData(value);
  } catch (error) {
    if (WalletportError.is(error)) throw new HttpFailure(400, error);
    throw error;
  }
  const types = { EIP712Domain: data.domainFields, ...Object.fromEntries(data.structs) };
  return {
    domain: hashable(data.domain, data.domainFields, data.structs),
    types,
    primaryType: data.primaryType,
    message: hashable(data.message, data.structs.get(data.primaryType) ?? [], data.structs),
  } as TypedDataDefinition;
}

type Hashable = string | boolean | bigint | readonly Hashable[] | { readonly [field: string]: Hashable };

/** Addresses lower-case: their case carries no bytes, and viem would refuse a mixed case that is no checksum. */
function hashable(struct: TypedStruct, fields: readonly { name: string; type: string }[], table: StructTable): Record<string, Hashable> {
  return Object.fromEntries(fields.map((field) => [field.name, leaf(readFieldType(field.type, table), struct[field.name] ?? '', table)]));
}

function leaf(type: FieldType, value: TypedValue, table: StructTable): Hashable {
  if (type.kind === 'address' && typeof value === 'string') return value.toLowerCase();
  if (type.kind === 'array' && Array.isArray(value)) return (value as readonly TypedValue[]).map((entry) => leaf(type.of, entry, table));
  if (type.kind === 'struct' && typeof value === 'object' && !Array.isArray(value)) return hashable(value as TypedStruct, table.get(type.name) ?? [], table);
  return value as Hashable;
}
