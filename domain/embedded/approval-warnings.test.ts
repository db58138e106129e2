import { describe, expect, it } from 'vitest';
import { isUnlimited, typedDataWarnings } from './approval-warnings.ts';
import { calldataWarnings } from './calldata-warnings.ts';
import { checkTypedData } from './typed-data.ts';

const SPENDER = `0x${'5'.repeat(40)}`;
const TOKEN = `0x${'7'.repeat(40)}`;
const word = (hex: string): string => hex.replace(/^0x/, '').padStart(64, '0');
const TOKEN_PERMISSIONS = [{ name: 'token', type: 'address' }, { name: 'amount', type: 'uint256' }];

describe('approvals decoded into plain warnings', () => {
  it('calls an allowance unlimited at max uint256 or from 2^255, and at max uint160 or from 2^159 for Permit2', () => {
    expect([2n ** 256n - 1n, 2n ** 255n, 2n ** 255n - 1n].map((amount) => isUnlimited(amount))).toEqual([true, true, false]);
    expect([2n ** 160n - 1n, 2n ** 159n, 2n ** 159n - 1n].map((amount) => isUnlimited(amount, 160))).toEqual([true, true, false]);
  });

  it('reads approve and setApprovalForAll calldata, and nothing else', () => {
    expect(calldataWarnings(TOKEN, `0x095ea7b3${word(SPENDER)}${word('0x2a')}`)).toEqual([`Allowance of 42 to ${SPENDER} for the token at ${TOKEN} (on an NFT contract: token #42)`]);
    expect(calldataWarnings(TOKEN, `0x095ea7b3${word(SPENDER)}${'f'.repeat(64)}`)).toEqual([`Unlimited allowance to ${SPENDER} for the token at ${TOKEN}`]);
    expect(calldataWarnings(TOKEN, `0xa22cb465${word(SPENDER)}${word('0x1')}`)).toEqual([`Access to all your NFTs of this collection for ${SPENDER}`]);
    expect(calldataWarnings(TOKEN, `0xa22cb465${word(SPENDER)}${word('0x0')}`)).toEqual([]);
    expect(calldataWarnings(TOKEN, `0xa9059cbb${word(SPENDER)}${word('0x1')}`)).toEqual([]);
    expect(calldataWarnings(TOKEN, '0x095ea7b3')).toEqual([]);
  });

  it('reads DAI\'s allowed-flag Permit and each entry of a Permit2 batch transfer', () => {
    const dai = checkTypedData({
      domain: { name: 'Dai Stablecoin', verifyingContract: TOKEN },
      types: { Permit: [{ name: 'holder', type: 'address' }, { name: 'spender', type: 'address' }, { name: 'nonce', type: 'uint256' }, { name: 'expiry', type: 'uint256' }, { name: 'allowed', type: 'bool' }] },
      primaryType: 'Permit',
      message: { holder: TOKEN, spender: SPENDER, nonce: 0, expiry: 0, allowed: true },
    });
    expect(typedDataWarnings(dai)).toEqual([`Unlimited allowance to ${SPENDER} for the token at ${TOKEN}`]);
    const batch = checkTypedData({
      domain: { name: 'Permit2' },
      types: {
        PermitBatchTransferFrom: [{ name: 'permitted', type: 'TokenPermissions[]' }, { name: 'spender', type: 'address' }, { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' }],
        TokenPermissions: TOKEN_PERMISSIONS,
      },
      primaryType: 'PermitBatchTransferFrom',
      message: { permitted: [{ token: TOKEN, amount: '5' }, { token: SPENDER, amount: (2n ** 256n - 1n).toString() }], spender: SPENDER, nonce: 1, deadline: 2 },
    });
    expect(typedDataWarnings(batch)).toEqual([
      `Allowance of 5 to ${SPENDER} for the token at ${TOKEN}`, `Unlimited allowance to ${SPENDER} for the token at ${SPENDER}`,
    ]);
  });

  it('says nothing of typed data that grants no allowance', () => {
    const mail = checkTypedData({ domain: {}, types: { Mail: [{ name: 'spender', type: 'string' }] }, primaryType: 'Mail', message: { spender: 'me' } });
    expect(typedDataWarnings(mail)).toEqual([]);
  });
});
