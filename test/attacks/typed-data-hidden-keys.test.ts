import { describe, expect, it } from 'vitest';
import { ATTACKER, HARMLESS, VISITOR, signingFrame } from './signing-frame.fixture.ts';
import { serverSigner } from './signer.fixture.ts';

const TOKEN = '0x6b175474e89094c44da98b954eedeac495271d0f';
const MAX_UINT256 = (2n ** 256n - 1n).toString();
const DOMAIN_TYPE = [
  { name: 'name', type: 'string' }, { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' },
];
const PERMIT_TYPE = [
  { name: 'owner', type: 'address' }, { name: 'spender', type: 'address' }, { name: 'value', type: 'uint256' },
  { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' },
];
const DOMAIN = { name: 'Dai Stablecoin', version: '1', chainId: 1, verifyingContract: TOKEN };

/**
 * The phishing page's Permit: an unlimited allowance to the attacker, with look-alike keys (the real
 * names plus a zero-width space) carrying a harmless spender and a value of 1. Those keys are declared
 * nowhere, so they are not signed; a screen that prints the message object showed them all the same.
 */
const DISGUISED_PERMIT = {
  domain: DOMAIN,
  types: { EIP712Domain: DOMAIN_TYPE, Permit: PERMIT_TYPE },
  primaryType: 'Permit',
  message: {
    'spender\u200b': HARMLESS, 'value\u200b': '1',
    owner: VISITOR, spender: ATTACKER, value: MAX_UINT256, nonce: 0, deadline: 4_102_444_800,
  },
};

/** A page-supplied EIP712Domain naming only name and version: the contract and chain shown would not be signed. */
const UNBOUND_DOMAIN = {
  domain: DOMAIN,
  types: { EIP712Domain: DOMAIN_TYPE.slice(0, 2), Permit: PERMIT_TYPE },
  primaryType: 'Permit',
  message: { owner: VISITOR, spender: ATTACKER, value: '5', nonce: 0, deadline: 4_102_444_800 },
};

describe('a phishing page hides what a typed-data signature gives away', () => {
  it('a Permit with zero-width-suffixed spender and value keys is refused by the frame and by the server, unsigned', async () => {
    const frame = signingFrame({ approve: true });
    const { refusal } = await frame.outcome('eth_signTypedData_v4', [VISITOR, JSON.stringify(DISGUISED_PERMIT)]);
    expect(refusal).toBe('The data to sign has a field its types do not declare: Permit."spender\\u{200B}". Nothing was signed.');
    expect([frame.shown, frame.sent]).toEqual([[], []]);
    const { signer } = serverSigner();
    await expect(signer.signTypedData('token-1', DISGUISED_PERMIT)).rejects.toThrow(/field its types do not declare/);
  });

  it('a page EIP712Domain that leaves out chainId and verifyingContract is refused by the frame and by the server', async () => {
    const frame = signingFrame({ approve: true });
    const { refusal } = await frame.outcome('eth_signTypedData_v4', [VISITOR, UNBOUND_DOMAIN]);
    expect(refusal).toMatch(/^The data to sign is not valid typed data: its EIP712Domain leaves out domain\.chainId, which would then not be signed/);
    expect([frame.shown, frame.sent]).toEqual([[], []]);
    const { signer } = serverSigner();
    await expect(signer.signTypedData('token-1', UNBOUND_DOMAIN)).rejects.toThrow(/EIP712Domain leaves out/);
  });
});
