import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  SWAP_NATIVE_TOKEN_ADDRESS, SWAP_NETWORKS, SWAP_POPULAR_SYMBOLS, SWAP_SLIPPAGE_PERCENT, SWAP_SUGGESTED_SYMBOLS,
  isSwapNativeToken, isSwapNetwork,
} from './swap-constants.ts';

// The product spec's sentence, as it reads: "Swaps are available on eip155 ids 1, 42161, …".
const SPEC_SWAP_IDS = '1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554';

describe('swap networks', () => {
  it('are the spec’s eip155 ids, in its order, as CAIP-2 ids', () => {
    expect(SWAP_NETWORKS).toEqual(SPEC_SWAP_IDS.split(', ').map((id) => `eip155:${id}`));
  });

  it('are recognised by their exact CAIP-2 id only', () => {
    for (const id of SWAP_NETWORKS) expect(isSwapNetwork(id)).toBe(true);
    for (const other of ['eip155:01', 'eip155:5', 'eip155:11155111', 'EIP155:1', ' eip155:1', 'eip155:1 ', 'eip155:1:0x0',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', '1', '', 'eip155:']) {
      expect(isSwapNetwork(other)).toBe(false);
    }
  });

  it('refuses anything that is not a string without throwing', () => {
    fc.assert(fc.property(fc.anything().filter((value) => typeof value !== 'string'), (value) => isSwapNetwork(value) === false));
    expect(isSwapNetwork(1)).toBe(false);
  });
});

describe('swap constants', () => {
  it('slips at most 1 percent', () => {
    expect(SWAP_SLIPPAGE_PERCENT).toBe(1);
  });

  it('names the native coin with the 0xeee…e placeholder, in any case and as CAIP-10 on any eip155 chain', () => {
    expect(SWAP_NATIVE_TOKEN_ADDRESS).toMatch(/^0x(e){40}$/);
    expect(isSwapNativeToken(SWAP_NATIVE_TOKEN_ADDRESS)).toBe(true);
    expect(isSwapNativeToken(SWAP_NATIVE_TOKEN_ADDRESS.toUpperCase().replace('0X', '0x'))).toBe(true);
    expect(isSwapNativeToken(`eip155:8453:${SWAP_NATIVE_TOKEN_ADDRESS}`)).toBe(true);
    for (const other of [`${SWAP_NATIVE_TOKEN_ADDRESS}e`, `solana:1:${SWAP_NATIVE_TOKEN_ADDRESS}`, `eip155:01:${SWAP_NATIVE_TOKEN_ADDRESS}`,
      `x${SWAP_NATIVE_TOKEN_ADDRESS}`, `0x${'e'.repeat(39)}f`, '', undefined, 0]) {
      expect(isSwapNativeToken(other)).toBe(false);
    }
  });

  it('suggests the symbols the spec names, each once', () => {
    for (const symbol of ['ETH', 'UNI', '1INCH', 'AAVE', 'SOL', 'USDC', 'USDT', 'WBTC']) expect(SWAP_SUGGESTED_SYMBOLS).toContain(symbol);
    expect(new Set(SWAP_SUGGESTED_SYMBOLS).size).toBe(SWAP_SUGGESTED_SYMBOLS.length);
  });

  it('lists the popular symbols as AppKit does: the suggested ones first, then more, with its repeats', () => {
    expect(SWAP_POPULAR_SYMBOLS.slice(0, SWAP_SUGGESTED_SYMBOLS.length)).toEqual(SWAP_SUGGESTED_SYMBOLS);
    const rest = SWAP_POPULAR_SYMBOLS.slice(SWAP_SUGGESTED_SYMBOLS.length);
    expect(rest.length).toBeGreaterThan(0);
    const repeated = SWAP_POPULAR_SYMBOLS.filter((symbol, place) => SWAP_POPULAR_SYMBOLS.indexOf(symbol) !== place);
    expect(repeated.sort()).toEqual(['BAL', 'DAI', 'LINK']);
    for (const symbol of SWAP_POPULAR_SYMBOLS) expect(symbol).toMatch(/^[0-9A-Za-z_]{2,8}$/);
  });
});
