import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isAccountAddress, isEvmAddress, isSolanaAddress } from './address.ts';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

describe('EVM address (optional 0x then 40 hex digits)', () => {
  it('accepts with and without 0x', () => {
    expect(isEvmAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true);
    expect(isEvmAddress('f39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true);
  });
  it('rejects 39 and 41 digits, non-hex and non-strings', () => {
    expect(isEvmAddress(`0x${'a'.repeat(39)}`)).toBe(false);
    expect(isEvmAddress(`0x${'a'.repeat(41)}`)).toBe(false);
    expect(isEvmAddress(`0x${'g'.repeat(40)}`)).toBe(false);
    expect(isEvmAddress(`0X${'a'.repeat(40)}`)).toBe(false);
    expect(isEvmAddress(42)).toBe(false);
  });
  it('never throws', () => {
    fc.assert(fc.property(fc.anything(), (value) => typeof isEvmAddress(value) === 'boolean'));
  });
});

describe('Solana address (base58, 32 to 44 long)', () => {
  it.each([[31, false], [32, true], [44, true], [45, false]])('length %i → %s', (length, expected) => {
    expect(isSolanaAddress('A'.repeat(length))).toBe(expected);
  });
  it.each(['0', 'O', 'I', 'l'])('rejects the non-base58 character %s', (character) => {
    expect(isSolanaAddress(character.repeat(40))).toBe(false);
  });
  it('accepts any base58 string of 32-44 characters', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...BASE58), minLength: 32, maxLength: 44 }), (value) => isSolanaAddress(value)));
    fc.assert(fc.property(fc.anything(), (value) => typeof isSolanaAddress(value) === 'boolean'));
  });
  it('checks by namespace and refuses other namespaces', () => {
    expect(isAccountAddress('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(true);
    expect(isAccountAddress('eip155', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(false);
    expect(isAccountAddress('solana', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false);
  });

  it('accepts an account for a family by its own rule, or by the CAIP-10 rule for the others', () => {
    expect(isAccountAddress('eip155', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true);
    expect(isAccountAddress('eip155', 'xyz')).toBe(false);
    expect(isAccountAddress('solana', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false);
    expect(isAccountAddress('bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true);
    expect(isAccountAddress('polkadot', 'has space')).toBe(false);
    expect(isAccountAddress('cosmos', 'x'.repeat(129))).toBe(false);
    expect(isAccountAddress('cosmos', 42)).toBe(false);
  });
});
