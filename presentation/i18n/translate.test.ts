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

  it('lays right-to-left languages out right to left', () => {
    expect(localeDirection('ar')).toBe('rtl');
    expect(localeDirection('he-IL')).toBe('rtl');
    expect(localeDirection('en-GB')).toBe('ltr');
    expect(localeDirection('fr')).toBe('ltr');
  });
});
