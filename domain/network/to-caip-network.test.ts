import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WalletportError } from '../errors/walletport-error.ts';
import { bitcoin, bitcoinTestnet } from './catalogue/bitcoin.ts';
import { solana, solanaDevnet, solanaTestnet } from './catalogue/solana.ts';
import { defineChain, toCaipNetwork } from './to-caip-network.ts';

/** viem's `anvil` chain as viem defines it: no CAIP fields. */
const ANVIL = {
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { decimals: 18, name: 'Ether', symbol: 'ETH' },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'], webSocket: ['ws://127.0.0.1:8545'] } },
  testnet: undefined,
};

const refusal = (value: unknown): string => {
  try {
    toCaipNetwork(value);
  } catch (error) {
    if (!WalletportError.is(error, 'UNSUPPORTED_CHAIN')) throw error;
    return error.message;
  }
  throw new Error('accepted');
};

describe('AppKit networks as walletport networks', () => {
  it('takes the Solana and Bitcoin networks unchanged', () => {
    for (const network of [solana, solanaDevnet, solanaTestnet, bitcoin, bitcoinTestnet]) expect(toCaipNetwork(network)).toBe(network);
  });

  it('makes a viem chain an eip155 network with its CAIP id, keeping its fields', () => {
    expect(toCaipNetwork(ANVIL)).toMatchObject({ ...ANVIL, chainNamespace: 'eip155', caipNetworkId: 'eip155:31337' });
  });

  it('fills chainNamespace from the CAIP id, and refuses the two disagreeing', () => {
    const { chainNamespace: _omitted, ...withoutNamespace } = solana;
    expect(toCaipNetwork(withoutNamespace).chainNamespace).toBe('solana');
    expect(refusal({ ...solana, chainNamespace: 'eip155' })).toContain('is not in namespace eip155');
  });

  it("refuses a CAIP id that disagrees with the network's id, and says when the CAIP id is missing", () => {
    expect(refusal({ ...ANVIL, chainNamespace: 'eip155', caipNetworkId: 'eip155:137' })).toContain("does not match the network's id 31337");
    expect(toCaipNetwork({ ...ANVIL, chainNamespace: 'eip155' }).caipNetworkId).toBe('eip155:31337');
    const { caipNetworkId: _omitted, ...solanaWithoutId } = solana;
    expect(refusal(solanaWithoutId)).toContain('caipNetworkId is missing');
  });

  it('names what is missing or malformed', () => {
    expect(refusal({ ...ANVIL, name: '' })).toContain('name is missing');
    expect(refusal({ ...ANVIL, id: 1.5 })).toContain('id must be a positive integer');
    expect(refusal({ ...ANVIL, nativeCurrency: undefined })).toContain('nativeCurrency is missing');
    expect(refusal({ ...ANVIL, rpcUrls: { default: { http: [] } } })).toContain('rpcUrls.default.http needs at least one URL');
    expect(refusal({ ...ANVIL, rpcUrls: { default: { http: ['javascript:alert(1)'] } } })).toContain('http(s) or ws(s) URLs');
    expect(refusal({ ...ANVIL, id: 'abc' })).toContain('needs a numeric id');
    expect(refusal(undefined)).toContain('not an object');
  });

  it('defineChain returns the network it was given, checked', () => {
    const custom = defineChain({ ...ANVIL, chainNamespace: 'eip155', caipNetworkId: 'eip155:31337' });
    expect(custom.caipNetworkId).toBe('eip155:31337');
    expect(() => defineChain({ ...custom, caipNetworkId: 'solana:31337' })).toThrow('is not in namespace eip155');
  });

  it('any value: a CaipNetwork or a catalogue error, never another exception', () => {
    const hostile = fc.oneof(fc.anything(), fc.record({ id: fc.anything(), name: fc.anything(), nativeCurrency: fc.anything(), rpcUrls: fc.anything(), chainNamespace: fc.anything(), caipNetworkId: fc.anything() }, { requiredKeys: [] }));
    fc.assert(
      fc.property(hostile, (value) => {
        try {
          const network = toCaipNetwork(value);
          expect(network.caipNetworkId.startsWith(`${network.chainNamespace}:`)).toBe(true);
        } catch (error) {
          expect(WalletportError.is(error)).toBe(true);
        }
      }),
      { numRuns: 2_000 },
    );
  });
});
