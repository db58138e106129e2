import { describe, expect, it } from 'vitest';
import { baseETH, baseSepoliaETH, baseUSDC } from './payment-asset.ts';
import { checkPaymentRequest } from './payment-request.ts';

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const SOLANA_RECIPIENT = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const valid = { paymentAsset: baseUSDC, recipient: RECIPIENT, amount: 25.5 };
const codeOf = (options: unknown) => {
  const result = checkPaymentRequest(options);
  return result.ok ? 'ok' : result.code;
};

describe('a payment request as a site passes it to openPay', () => {
  it('is read into the asset, the recipient, and the amount in the smallest unit with its CAIP-19 asset', () => {
    expect(checkPaymentRequest(valid)).toEqual({
      ok: true,
      request: { paymentAsset: baseUSDC, recipient: RECIPIENT, amount: 25.5, units: 25_500_000n, amountText: '25.5', caip19: 'eip155:8453/erc20:0x833589fcd6edb6e08f4c7c32d4f71b54bda02913', openInNewTab: true, redirectUrl: undefined, payWithExchange: undefined },
    });
    expect(checkPaymentRequest({ paymentAsset: baseSepoliaETH, recipient: RECIPIENT, amount: 0.001, openInNewTab: false })).toMatchObject({ ok: true, request: { units: 10n ** 15n, caip19: 'eip155:84532/slip44:60', openInNewTab: false } });
  });

  it('takes a custom token and a Solana payment when well formed', () => {
    const custom = { network: 'eip155:137', asset: '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359', metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 } };
    expect(codeOf({ paymentAsset: custom, recipient: RECIPIENT, amount: 1 })).toBe('ok');
    const solanaUsdc = { network: SOLANA, asset: USDC_MINT, metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 } };
    expect(checkPaymentRequest({ paymentAsset: solanaUsdc, recipient: SOLANA_RECIPIENT, amount: 2 })).toMatchObject({ ok: true, request: { caip19: `${SOLANA}/token:${USDC_MINT}`, units: 2_000_000n } });
    expect(codeOf({ paymentAsset: { network: SOLANA, asset: 'native', metadata: { name: 'Solana', symbol: 'SOL', decimals: 9 } }, recipient: SOLANA_RECIPIENT, amount: 0.5 })).toBe('ok');
  });

  it('keeps the exchange filter and redirect URLs it is given, as copies', () => {
    const includeOnly = ['binance'];
    const result = checkPaymentRequest({ ...valid, payWithExchange: { includeOnly }, redirectUrl: { success: 'https://shop.example/ok', failure: 'https://shop.example/ko' } });
    includeOnly.push('attacker');
    expect(result).toMatchObject({ ok: true, request: { payWithExchange: { includeOnly: ['binance'], exclude: undefined }, redirectUrl: { success: 'https://shop.example/ok', failure: 'https://shop.example/ko' } } });
  });

  it('refuses in AppKit’s order: configuration, recipient, asset, amount (PayController.ts:404-422)', () => {
    expect(codeOf({ recipient: '', amount: 0 })).toBe('PAY_INVALID_PAYMENT_CONFIG');
    expect(codeOf({ paymentAsset: { ...baseUSDC, asset: '' }, recipient: '', amount: 0 })).toBe('PAY_INVALID_RECIPIENT');
    expect(codeOf({ paymentAsset: { ...baseUSDC, asset: '' }, recipient: RECIPIENT, amount: 0 })).toBe('PAY_INVALID_ASSET');
    expect(codeOf({ paymentAsset: baseUSDC, recipient: RECIPIENT })).toBe('PAY_INVALID_AMOUNT');
  });

  describe('the network', () => {
    it.each(['bip122:000000000019d6689c085ae165831e93', 'polkadot:91b171bb158e2d3848fa23a9f1c25182', 'eip155', 'eip155:', 'eip155:1:2', 'EIP155:1', '__proto__:1', 'constructor:1', 8453, undefined])('refuses %p: no exchange can name an asset there', (network) => {
      expect(codeOf({ ...valid, paymentAsset: { ...baseUSDC, network } })).toBe('PAY_INVALID_PAYMENT_CONFIG');
    });
  });

  describe('the asset', () => {
    it.each(['0x833589fcd6edb6e08f4c7c32d4f71b54bda0291', '833589fcd6edb6e08f4c7c32d4f71b54bda02913', '0x833589fcd6edb6e08f4c7c32d4f71b54bda0291g', 'NATIVE', USDC_MINT, 42])('refuses %p on eip155', (asset) => {
      expect(codeOf({ ...valid, paymentAsset: { ...baseUSDC, asset } })).toBe('PAY_INVALID_ASSET');
    });

    it('refuses a named asset with other decimals: baseUSDC at 18 would take 10^12 times the amount shown', () => {
      expect(codeOf({ ...valid, paymentAsset: { ...baseUSDC, asset: baseUSDC.asset.toUpperCase().replace('0X', '0x'), metadata: { ...baseUSDC.metadata, decimals: 18 } } })).toBe('PAY_INVALID_ASSET');
    });

    it('refuses a network coin counted in other than its smallest unit', () => {
      expect(codeOf({ ...valid, amount: 1, paymentAsset: { ...baseETH, metadata: { ...baseETH.metadata, decimals: 24 } } })).toBe('PAY_INVALID_ASSET');
      expect(codeOf({ paymentAsset: { network: SOLANA, asset: 'native', metadata: { name: 'Solana', symbol: 'SOL', decimals: 18 } }, recipient: SOLANA_RECIPIENT, amount: 1 })).toBe('PAY_INVALID_ASSET');
    });

    it.each([
      ['no metadata', undefined],
      ['no name', { symbol: 'USDC', decimals: 6 }],
      ['a blank symbol', { name: 'USD Coin', symbol: '  ', decimals: 6 }],
      ['a name with a control character', { name: 'USD\u0000Coin', symbol: 'USDC', decimals: 6 }],
      ['a name of a thousand characters', { name: 'U'.repeat(1_000), symbol: 'USDC', decimals: 6 }],
      ['decimals as text', { name: 'USD Coin', symbol: 'USDC', decimals: '6' }],
      ['fractional decimals', { name: 'USD Coin', symbol: 'USDC', decimals: 6.5 }],
      ['negative decimals', { name: 'USD Coin', symbol: 'USDC', decimals: -6 }],
      ['uint256 decimals', { name: 'USD Coin', symbol: 'USDC', decimals: 77 }],
    ])('refuses a custom token with %s', (_case, metadata) => {
      const paymentAsset = { network: 'eip155:137', asset: '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359', metadata };
      expect(codeOf({ ...valid, amount: 1, paymentAsset })).toBe('PAY_INVALID_ASSET');
    });
  });

  describe('the recipient', () => {
    it.each([
      ['an address without 0x', '70997970C51812dc3A010C7d01b50e0d17dc79C8'],
      ['39 hex digits', '0x70997970C51812dc3A010C7d01b50e0d17dc79C'],
      ['a CAIP-10 account', `eip155:8453:${RECIPIENT}`],
      ['a name', 'vitalik.eth'],
      ['a Solana address for an eip155 asset', SOLANA_RECIPIENT],
      ['the zero address, where a payment is lost', '0x0000000000000000000000000000000000000000'],
      ['an address with a newline', `${RECIPIENT}\n`],
      ['a number', 0x70997970],
    ])('refuses %s', (_case, recipient) => {
      expect(codeOf({ ...valid, recipient })).toBe('PAY_INVALID_RECIPIENT');
    });

    it('refuses an eip155 address for a Solana asset', () => {
      const paymentAsset = { network: SOLANA, asset: 'native', metadata: { name: 'Solana', symbol: 'SOL', decimals: 9 } };
      expect(codeOf({ paymentAsset, recipient: RECIPIENT, amount: 1 })).toBe('PAY_INVALID_RECIPIENT');
    });
  });

  describe('the amount', () => {
    it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, 0.1 + 0.2, 1e-7, '1e3', '', true, 25n])('refuses %p for USDC (6 decimals)', (amount) => {
      expect(codeOf({ ...valid, amount })).toBe('PAY_INVALID_AMOUNT');
    });
  });

  describe('the other options', () => {
    it.each([
      ['openInNewTab as text', { openInNewTab: 'yes' }],
      ['a redirect URL that is not an object', { redirectUrl: 'https://shop.example' }],
      ['a redirect without its failure URL', { redirectUrl: { success: 'https://shop.example/ok' } }],
      ['an exchange filter of numbers', { payWithExchange: { includeOnly: [1, 2] } }],
      ['an exchange filter that is text', { payWithExchange: { exclude: 'binance' } }],
      ['an exchange filter that is not an object', { payWithExchange: 'binance' }],
    ])('refuses %s as a configuration mistake', (_case, extra) => {
      expect(codeOf({ ...valid, ...extra })).toBe('PAY_INVALID_PAYMENT_CONFIG');
    });
  });
});

describe('from the attacker’s seat: options built to trip the checks', () => {
  it.each([null, undefined, 'baseUSDC', 42, [valid]])('refuses %p as options', (options) => {
    expect(codeOf(options)).toBe('PAY_INVALID_PAYMENT_CONFIG');
  });

  it('survives getters and proxies that throw, at every depth', () => {
    const throwing = new Proxy({}, { get: () => { throw new Error('boom'); } });
    expect(codeOf(throwing)).toBe('PAY_INVALID_PAYMENT_CONFIG');
    expect(codeOf({ ...valid, paymentAsset: throwing })).toBe('PAY_INVALID_PAYMENT_CONFIG');
    expect(codeOf({ ...valid, paymentAsset: { ...baseUSDC, metadata: throwing } })).toBe('PAY_INVALID_ASSET');
    const list = new Proxy(['binance'], { get: (target, key) => (key === 'length' ? 1 : key === '0' ? (() => { throw new Error('boom'); })() : Reflect.get(target, key)) });
    expect(codeOf({ ...valid, payWithExchange: { includeOnly: list } })).toBe('PAY_INVALID_PAYMENT_CONFIG');
  });

  it('reads each field once: a recipient that changes after its check is not the one paid', () => {
    let reads = 0;
    const options = { paymentAsset: baseUSDC, amount: 1, get recipient() {
      reads += 1;
      return reads === 1 ? RECIPIENT : '0x000000000000000000000000000000000000dEaD';
    } };
    expect(checkPaymentRequest(options)).toMatchObject({ ok: true, request: { recipient: RECIPIENT } });
    expect(reads).toBe(1);
  });

  it('reads the decimals once: an asset that shows 6 and pays at 18 is not possible', () => {
    let reads = 0;
    const metadata = { name: 'USD Coin', symbol: 'USDC', get decimals() {
      reads += 1;
      return reads === 1 ? 6 : 18;
    } };
    const result = checkPaymentRequest({ ...valid, paymentAsset: { network: 'eip155:137', asset: '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359', metadata } });
    expect(result).toMatchObject({ ok: true, request: { units: 25_500_000n, paymentAsset: { metadata: { decimals: 6 } } } });
    expect(reads).toBe(1);
  });
});
