import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBitcoinAddress, isBitcoinAddressOf } from './bitcoin-address.ts';

// Valid addresses (checksums confirmed with bitcoinjs-lib), mostly from BIP-173, BIP-350 and the
// bitcoinjs-message fixtures.
const MAINNET = [
  '1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH', // P2PKH
  '3JvL6Ymt8MVWiCNHC7oWU6nLeHNJKLZGLN', // P2SH
  'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', // P2WPKH (BIP-173)
  'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', // P2WSH (BIP-173)
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', // P2TR (BIP-350)
  'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', // upper case, as in QR codes
];
const TESTNET = [
  'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', // P2PKH
  'n3GNqMveyvaPvUbH469vDRadqpJMPc84JA', // P2PKH
  '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', // P2SH
  'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', // P2WPKH
  'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c', // P2TR (BIP-350)
  'bcrt1q9vza2e8x573nczrlzms0wvx3gsqjx7vay85cr9', // regtest P2WPKH
];

describe('Bitcoin address syntax', () => {
  it.each([...MAINNET, ...TESTNET])('accepts %s', (address) => {
    expect(isBitcoinAddress(address)).toBe(true);
  });

  it.each(MAINNET)('puts %s on mainnet only', (address) => {
    expect(isBitcoinAddressOf(address, 'mainnet')).toBe(true);
    expect(isBitcoinAddressOf(address, 'testnet')).toBe(false);
  });

  it.each(TESTNET)('puts %s on the test networks only', (address) => {
    expect(isBitcoinAddressOf(address, 'testnet')).toBe(true);
    expect(isBitcoinAddressOf(address, 'mainnet')).toBe(false);
  });

  it.each([
    ['empty', ''],
    ['an EVM address', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    ['a base58 address of another version (Litecoin L…)', 'LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9'],
    ['a base58 character outside the alphabet (0)', '1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAM0'],
    ['a base58 address too short', '1BgGZ9tcN4rm9KBzDn7Kp'],
    ['a base58 address too long', `1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH${'1'.repeat(2)}`],
    ['mixed case bech32', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3T4'],
    ['a bech32 character outside the alphabet (b)', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3tb'],
    ['a bech32 address of another length', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4qq'],
    ['another bech32 prefix (Litecoin ltc1)', 'ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9'],
    ['a segwit version other than 0 and 1', 'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs'],
    ['a non-string', 42],
  ])('refuses %s', (_case, value) => {
    expect(isBitcoinAddress(value)).toBe(false);
    expect(isBitcoinAddressOf(value, 'mainnet')).toBe(false);
    expect(isBitcoinAddressOf(value, 'testnet')).toBe(false);
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.anything(), (value) => typeof isBitcoinAddress(value) === 'boolean'
      && typeof isBitcoinAddressOf(value, 'mainnet') === 'boolean'));
  });
});
