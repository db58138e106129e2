import type { CheckedTypedData } from './typed-data.ts';
import type { TypedField } from './typed-data-types.ts';
import type { TypedValue } from './typed-data-values.ts';

type JsonValue = string | number | boolean | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** Typed data as JSON, for the frame to send the server exactly what it showed. */
export interface TypedDataJson {
  readonly domain: { readonly [key: string]: JsonValue };
  readonly types: Readonly<Record<string, readonly TypedField[]>>;
  readonly primaryType: string;
  readonly message: { readonly [key: string]: JsonValue };
}

/**
 * The checked form written back as JSON: EIP712Domain is the derived one, structs hold their declared
 * fields only, integers are numbers while exact and decimal text beyond. Read again with checkTypedData
 * it gives the same checked form, so the server signs what the frame showed.
 */
export function typedDataJson(data: CheckedTypedData): TypedDataJson {
  return {
    domain: json(data.domain) as TypedDataJson['domain'],
    types: { EIP712Domain: data.domainFields, ...Object.fromEntries(data.structs) },
    primaryType: data.primaryType,
    message: json(data.message) as TypedDataJson['message'],
  };
}

function json(value: TypedValue): JsonValue {
  if (typeof value === 'bigint') return value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER) ? Number(value) : value.toString();
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map(json);
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, json(entry)]));
}
