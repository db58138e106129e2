import { describe, expect, it } from 'vitest';
import { ATTACKER, VISITOR, signingFrame } from './signing-frame.fixture.ts';

const TOKEN = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const PERMIT2 = '0x000000000022d473030f116ddee9f6b43ac78ba3';
const word = (hex: string): string => hex.replace(/^0x/, '').padStart(64, '0');
const warnings = (summary: unknown): string[] => (summary as { warnings: string[] }).warnings;

describe('a drainer page asks for an approval dressed as an ordinary request', () => {
  it('an ERC-20 approve of max uint256 in a "Value 0" transaction is shown as an unlimited allowance to the attacker', async () => {
    const frame = signingFrame();
    const data = `0x095ea7b3${word(ATTACKER)}${'f'.repeat(64)}`;
    await frame.outcome('eth_sendTransaction', [{ to: TOKEN, value: '0x0', data }]);
    expect(warnings(frame.shown[0])).toEqual([`Unlimited allowance to ${ATTACKER} for the token at ${TOKEN}`]);
  });

  it('setApprovalForAll(attacker, true) is shown as access to every NFT of the collection', async () => {
    const frame = signingFrame();
    const data = `0xa22cb465${word(ATTACKER)}${word('1')}`;
    await frame.outcome('eth_sendTransaction', [{ to: TOKEN, value: '0x0', data }]);
    expect(warnings(frame.shown[0])).toEqual([`Access to all your NFTs of this collection for ${ATTACKER}`]);
  });

  it('a Permit2 PermitSingle of max uint160 is shown as an unlimited allowance to the attacker', async () => {
    const frame = signingFrame();
    const typedData = {
      domain: { name: 'Permit2', chainId: 1, verifyingContract: PERMIT2 },
      types: {
        PermitSingle: [{ name: 'details', type: 'PermitDetails' }, { name: 'spender', type: 'address' }, { name: 'sigDeadline', type: 'uint256' }],
        PermitDetails: [{ name: 'token', type: 'address' }, { name: 'amount', type: 'uint160' }, { name: 'expiration', type: 'uint48' }, { name: 'nonce', type: 'uint48' }],
      },
      primaryType: 'PermitSingle',
      message: { details: { token: TOKEN, amount: (2n ** 160n - 1n).toString(), expiration: 4_102_444_800, nonce: 0 }, spender: ATTACKER, sigDeadline: 4_102_444_800 },
    };
    await frame.outcome('eth_signTypedData_v4', [VISITOR, typedData]);
    expect(warnings(frame.shown[0])).toEqual([`Unlimited allowance to ${ATTACKER} for the token at ${TOKEN}`]);
  });

  it('an ERC-2612 Permit of a set amount is shown as that allowance', async () => {
    const frame = signingFrame();
    const typedData = {
      domain: { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: TOKEN },
      types: { Permit: [{ name: 'owner', type: 'address' }, { name: 'spender', type: 'address' }, { name: 'value', type: 'uint256' }, { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' }] },
      primaryType: 'Permit',
      message: { owner: VISITOR, spender: ATTACKER, value: '2500000', nonce: 0, deadline: 4_102_444_800 },
    };
    await frame.outcome('eth_signTypedData_v4', [VISITOR, typedData]);
    expect(warnings(frame.shown[0])).toEqual([`Allowance of 2500000 to ${ATTACKER} for the token at ${TOKEN}`]);
  });
});
