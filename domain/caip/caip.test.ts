import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  CHAIN_NAMESPACES, formatCaipAddress, formatCaipNetworkId, parseCaipAddress, parseCaipNetworkId, type ChainNamespace,
} from './caip.ts';
import { WalletportError } from '../errors/walletport-error.ts';

const namespace = fc.constantFrom<ChainNamespace>(...CHAIN_NAMESPACES);
const reference = fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/);
const account = fc.stringMatching(/^[-.%a-zA-Z0-9]{1,128}$/);

function typedErrorOrValue(run: () => unknown): void {
  try {
    run();
  } catch (error) {
    expect(WalletportError.is(error)).toBe(true);
    expect((error as WalletportError).code).toBe('INVALID_CAIP');
  }
}

describe('CAIP network ids', () => {
  it('parses namespace:id', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', reference: '1' });
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp').namespace).toBe('solana');
  });
  it.each(['eip155', 'eip155:1:0xabc', 'foo:1', ':1', 'eip155:', 'eip155:a b', 42, null, undefined, {}])(
    'rejects %s with a typed error',
    (value) => {
      expect(() => parseCaipNetworkId(value)).toThrow(WalletportError);
    },
  );
  it('round-trips format and parse', () => {
    fc.assert(fc.property(namespace, reference, (ns, ref) => {
      expect(parseCaipNetworkId(formatCaipNetworkId(ns, ref))).toEqual({ namespace: ns, reference: ref });
    }));
  });
  it('throws nothing but the typed error for any input', () => {
    fc.assert(fc.property(fc.anything(), (value) => typedErrorOrValue(() => parseCaipNetworkId(value))));
    fc.assert(fc.property(fc.string(), (value) => typedErrorOrValue(() => parseCaipNetworkId(value))));
  });
});

describe('CAIP addresses (exactly three parts, known namespace)', () => {
  it('parses namespace:chainId:address', () => {
    expect(parseCaipAddress('eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toEqual({
      namespace: 'eip155', reference: '1', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    });
  });
  it.each(['eip155:1', 'eip155:1:0xa:b', 'evm:1:0xabc', 'eip155:1:', 'eip155::0xabc', 'a'.repeat(100_000)])(
    'rejects %s',
    (value) => {
      expect(() => parseCaipAddress(value)).toThrow(WalletportError);
    },
  );
  it('round-trips format and parse', () => {
    fc.assert(fc.property(namespace, reference, account, (ns, ref, address) => {
      expect(parseCaipAddress(formatCaipAddress(ns, ref, address))).toEqual({ namespace: ns, reference: ref, address });
    }));
  });
  it('throws nothing but the typed error for any input', () => {
    fc.assert(fc.property(fc.anything(), (value) => typedErrorOrValue(() => parseCaipAddress(value))));
    fc.assert(fc.property(fc.array(fc.string(), { maxLength: 5 }), (parts) => typedErrorOrValue(() => parseCaipAddress(parts.join(':')))));
  });
});
