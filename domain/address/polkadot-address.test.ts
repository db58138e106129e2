import { base58 } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPolkadotAddress } from './polkadot-address.ts';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function filled(length: number, first: number, rest: number): Uint8Array {
  const bytes = new Uint8Array(length).fill(rest);
  bytes[0] = first;
  return bytes;
}

describe('polkadot address (SS58: base58, 35 to 49 long)', () => {
  it('accepts the addresses of Alice\'s key on polkadot and on generic substrate (subkey inspect //Alice)', () => {
    expect(isPolkadotAddress('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')).toBe(true);
    expect(isPolkadotAddress('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')).toBe(true);
  });

  it('bounds the length by the shortest and longest base58 forms of 35- and 36-byte SS58 strings', () => {
    // 35 bytes (1-byte prefix): all zero bytes is the shortest form, all 0xff the longest.
    const shortest = base58.encode(new Uint8Array(35));
    const longestOneBytePrefix = base58.encode(filled(35, 63, 0xff));
    // 36 bytes (2-byte prefix): the first byte is 0b01xxxxxx.
    const shortestTwoBytePrefix = base58.encode(filled(36, 0b0100_0000, 0));
    const longest = base58.encode(filled(36, 0b0111_1111, 0xff));
    expect([shortest.length, longestOneBytePrefix.length, shortestTwoBytePrefix.length, longest.length]).toEqual([35, 48, 49, 49]);
    for (const address of [shortest, longestOneBytePrefix, shortestTwoBytePrefix, longest]) expect(isPolkadotAddress(address)).toBe(true);
    expect(isPolkadotAddress(shortest.slice(1))).toBe(false);
    expect(isPolkadotAddress(`${longest}1`)).toBe(false);
  });

  it.each(['0', 'O', 'I', 'l', '+', ' '])('rejects the non-base58 character %j', (character) => {
    expect(isPolkadotAddress(`5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQ${character}`)).toBe(false);
  });

  it('rejects EVM and Solana addresses and non-strings', () => {
    expect(isPolkadotAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false);
    expect(isPolkadotAddress('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(false);
    expect(isPolkadotAddress(undefined)).toBe(false);
    expect(isPolkadotAddress(42)).toBe(false);
  });

  it('accepts any base58 string of 35-49 characters and never throws', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...BASE58), minLength: 35, maxLength: 49 }), (value) => isPolkadotAddress(value)));
    fc.assert(fc.property(fc.anything(), (value) => typeof isPolkadotAddress(value) === 'boolean'));
  });
});
