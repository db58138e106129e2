import { afterEach, describe, expect, it, vi } from 'vitest';
import { EN_MESSAGES } from './catalogue.ts';
import { localeDirection, mergedMessages, translator } from './translate.ts';

describe('the message catalogue', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers English by default and a site override by key', () => {
    const t = translator(mergedMessages({ 'modal.close': 'Fermer' }));
    expect(t('modal.close')).toBe('Fermer');
    expect(t('modal.back')).toBe(EN_MESSAGES['modal.back']);
  });

  it('ignores an unknown override key with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const messages = mergedMessages({ 'modal.clsoe': 'x' });
    expect(Object.keys(messages)).not.toContain('modal.clsoe');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('modal.clsoe'));
  });

  it('fills placeholders and leaves one without a value visible', () => {
    const t = translator({ ...mergedMessages({}), 'common.copied': 'Copied {what} to {where}' });
    expect(t('common.copied', { what: 'the address' })).toBe('Copied the address to {where}');
  });

  it('in a right-to-left dialog, isolates an English word and every value filled in, so each keeps its own order', () => {
    const t = translator({ ...mergedMessages({}), 'modal.back': 'رجوع', 'send.transaction': 'المعاملة {hash}' }, 'rtl');
    expect(t('modal.back')).toBe('رجوع');
    expect(t('connect.guide.question')).toBe('\u2068Haven\'t got a wallet?\u2069');
    expect(t('send.transaction', { hash: '0xab…cd' })).toBe('المعاملة \u20680xab…cd\u2069');
  });

  it('in a left-to-right dialog, leaves Latin values alone and isolates a right-to-left one', () => {
    const t = translator(mergedMessages({}), 'ltr');
    expect(t('connect.wc.open', { name: 'Demo Wallet' })).toBe('Open Demo Wallet');
    expect(t('connect.wc.open', { name: 'محفظة' })).toBe('Open \u2068محفظة\u2069');
    expect(t('siwe.appFallback')).toBe('This app');
  });

  it('lays right-to-left languages out right to left', () => {
    expect(localeDirection('ar')).toBe('rtl');
    expect(localeDirection('he-IL')).toBe('rtl');
    expect(localeDirection('en-GB')).toBe('ltr');
    expect(localeDirection('fr')).toBe('ltr');
  });
});
