import { escapeInvisible } from '../format/display-name.ts';
import { row, type ApprovalRow } from './approval-rows.ts';
import type { CheckedTypedData } from './typed-data.ts';
import { readFieldType, type FieldType, type StructTable } from './typed-data-types.ts';
import type { TypedStruct, TypedValue } from './typed-data-values.ts';

const DOMAIN_LABELS: Readonly<Record<string, string>> = {
  name: 'Name', version: 'Version', chainId: 'Chain ID', verifyingContract: 'Contract', salt: 'Salt',
};

/** The domain fields that are signed, each under its own label, in EIP712Domain's order. */
export function domainRows(data: CheckedTypedData): ApprovalRow[] {
  return data.domainFields.map((field) => row(DOMAIN_LABELS[field.name] ?? field.name, shown(data.domain[field.name] ?? '')));
}

/**
 * The message as the primary type declares it: each field in declared order, a struct's fields and a
 * list's entries one level deeper, each value written by its declared type. Nothing is left out.
 */
export function messageRows(data: CheckedTypedData): ApprovalRow[] {
  const rows: ApprovalRow[] = [];
  structRows(data.primaryType, data.message, data.structs, 0, rows);
  return rows;
}

function structRows(typeName: string, struct: TypedStruct, table: StructTable, depth: number, rows: ApprovalRow[]): void {
  for (const field of table.get(typeName) ?? []) {
    const value = struct[field.name];
    if (value !== undefined) valueRows(field.name, readFieldType(field.type, table), value, table, depth, rows);
  }
}

function valueRows(label: string, type: FieldType, value: TypedValue, table: StructTable, depth: number, rows: ApprovalRow[]): void {
  if (type.kind === 'struct') {
    rows.push(row(label, type.name, depth));
    structRows(type.name, value as TypedStruct, table, depth + 1, rows);
  } else if (type.kind === 'array') {
    const entries = value as readonly TypedValue[];
    rows.push(row(label, `${type.name}, ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}`, depth));
    entries.forEach((entry, index) => valueRows(`[${index}]`, type.of, entry, table, depth + 1, rows));
  } else {
    rows.push(row(label, shown(value), depth));
  }
}

/** A leaf as text: integers in decimal, booleans as words, addresses and bytes as hex, text escaped. */
function shown(value: TypedValue): string {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return value === '' ? '(empty)' : escapeInvisible(value);
  return '';
}
