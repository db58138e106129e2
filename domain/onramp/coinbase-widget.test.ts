import { describe, it, expect } from 'vitest';
import { COINBASE_WIDGET_PATH, checkCoinbaseWidgetUrl, coinbaseWidgetRequest, type CoinbaseWidgetBody } from './coinbase-widget.ts';
import { onrampAccount, type OnrampAccount } from './onramp-account.ts';

const BUYER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SITE = 'https://pay.coinbase.com';

function account(caip10: string): OnrampAccount {
  const parsed = onrampAccount(caip10);
  if (!parsed) throw new Error(`not an onramp account: ${caip10}`);
  return parsed;
}

function request(ask: Partial<Parameters<typeof coinbaseWidgetRequest>[0]> = {}) {
  const built = coinbaseWidgetRequest({ account: account(`eip155:8453:${BUYER}`), asset: 'ETH', paymentAmount: '100', paymentCurrency: 'USD', ...ask });
  if (!built) throw new Error('no request');
  return built;
}

/** The URL the service builds from a body (onrampurl.rs:130-173), in its order, with its own appId. */
function servicePage(body: CoinbaseWidgetBody, site = SITE): URL {
  const url = new URL(COINBASE_WIDGET_PATH, site);
  url.searchParams.append('appId', 'app-1');
  url.searchParams.append('destinationWallets', JSON.stringify(body.destinationWallets));
  url.searchParams.append('partnerUserId', body.partnerUserId);
  url.searchParams.append('defaultNetwork', body.defaultNetwork);
  if (body.presetFiatAmount !== undefined) url.searchParams.append('presetFiatAmount', String(body.presetFiatAmount));
  url.searchParams.append('defaultExperience', body.defaultExperience);
  return url;
}

describe('the Coinbase page request', () => {
  it('delivers to the buyer’s address on the chain of its network, the asset and whole dollars preset', () => {
    expect(request()).toEqual({
      body: {
        destinationWallets: [{ address: BUYER, blockchains: ['base'], assets: ['ETH'] }],
        partnerUserId: BUYER, defaultNetwork: 'base', defaultExperience: 'buy', presetFiatAmount: 100,
      },
      destination: { chain: 'base', isFallback: false },
    });
  });

  it('leaves the asset to the visitor when none is chosen, and presets no amount that is not whole dollars', () => {
    expect(request({ asset: undefined }).body.destinationWallets[0]).toEqual({ address: BUYER, blockchains: ['base'] });
    for (const change of [{ paymentAmount: '100.5' }, { paymentAmount: '0' }, { paymentAmount: '1e3' }, { paymentCurrency: 'EUR' }, { paymentCurrency: undefined }, { paymentAmount: '1234567890' }]) {
      expect(request(change).body).not.toHaveProperty('presetFiatAmount');
    }
    expect(request({ paymentCurrency: 'usd' }).body.presetFiatAmount).toBe(100);
  });

  it('is not built for Solana, or for an asset that is not a plain symbol', () => {
    expect(coinbaseWidgetRequest({ account: account(`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM`) })).toBeUndefined();
    for (const asset of ['', 'ETH"', 'E T H', '<b>', 'A'.repeat(17)]) expect(coinbaseWidgetRequest({ account: account(`eip155:1:${BUYER}`), asset })).toBeUndefined();
  });
});

describe('the Coinbase page the service answers', () => {
  const { body } = request();

  it('passes when it is exactly the page asked for, whatever the appId', () => {
    const page = servicePage(body);
    expect(checkCoinbaseWidgetUrl(page.href, body, SITE)).toEqual({ ok: true, url: page.href });
  });

  it('passes with the wallet’s fields in another order: the service re-serializes them', () => {
    const page = servicePage(body);
    page.searchParams.set('destinationWallets', JSON.stringify([{ assets: ['ETH'], blockchains: ['base'], address: BUYER }]));
    expect(checkCoinbaseWidgetUrl(page.href, body, SITE).ok).toBe(true);
  });

  it.each([
    ['not a string', () => 42],
    ['not a URL', () => 'pay.coinbase.com/buy/select-asset'],
    ['too long to be the page', () => `${servicePage(body).href}${'&x=1'.repeat(1_000)}`],
    ['a look-alike host', () => servicePage(body, 'https://pay.coinbase.com.evil.example').href],
    ['unreadable wallets', () => {
      const page = servicePage(body);
      page.searchParams.set('destinationWallets', '[{"address":');
      return page.href;
    }],
    ['wallets in another letter case', () => {
      const page = servicePage(body);
      page.searchParams.set('destinationWallets', JSON.stringify([{ address: BUYER.toLowerCase(), blockchains: ['base'], assets: ['ETH'] }]));
      return page.href;
    }],
    ['no preset where one was asked', () => {
      const page = servicePage(body);
      page.searchParams.delete('presetFiatAmount');
      return page.href;
    }],
  ])('is refused when %s', (_case, answer) => {
    expect(checkCoinbaseWidgetUrl(answer(), body, SITE).ok).toBe(false);
  });

  it('names why it refused a page, for the error’s cause', () => {
    const page = servicePage(body);
    page.searchParams.append('redirectUrl', 'https://evil.example');
    expect(checkCoinbaseWidgetUrl(page.href, body, SITE)).toEqual({ ok: false, reason: 'unexpected parameter redirectUrl' });
    expect(checkCoinbaseWidgetUrl(servicePage(body, 'https://evil.example').href, body, SITE)).toEqual({ ok: false, reason: `not on ${SITE}` });
  });
});
