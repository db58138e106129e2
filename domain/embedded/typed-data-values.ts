import { catalogueError } from '../errors/catalogue.ts';
import { escapeInvisible } from '../format/display-name.ts';
import { SIGNING_LIMITS, tooLarge } from './signing-limits.ts';
import { invalidTypedData, readFieldType, type FieldType, type StructTable } from './typed-data-types.ts';

/**
 * A value checked against its declared type, in one canonical form: integers as bigint, addresses and
 * bytes as the hex text given (its case does not change what is hashed), structs with exactly their
 * declared fields in declared order. What is shown
 * and what is hashed are both made from this form, never from the page's own object.
 */
export type TypedValue = string | boolean | bigint | readonly TypedValue[] | TypedStruct;
export interface TypedStruct {
  readonly [field: string]: TypedValue;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const HEX_BYTES = /^0x(?:[0-9a-fA-F]{2})*$/;
const DECIMAL = /^-?(?:0|[1-9]\d{0,77})$/;
const HEX_QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;

/** Counts what a message holds while it is read, so the limits hold whatever shape the page sends. */
export class ValueBudget {
  private fields = 0;

  enter(path: string, depth: number): void {
    if (depth > SIGNING_LIMITS.typedDataDepth) throw tooLarge(`nesting at ${path}`, `${SIGNING_LIMITS.typedDataDepth} levels`);
  }

  count(): void {
    this.fields += 1;
    if (this.fields > SIGNING_LIMITS.typedDataFields) throw tooLarge('the message', `${SIGNING_LIMITS.typedDataFields} fields in all`);
  }
}

/**
 * The struct `typeName` read from `value`: every declared field must be there, and a key that is not
 * declared is refused rather than passed over, since it would be shown by nobody and signed by nobody.
 */
export function readStruct(typeName: string, value: unknown, table: StructTable, path: string, depth: number, budget: ValueBudget): TypedStruct {
  budget.enter(path, depth);
  if (!isRecord(value)) throw invalidTypedData(`${path} must be a ${typeName} object`);
  const fields = table.get(typeName) ?? [];
  const declared = new Set(fields.map((field) => field.name));
  for (const key of Object.keys(value)) {
    if (!declared.has(key)) throw catalogueError('TYPED_DATA_UNDECLARED_FIELD', { params: { field: `${path}.${escapeInvisible(JSON.stringify(key))}` } });
  }
  const struct: Record<string, TypedValue> = {};
  for (const field of fields) {
    if (!Object.hasOwn(value, field.name)) throw catalogueError('TYPED_DATA_MISSING_FIELD', { params: { field: `${path}.${field.name}` } });
    struct[field.name] = readValue(readFieldType(field.type, table), value[field.name], table, `${path}.${field.name}`, depth, budget);
  }
  return struct;
}

export function readValue(type: FieldType, value: unknown, table: StructTable, path: string, depth: number, budget: ValueBudget): TypedValue {
  budget.count();
  switch (type.kind) {
    case 'struct':
      return readStruct(type.name, value, table, path, depth + 1, budget);
    case 'array': {
      budget.enter(path, depth + 1);
      if (!Array.isArray(value)) throw invalidTypedData(`${path} must be a list (${type.name})`);
      if (value.length > SIGNING_LIMITS.arrayEntries) throw tooLarge(`the list ${path}`, `${SIGNING_LIMITS.arrayEntries} entries`);
      if (type.length !== undefined && value.length !== type.length) throw invalidTypedData(`${path} must have ${type.length} entries`);
      return value.map((entry: unknown, index) => readValue(type.of, entry, table, `${path}[${index}]`, depth + 1, budget));
    }
    case 'address':
      if (typeof value !== 'string' || !ADDRESS.test(value)) throw invalidTypedData(`${path} must be an address`);
      return value;
    case 'bool':
      if (typeof value !== 'boolean') throw invalidTypedData(`${path} must be true or false`);
      return value;
    case 'string':
      if (typeof value !== 'string') throw invalidTypedData(`${path} must be text`);
      return value;
    case 'bytes':
      if (typeof value !== 'string' || !HEX_BYTES.test(value)) throw invalidTypedData(`${path} must be 0x-prefixed hex bytes`);
      return value;
    case 'bytesN':
      if (typeof value !== 'string' || !HEX_BYTES.test(value) || value.length !== 2 + type.size * 2) {
        throw invalidTypedData(`${path} must be ${type.size} bytes of 0x-prefixed hex`);
      }
      return value;
    case 'uint':
    case 'int':
      return readInteger(type.kind, type.bits, value, path);
  }
}

/** A number, a decimal or 0x-hex string, or a bigint, inside the range of its declared width. */
export function readInteger(kind: 'uint' | 'int', bits: number, value: unknown, path: string): bigint {
  let integer: bigint | undefined;
  if (typeof value === 'bigint') integer = value;
  else if (typeof value === 'number' && Number.isInteger(value)) integer = BigInt(value);
  else if (typeof value === 'string' && (DECIMAL.test(value) || HEX_QUANTITY.test(value))) integer = BigInt(value);
  const type = `${kind}${bits}`;
  if (integer === undefined) throw invalidTypedData(`${path} must be a whole number (${type})`);
  const low = kind === 'uint' ? 0n : -(2n ** BigInt(bits - 1));
  const high = kind === 'uint' ? 2n ** BigInt(bits) - 1n : 2n ** BigInt(bits - 1) - 1n;
  if (integer < low || integer > high) throw invalidTypedData(`${path} is out of range for ${type}`);
  return integer;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
