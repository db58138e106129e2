import type { CheckedTypedData } from './typed-data.ts';
import type { TypedStruct, TypedValue } from './typed-data-values.ts';

/**
 * Plain warnings for the approvals a drainer asks for: ERC-20 approve, ERC-2612 Permit (and DAI's
 * allowed-flag Permit), Permit2's PermitSingle, PermitBatch and PermitTransferFrom (with their batch and
 * witness forms), and setApprovalForAll. Amounts are in the token's smallest unit: the screen does not
 * know the token's decimals and does not guess them.
 */

const MAX_UINT256 = 2n ** 256n - 1n;
const MAX_UINT160 = 2n ** 160n - 1n;

/**
 * An allowance no one means as an amount: max uint256, or anything from 2^255 up (what "infinite
 * approval" helpers send), and for Permit2's 160-bit amounts max uint160 or anything from 2^159 up.
 */
export function isUnlimited(amount: bigint, bits: 160 | 256 = 256): boolean {
  return bits === 160 ? amount === MAX_UINT160 || amount >= 2n ** 159n : amount === MAX_UINT256 || amount >= 2n ** 255n;
}

export function allowanceWarning(amount: bigint, spender: string, token: string | undefined, bits: 160 | 256 = 256): string {
  const of = token === undefined ? '' : ` for the token at ${token}`;
  return isUnlimited(amount, bits) ? `Unlimited allowance to ${spender}${of}` : `Allowance of ${amount} to ${spender}${of}`;
}

export function collectionWarning(operator: string): string {
  return `Access to all your NFTs of this collection for ${operator}`;
}

/** What a signed permit would let someone take; empty for typed data that is no known approval. */
export function typedDataWarnings(data: CheckedTypedData): string[] {
  const { message, primaryType } = data;
  const spender = text(message.spender);
  const contract = text(data.domain.verifyingContract);
  if (primaryType === 'Permit' && spender !== undefined) {
    if (typeof message.value === 'bigint') return [allowanceWarning(message.value, spender, contract)];
    if (message.allowed === true) return [allowanceWarning(MAX_UINT256, spender, contract)];
    return [];
  }
  if (spender === undefined) return [];
  if (primaryType === 'PermitSingle' || primaryType === 'PermitBatch') {
    return entries(message.details).flatMap((details) => permitted(details, spender, 160));
  }
  if (/^Permit(Batch)?(Witness)?TransferFrom$/.test(primaryType)) {
    return entries(message.permitted).flatMap((tokenPermissions) => permitted(tokenPermissions, spender, 256));
  }
  return [];
}

function permitted(value: TypedValue, spender: string, bits: 160 | 256): string[] {
  const struct = isStruct(value) ? value : undefined;
  const amount = struct?.amount;
  return typeof amount === 'bigint' ? [allowanceWarning(amount, spender, text(struct?.token), bits)] : [];
}

/** A struct field that is one struct or a list of them (PermitSingle vs PermitBatch), as a list. */
function entries(value: TypedValue | undefined): readonly TypedValue[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? (value as readonly TypedValue[]) : [value];
}

function isStruct(value: TypedValue): value is TypedStruct {
  return typeof value === 'object' && !Array.isArray(value);
}

function text(value: TypedValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
