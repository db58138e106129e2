import { SIGNING_LIMITS, boundedJsonBytes, tooLarge, utf8Length } from './signing-limits.ts';
import { invalidTypedData, readStructTable, type StructTable, type TypedField } from './typed-data-types.ts';
import { ValueBudget, isRecord, readInteger, readStruct, type TypedStruct } from './typed-data-values.ts';

/**
 * EIP-712 typed data as it will be signed: read only through its declared types, with the domain's type
 * derived from the domain fields present. The frame shows it from this form and the server hashes this
 * form, so both see the same fields, the same values and nothing else.
 */
export interface CheckedTypedData {
  /** The fields of `domain` present, in canonical form (chainId as bigint, the rest as given). */
  readonly domain: TypedStruct;
  /** EIP712Domain as derived from `domain`: name, version, chainId, verifyingContract, salt, in that order. */
  readonly domainFields: readonly TypedField[];
  readonly structs: StructTable;
  readonly primaryType: string;
  readonly message: TypedStruct;
}

/** The domain fields EIP-712 defines, in the order its type lists them, each with its one type. */
const DOMAIN_FIELDS: readonly TypedField[] = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' },
  { name: 'salt', type: 'bytes32' },
];

/**
 * Reads eth_signTypedData_v4's typed data (the object or its JSON text). Throws a catalogue error, and
 * nothing is signed, when it is larger than SIGNING_LIMITS, when a struct holds a key its type does not
 * declare or lacks one it does, when a value does not fit its type, or when a page-supplied EIP712Domain
 * differs from the one the present domain fields give (a field left out would go unsigned while shown).
 */
export function checkTypedData(input: unknown): CheckedTypedData {
  const limit = SIGNING_LIMITS.typedDataJsonBytes;
  const tooBig = (): Error => tooLarge('typed data', `${limit / 1024} KB of JSON`);
  let data: unknown = input;
  if (typeof input === 'string') {
    // A UTF-16 unit is at least one UTF-8 byte: a longer string is over the limit before it is counted.
    if (input.length > limit || utf8Length(input) > limit) throw tooBig();
    try {
      data = JSON.parse(input);
    } catch {
      throw invalidTypedData('its text is not JSON');
    }
  } else if (boundedJsonBytes(input, limit) > limit) throw tooBig();
  if (!isRecord(data) || !isRecord(data.types) || !isRecord(data.message) || typeof data.primaryType !== 'string') {
    throw invalidTypedData('it needs types, primaryType and message');
  }
  const extra = Object.keys(data).find((key) => !['domain', 'types', 'primaryType', 'message'].includes(key));
  if (extra !== undefined) throw invalidTypedData('it may hold only domain, types, primaryType and message');
  const { table, pageDomain } = readStructTable(data.types);
  const primaryType = data.primaryType;
  if (!table.has(primaryType)) throw invalidTypedData('primaryType must be one of its declared struct types');
  const { domain, domainFields } = readDomain(data.domain ?? {});
  if (pageDomain !== undefined) compareDomainTypes(pageDomain, domainFields);
  const message = readStruct(primaryType, data.message, table, primaryType, 1, new ValueBudget());
  return { domain, domainFields, structs: table, primaryType, message };
}

function readDomain(value: unknown): { domain: TypedStruct; domainFields: readonly TypedField[] } {
  if (!isRecord(value)) throw invalidTypedData('domain must be an object');
  const known = new Set(DOMAIN_FIELDS.map((field) => field.name));
  const unknown = Object.keys(value).find((key) => !known.has(key));
  // EIP712Domain has these five fields only: any other key of `domain` would be shown and never signed.
  if (unknown !== undefined) throw invalidTypedData('domain may hold only name, version, chainId, verifyingContract and salt');
  const present = DOMAIN_FIELDS.filter((field) => value[field.name] !== undefined && value[field.name] !== null);
  const fields: Record<string, string | bigint> = {};
  for (const { name } of present) fields[name] = readDomainValue(name, value[name]);
  return { domain: fields, domainFields: present };
}

function readDomainValue(name: string, value: unknown): string | bigint {
  if (name === 'chainId') return readInteger('uint', 256, value, 'domain.chainId');
  if (typeof value !== 'string') throw invalidTypedData(`domain.${name} must be text`);
  if (name === 'verifyingContract' && !/^0x[0-9a-fA-F]{40}$/.test(value)) throw invalidTypedData('domain.verifyingContract must be an address');
  if (name === 'salt' && !/^0x[0-9a-fA-F]{64}$/.test(value)) throw invalidTypedData('domain.salt must be 32 bytes of 0x-prefixed hex');
  return value;
}

/** The page's EIP712Domain must list exactly the present fields, in EIP-712's order, with EIP-712's types. */
function compareDomainTypes(page: readonly TypedField[], derived: readonly TypedField[]): void {
  const same = page.length === derived.length && page.every((field, index) => field.name === derived[index]?.name && field.type === derived[index]?.type);
  if (same) return;
  const pageNames = new Set(page.map((field) => field.name));
  const left = derived.find((field) => !pageNames.has(field.name));
  if (left !== undefined) throw invalidTypedData(`its EIP712Domain leaves out domain.${left.name}, which would then not be signed`);
  throw invalidTypedData('its EIP712Domain must list the domain fields present, in the order name, version, chainId, verifyingContract, salt');
}
