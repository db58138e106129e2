import { catalogueError } from '../errors/catalogue.ts';
import type { WalletportError } from '../errors/walletport-error.ts';
import { SIGNING_LIMITS, tooLarge } from './signing-limits.ts';

/** One declared member of an EIP-712 struct, in its declared place. */
export interface TypedField {
  readonly name: string;
  readonly type: string;
}

/** The struct types of a request, EIP712Domain apart (the domain's type is derived, see typed-data-domain.ts). */
export type StructTable = ReadonlyMap<string, readonly TypedField[]>;

/** A declared field type, read: what its values must be and how they are shown. */
export type FieldType =
  | { readonly kind: 'address' | 'bool' | 'string' | 'bytes' }
  | { readonly kind: 'bytesN'; readonly size: number }
  | { readonly kind: 'uint' | 'int'; readonly bits: number }
  | { readonly kind: 'array'; readonly of: FieldType; readonly length: number | undefined; readonly name: string }
  | { readonly kind: 'struct'; readonly name: string };

/**
 * Type and field names as Solidity writes them. Anything else (a zero-width or look-alike character in a
 * name) is refused outright: a name is part of what is hashed, and must read as what it is.
 */
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]{0,63}$/;
const ARRAY = /^(.+)\[(\d{0,3})\]$/;
const INTEGER = /^(u?int)(\d{1,3})$/;
const FIXED_BYTES = /^bytes(\d{1,2})$/;

export function invalidTypedData(reason: string): WalletportError {
  return catalogueError('TYPED_DATA_INVALID', { params: { reason } });
}

/**
 * The page's `types`, read into a table of structs, with the page's own EIP712Domain (when it gave one)
 * kept apart to be compared with the derived one. Refuses names that are not identifiers, fields declared
 * twice, and more types or fields than a screen can show.
 */
export function readStructTable(types: Readonly<Record<string, unknown>>): { table: StructTable; pageDomain: readonly TypedField[] | undefined } {
  const table = new Map<string, readonly TypedField[]>();
  let pageDomain: readonly TypedField[] | undefined;
  let declared = 0;
  const names = Object.keys(types);
  if (names.length > SIGNING_LIMITS.typedDataTypes + 1) throw tooLarge('types', `${SIGNING_LIMITS.typedDataTypes} struct types`);
  for (const name of names) {
    if (!IDENTIFIER.test(name)) throw invalidTypedData('a type name must be a plain identifier');
    const fields = readFields(name, types[name]);
    declared += fields.length;
    if (declared > SIGNING_LIMITS.typedDataDeclaredFields) throw tooLarge('types', `${SIGNING_LIMITS.typedDataDeclaredFields} declared fields`);
    if (name === 'EIP712Domain') pageDomain = fields;
    else table.set(name, fields);
  }
  return { table, pageDomain };
}

function readFields(typeName: string, value: unknown): readonly TypedField[] {
  if (!Array.isArray(value)) throw invalidTypedData(`the type ${typeName} must be a list of fields`);
  const seen = new Set<string>();
  return value.map((entry: unknown) => {
    const { name, type } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    // `__proto__` would set an object's prototype where a field was meant, and no contract names a field so.
    if (typeof name !== 'string' || !IDENTIFIER.test(name) || name === '__proto__') throw invalidTypedData(`a field of ${typeName} must have a plain identifier as its name`);
    if (typeof type !== 'string' || type.length > 100) throw invalidTypedData(`the field ${typeName}.${name} must name its type`);
    if (seen.has(name)) throw invalidTypedData(`the field ${typeName}.${name} is declared twice`);
    if (Object.keys(entry as object).some((key) => key !== 'name' && key !== 'type')) throw invalidTypedData(`the field ${typeName}.${name} may hold only a name and a type`);
    seen.add(name);
    return { name, type };
  });
}

/** A declared type read against the table; a type that is neither atomic nor a declared struct is refused. */
export function readFieldType(type: string, table: StructTable): FieldType {
  const array = ARRAY.exec(type);
  if (array) {
    const length = array[2] === '' ? undefined : Number(array[2]);
    if (length !== undefined && (length < 1 || length > SIGNING_LIMITS.arrayEntries)) throw tooLarge('a fixed-size array', `${SIGNING_LIMITS.arrayEntries} entries`);
    return { kind: 'array', of: readFieldType(array[1] ?? '', table), length, name: type };
  }
  if (type === 'address' || type === 'bool' || type === 'string' || type === 'bytes') return { kind: type };
  const integer = INTEGER.exec(type);
  if (integer) {
    const bits = Number(integer[2]);
    if (bits < 8 || bits > 256 || bits % 8 !== 0) throw invalidTypedData(`${type} is not an integer type`);
    return { kind: integer[1] === 'uint' ? 'uint' : 'int', bits };
  }
  const fixed = FIXED_BYTES.exec(type);
  if (fixed) {
    const size = Number(fixed[1]);
    if (size < 1 || size > 32) throw invalidTypedData(`${type} is not a bytes type`);
    return { kind: 'bytesN', size };
  }
  if (table.has(type)) return { kind: 'struct', name: type };
  throw invalidTypedData(`the type ${type} is not declared`);
}
