import { allowanceWarning, collectionWarning, isUnlimited } from './approval-warnings.ts';

/** approve(address,uint256): ERC-20's, and ERC-721's with a token id in place of the amount. */
const APPROVE = '0x095ea7b3';
/** setApprovalForAll(address,bool), ERC-721 and ERC-1155. */
const SET_APPROVAL_FOR_ALL = '0xa22cb465';

/**
 * Warnings for a transaction's calldata that grants an approval on the contract `to`. Words past the
 * arguments are ignored as the contract itself ignores them; an address word keeps its low 20 bytes.
 */
export function calldataWarnings(to: string | undefined, data: string | undefined): string[] {
  if (to === undefined || data === undefined || data.length < 10 + 128) return [];
  const selector = data.slice(0, 10).toLowerCase();
  const first = `0x${data.slice(10 + 24, 10 + 64).toLowerCase()}`;
  const second = BigInt(`0x${data.slice(10 + 64, 10 + 128)}`);
  if (selector === APPROVE) {
    const warning = allowanceWarning(second, first, to.toLowerCase());
    return [isUnlimited(second) ? warning : `${warning} (on an NFT contract: token #${second})`];
  }
  if (selector === SET_APPROVAL_FOR_ALL && second !== 0n) return [collectionWarning(first)];
  return [];
}
