import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { SWAP_NATIVE_TOKEN_ADDRESS, SWAP_POPULAR_SYMBOLS, SWAP_SUGGESTED_SYMBOLS } from './swap-constants.ts';
import { orderSwapTokens, sanitizeSwapTokens, searchSwapTokens, type SwapToken } from './swap-token.ts';

const address = (digit: string, chain = 1): string => `eip155:${chain}:0x${digit.repeat(40)}`;
const entry = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'USD Coin', symbol: 'USDC', address: address('a'), decimals: 6, logoUri: 'https://tokens.example/usdc.png', ...overrides,
});

describe('a swap token list', () => {
  it('keeps well-formed tokens as they are, spaces around names trimmed', () => {
    expect(sanitizeSwapTokens([entry({ name: '  USD Coin ' })])).toEqual([
      { name: 'USD Coin', symbol: 'USDC', address: address('a'), decimals: 6, logoUri: 'https://tokens.example/usdc.png' },
    ]);
    expect(sanitizeSwapTokens([entry({ address: `eip155:1:${SWAP_NATIVE_TOKEN_ADDRESS}`, decimals: 18 })])).toHaveLength(1);
  });

  it('drops a token whose decimals are not an integer from 0 to 36, and keeps the rest', () => {
    const list = [-1, 37, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '18', null, undefined, 2 ** 53]
      .map((decimals, place) => entry({ decimals, address: address(String(place)) }));
    expect(sanitizeSwapTokens([...list, entry({ decimals: 0 }), entry({ decimals: 36, address: address('b') })]).map((token) => token.decimals))
      .toEqual([0, 36]);
  });

  it('drops a token whose name or symbol is empty, too long, or holds control, bidi or invisible characters', () => {
    const hostile = ['', '   ', 'x'.repeat(65), 'US\u0000DC', 'USDC\n', 'USDC\u0007', '\u202EUSDC', 'US\u202ADC', 'USDC\u2066', 'US\u2069DC',
      'US\u200BDC', 'USDC\uFEFF', 'US\u00ADDC', 'USDC\u2028', 'USDC\u009B', 42, null, undefined];
    for (const text of hostile) {
      expect(sanitizeSwapTokens([entry({ symbol: text })])).toEqual([]);
      expect(sanitizeSwapTokens([entry({ name: text })])).toEqual([]);
    }
    expect(sanitizeSwapTokens([entry({ symbol: 'x'.repeat(64), name: 'Ether · إيثر' })])).toHaveLength(1);
  });

  it('drops a token whose address is not an eip155 CAIP-10 address', () => {
    const hostile = ['0x' + 'a'.repeat(40), 'eip155:1:0x' + 'a'.repeat(39), 'eip155:1:0x' + 'g'.repeat(40), 'eip155:01:0x' + 'a'.repeat(40),
      'eip155::0x' + 'a'.repeat(40), 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So11111111111111111111111111111111111111112',
      ` ${address('a')}`, `${address('a')}:x`, 42, null];
    for (const value of hostile) expect(sanitizeSwapTokens([entry({ address: value })])).toEqual([]);
  });

  it('keeps a token whose logo is not an https address, without the logo', () => {
    for (const logoUri of ['http://tokens.example/usdc.png', 'javascript:alert(1)', 'data:image/svg+xml,<svg/>', '/usdc.png', 'ipfs://Qm',
      `https://tokens.example/${'a'.repeat(3000)}`, '', null, 42, { href: 'https://tokens.example' }]) {
      const [token] = sanitizeSwapTokens([entry({ logoUri })]);
      expect(token).toBeDefined();
      expect(token).not.toHaveProperty('logoUri');
    }
    expect(sanitizeSwapTokens([entry({ logoUri: undefined })])[0]).not.toHaveProperty('logoUri');
  });

  it('keeps the first token of an address, in any case, and drops later copies', () => {
    const first = entry({ symbol: 'USDC' });
    const copy = entry({ symbol: 'FAKE', address: address('A') });
    expect(sanitizeSwapTokens([first, copy]).map((token) => token.symbol)).toEqual(['USDC']);
  });

  it('keeps only the tokens of the network asked for', () => {
    const list = [entry(), entry({ address: address('b', 10) }), entry({ address: address('c', 137) })];
    expect(sanitizeSwapTokens(list, 'eip155:10').map((token) => token.address)).toEqual([address('b', 10)]);
    expect(sanitizeSwapTokens(list, 'eip155:1').map((token) => token.address)).toEqual([address('a')]);
  });

  it('drops items that are not objects or whose fields throw, and gives nothing for a list that is not an array', () => {
    const throwing = Object.defineProperty({ ...entry() }, 'symbol', { get: () => { throw new Error('gotcha'); }, enumerable: true });
    expect(sanitizeSwapTokens([throwing, 'USDC', null, 42, entry({ address: address('b') })])).toHaveLength(1);
    for (const list of [undefined, null, {}, 'tokens', { length: 1, 0: entry() }]) expect(sanitizeSwapTokens(list)).toEqual([]);
    const trap = new Proxy([entry()], { get: () => { throw new Error('gotcha'); } });
    expect(sanitizeSwapTokens(trap)).toEqual([]);
  });

  it('never throws, and whatever it keeps is well-formed and unique by address', () => {
    fc.assert(fc.property(fc.array(fc.oneof(fc.anything(), fc.record({
      name: fc.string(), symbol: fc.string(), address: fc.oneof(fc.string(), fc.constantFrom(address('a'), address('A'), address('b'))),
      decimals: fc.oneof(fc.integer({ min: -5, max: 50 }), fc.double()), logoUri: fc.oneof(fc.string(), fc.webUrl()),
    }))), (list) => {
      const tokens = sanitizeSwapTokens(list);
      const addresses = tokens.map((token) => token.address.toLowerCase());
      return new Set(addresses).size === addresses.length && tokens.every((token) =>
        Number.isInteger(token.decimals) && token.decimals >= 0 && token.decimals <= 36
        && token.symbol.length >= 1 && token.symbol.length <= 64 && token.name.length >= 1 && token.name.length <= 64
        && (token.logoUri === undefined || token.logoUri.startsWith('https://')));
    }));
  });
});

const token = (symbol: string, digit: string, name = `${symbol} token`): SwapToken => ({ name, symbol, address: address(digit), decimals: 18 });

describe('the order of swap tokens', () => {
  const tokens = [
    token('zeta', '1'), token('OX_OLD', '2'), token('USDC', '3'), token('Alpha', '4'), token('ETH', '5'), token('METAL', '6'),
    token('beta', '7'), token('UNI', '8'), token('MINE', '9'),
  ];

  it('puts the site’s tokens first, then the suggested ones, then the popular ones, then the rest by symbol', () => {
    const ordered = orderSwapTokens(tokens, { configured: [address('9'), address('7').toUpperCase().replace('EIP155', 'eip155').replace('0X', '0x')] });
    expect(ordered.map((item) => item.symbol)).toEqual(['MINE', 'beta', 'ETH', 'UNI', 'USDC', 'METAL', 'OX_OLD', 'Alpha', 'zeta']);
  });

  it('follows AppKit’s suggested and popular lists by default, and the lists given otherwise', () => {
    const ordered = orderSwapTokens(tokens).map((item) => item.symbol);
    const suggestedPlaces = ordered.filter((symbol) => SWAP_SUGGESTED_SYMBOLS.includes(symbol)).map((symbol) => SWAP_SUGGESTED_SYMBOLS.indexOf(symbol));
    expect(suggestedPlaces).toEqual([...suggestedPlaces].sort((a, b) => a - b));
    expect(ordered.slice(0, 3)).toEqual(['ETH', 'UNI', 'USDC']);
    expect(ordered.slice(3, 5)).toEqual(['METAL', 'OX_OLD']);
    expect(SWAP_POPULAR_SYMBOLS).toContain('METAL');
    expect(orderSwapTokens(tokens, { suggested: ['zeta'], popular: ['Alpha'] }).map((item) => item.symbol).slice(0, 3)).toEqual(['zeta', 'Alpha', 'beta']);
  });

  it('matches a configured plain 0x address on any chain, and matches symbols exactly', () => {
    const plain = address('4').split(':')[2] ?? '';
    expect(orderSwapTokens(tokens, { configured: [plain] })[0]?.symbol).toBe('Alpha');
    expect(orderSwapTokens([token('usdc', '1'), token('USDC', '2')]).map((item) => item.address)).toEqual([address('2'), address('1')]);
  });

  it('keeps the list’s order among tokens of one symbol, lists each token once, and leaves its input alone', () => {
    const copies = [token('USDC', 'a', 'first'), token('zz', 'b'), token('USDC', 'c', 'second')];
    const before = [...copies];
    const ordered = orderSwapTokens(copies, { configured: [address('a'), address('a')] });
    expect(ordered.map((item) => item.name)).toEqual(['first', 'second', 'zz token']);
    expect(copies).toEqual(before);
    fc.assert(fc.property(fc.array(fc.tuple(fc.constantFrom('ETH', 'USDC', 'DAI', 'METAL', 'abc', 'Xyz'), fc.constantFrom('1', '2', '3', 'a', 'b'))),
      (pairs) => {
        const list = pairs.map(([symbol, digit], place) => ({ ...token(symbol, digit), name: String(place) }));
        const result = orderSwapTokens(list);
        return result.length === list.length && list.every((item) => result.includes(item));
      }));
  });
});

describe('searching swap tokens', () => {
  const tokens = [token('USDC', 'a', 'USD Coin'), token('USDT', 'b', 'Tether USD'), token('ETH', 'c', 'Ether'), token('WETH', 'd', 'Wrapped Ether')];

  it('finds by symbol or name, ignoring case, anywhere in them', () => {
    expect(searchSwapTokens(tokens, 'usd').map((item) => item.symbol)).toEqual(['USDC', 'USDT']);
    // "Tether" holds "ether" too.
    expect(searchSwapTokens(tokens, 'ETHER').map((item) => item.symbol)).toEqual(['USDT', 'ETH', 'WETH']);
    expect(searchSwapTokens(tokens, '  weth ').map((item) => item.symbol)).toEqual(['WETH']);
    expect(searchSwapTokens(tokens, 'sol')).toEqual([]);
  });

  it('finds by exact address, plain or CAIP-10, in any case, and not by part of one', () => {
    expect(searchSwapTokens(tokens, `0x${'B'.repeat(40)}`).map((item) => item.symbol)).toEqual(['USDT']);
    expect(searchSwapTokens(tokens, address('c').toUpperCase().replace('EIP155', 'eip155')).map((item) => item.symbol)).toEqual(['ETH']);
    expect(searchSwapTokens(tokens, `0x${'b'.repeat(39)}`)).toEqual([]);
    expect(searchSwapTokens(tokens, address('c', 10))).toEqual([]);
  });

  it('gives every token for an empty query, and nothing odd for hostile ones', () => {
    expect(searchSwapTokens(tokens, '')).toEqual(tokens);
    expect(searchSwapTokens(tokens, '   ')).not.toBe(tokens);
    expect(searchSwapTokens(tokens, '.*')).toEqual([]);
    expect(searchSwapTokens(tokens, 'x'.repeat(100_000))).toEqual([]);
    expect(searchSwapTokens(tokens, undefined as unknown as string)).toEqual(tokens);
    fc.assert(fc.property(fc.string(), (query) => searchSwapTokens(tokens, query).every((item) => tokens.includes(item))));
  });
});
