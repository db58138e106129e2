import { describe, expect, it } from 'vitest';
import { EN_MESSAGES, type MessageKey } from './catalogue.ts';
import { loadCatalogue, SHIPPED_LOCALES, shippedLocaleOf, type ShippedLocale } from './locale-catalogues.ts';

const ENGLISH_KEYS = Object.keys(EN_MESSAGES) as MessageKey[];

/**
 * Keys whose English holds no English word: product names, sample input and placeholders only. A
 * translation may keep them as they are.
 */
const SAME_IN_EVERY_LANGUAGE = new Set<MessageKey>([
  'connect.group.walletConnect',
  'connect.walletConnect',
  'title.ConnectingWalletConnect',
  'title.ConnectingWalletConnectBasic',
  'title.ConnectingFarcaster',
  'connect.email.placeholder',
  'flows.code.placeholder',
  'send.amountPlaceholder',
  // An amount and its symbol, both the site's: nothing to translate.
  'pay.amount',
  'send.receiverPlaceholderEvm',
  'send.tokenOption',
  'swap.tokenOption',
  'account.socialProvider',
]);

/** Words a language writes as English does: names of chains, and loanwords that are that language's own word. */
const SAME_AS_ENGLISH: Readonly<Record<ShippedLocale, readonly MessageKey[]>> = {
  ar: [],
  es: ['family.solana', 'family.polkadot', 'family.bip122', 'family.cosmos', 'account.tab.Tokens', 'account.tokens', 'send.token', 'swap.token'],
  ja: [],
  'zh-Hans': ['family.solana', 'family.cosmos'],
};

/** Latin words a text in another script may hold: names of products and chains, and acronyms. */
const NAMES = new Set(['WalletConnect', 'Farcaster', 'walletport', 'Solana', 'Cosmos', 'Base', 'EVM', 'NFT', 'QR', 'EOA', 'dApp', 'base58', 'you', 'example', 'com', 'openPay']);
const NON_LATIN_SCRIPTS: readonly ShippedLocale[] = ['ar', 'ja', 'zh-Hans'];

const placeholders = (text: string): string[] => (text.match(/\{\w+\}/g) ?? []).sort();

describe.each(SHIPPED_LOCALES)('the %s catalogue', (locale) => {
  it('has every key of the English catalogue and no other', async () => {
    const words = await loadCatalogue(locale);
    expect(ENGLISH_KEYS.filter((key) => typeof words[key] !== 'string' || words[key]!.trim() === ''), 'missing or empty').toEqual([]);
    expect(Object.keys(words).filter((key) => !(key in EN_MESSAGES)), 'unknown keys').toEqual([]);
  });

  it('keeps every placeholder of the English text, and adds none', async () => {
    const words = await loadCatalogue(locale);
    const mismatched = ENGLISH_KEYS.filter((key) => words[key] !== undefined && placeholders(words[key]!).join() !== placeholders(EN_MESSAGES[key]).join());
    expect(mismatched.map((key) => `${key}: ${words[key]}`)).toEqual([]);
  });

  it('leaves no text in English', async () => {
    const words = await loadCatalogue(locale);
    const allowed = new Set([...SAME_IN_EVERY_LANGUAGE, ...SAME_AS_ENGLISH[locale]]);
    const english = ENGLISH_KEYS.filter((key) => !allowed.has(key) && words[key] === EN_MESSAGES[key]);
    expect(english, 'texts identical to English').toEqual([]);
    if (!NON_LATIN_SCRIPTS.includes(locale)) return;
    const latin = ENGLISH_KEYS.flatMap((key) => {
      const text = (words[key] ?? '').replace(/\{\w+\}/g, '');
      const foreign = (text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter((word) => word.length > 1 && !NAMES.has(word));
      return foreign.length > 0 ? [`${key}: ${foreign.join(' ')}`] : [];
    });
    expect(latin, 'English words inside translated texts').toEqual([]);
  });
});

describe('the shared exceptions', () => {
  it('hold no English word themselves: only names, sample input and placeholders', () => {
    for (const key of SAME_IN_EVERY_LANGUAGE) {
      const words = EN_MESSAGES[key].replace(/\{\w+\}/g, '').match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
      expect(words.filter((word) => word.length > 1 && !NAMES.has(word)), key).toEqual([]);
    }
  });
});

describe('which catalogue a locale tag reads', () => {
  it('goes by language, and Chinese by script', () => {
    expect(['ar', 'ar-EG', 'es-MX', 'ES', 'ja-JP', 'zh', 'zh-CN', 'zh-Hans-HK', 'zh-SG'].map(shippedLocaleOf)).toEqual(['ar', 'ar', 'es', 'es', 'ja', 'zh-Hans', 'zh-Hans', 'zh-Hans', 'zh-Hans']);
    expect(['zh-Hant', 'zh-TW', 'zh-HK', 'he', 'fr-CA', 'en'].map(shippedLocaleOf)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });
});
