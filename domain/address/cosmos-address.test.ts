import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCosmosAddress } from './cosmos-address.ts';

const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
// The cosmos hub and osmosis addresses of one well-known test key (same 20 bytes, two prefixes).
const HUB_ADDRESS = 'cosmos1m9l358xunhhwds0568za49mzhvuxx9uxre5tud';
// A 32-byte (contract) address on Neutron.
const CONTRACT_ADDRESS = 'neutron1suhgf5svhu4usrurvxzlgn54ksxmn8gljarjtxqnapv8kjnp4nrstdxvff';

describe('cosmos address (lowercase bech32, 20- or 32-byte data)', () => {
  it('accepts key accounts and contract accounts of any prefix', () => {
    expect(isCosmosAddress(HUB_ADDRESS)).toBe(true);
    expect(isCosmosAddress('osmo1ymk637a7wljvt4w7q9lnrw95mg9sr37yatxd9h')).toBe(true);
    expect(isCosmosAddress(CONTRACT_ADDRESS)).toBe(true);
  });

  it('checks the prefix when one is asked for', () => {
    expect(isCosmosAddress(HUB_ADDRESS, 'cosmos')).toBe(true);
    expect(isCosmosAddress(HUB_ADDRESS, 'osmo')).toBe(false);
    expect(isCosmosAddress(HUB_ADDRESS, 'cosmo')).toBe(false);
    expect(isCosmosAddress('osmo1ymk637a7wljvt4w7q9lnrw95mg9sr37yatxd9h', 'osmo')).toBe(true);
  });

  it.each([
    ['one character short', HUB_ADDRESS.slice(0, -1)],
    ['one character long', `${HUB_ADDRESS}q`],
    ['uppercase', HUB_ADDRESS.toUpperCase()],
    ['mixed case', `Cosmos${HUB_ADDRESS.slice(6)}`],
    ['no separator', HUB_ADDRESS.replace('1', '')],
    ['no prefix', HUB_ADDRESS.slice(6)],
    ['the non-bech32 character b', `${HUB_ADDRESS.slice(0, -1)}b`],
    ['the non-bech32 character i', `${HUB_ADDRESS.slice(0, -1)}i`],
    ['the non-bech32 character o', `${HUB_ADDRESS.slice(0, -1)}o`],
    ['an EVM address', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    ['an empty string', ''],
  ])('rejects %s', (_name, value) => {
    expect(isCosmosAddress(value)).toBe(false);
  });

  it('rejects more than the 90 characters bech32 allows', () => {
    const longPrefix = 'a'.repeat(90 - 1 - 38);
    expect(isCosmosAddress(`${longPrefix}1${'q'.repeat(38)}`)).toBe(true);
    expect(isCosmosAddress(`${longPrefix}a1${'q'.repeat(38)}`)).toBe(false);
  });

  it('accepts any prefix with 38 or 58 data characters, and never throws', () => {
    const data = (length: number) => fc.string({ unit: fc.constantFrom(...BECH32_CHARSET), minLength: length, maxLength: length });
    fc.assert(fc.property(fc.stringMatching(/^[a-z]{1,20}$/), fc.oneof(data(38), data(58)),
      (prefix, rest) => isCosmosAddress(`${prefix}1${rest}`, prefix)));
    fc.assert(fc.property(fc.anything(), (value) => typeof isCosmosAddress(value) === 'boolean'));
  });
});
