import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { displayName, escapeInvisible } from './display-name.ts';

const RLO = '\u202E';
const BIDI_FORMATTING = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];

describe('displayName: names from wallets, directories and token lists, made safe to show', () => {
  it('drops a right-to-left override so the name reads in its stored order', () => {
    expect(displayName(`Safe${RLO}tellaW`)).toBe('SafetellaW');
  });

  it('drops every bidi embedding, override and isolate character', () => {
    for (const mark of BIDI_FORMATTING) expect(displayName(`a${mark}b`)).toBe('ab');
  });

  it('drops C0 and C1 control characters and DEL', () => {
    expect(displayName('Wal\u0000let\u0007\u001B[31m\u007F\u009B')).toBe('Wallet[31m');
  });

  it('turns line breaks and tabs into single spaces and trims the ends', () => {
    expect(displayName('  Demo\r\n\tWallet\u2028Pro\u0085  ')).toBe('Demo Wallet Pro');
  });

  it('keeps letters of any script, emoji and the bidi marks a right-to-left name may need', () => {
    expect(displayName('محفظة\u200F Wallet 🦊 钱包')).toBe('محفظة\u200F Wallet 🦊 钱包');
  });

  it('keeps a long name whole: shortening it is the view’s job', () => {
    const long = 'W'.repeat(100);
    expect(displayName(long)).toBe(long);
  });

  it('never leaves a control or bidi formatting character, and is idempotent', () => {
    const unsafe = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (raw) => {
        const shown = displayName(raw);
        expect(unsafe.test(shown)).toBe(false);
        expect(displayName(shown)).toBe(shown);
      }),
    );
  });
});

describe('escapeInvisible: text a signing screen shows, every hidden character made visible', () => {
  it('writes each invisible, bidi or line-breaking character as an escape where it stands, and drops nothing', () => {
    const hidden = ['\u200B', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u{E0041}', '\u{E007F}', '\u3164', '\u2028', '\u2029', '\u202E', '\u2067', '\u200F', '\uFE0F', '\u0000', '\r'];
    expect(hidden.map((character) => escapeInvisible(`a${character}b`))).toEqual([
      'a\\u{200B}b', 'a\\u{200D}b', 'a\\u{2060}b', 'a\\u{FEFF}b', 'a\\u{AD}b', 'a\\u{E0041}b', 'a\\u{E007F}b', 'a\\u{3164}b',
      'a\\u{2028}b', 'a\\u{2029}b', 'a\\u{202E}b', 'a\\u{2067}b', 'a\\u{200F}b', 'a\\u{FE0F}b', 'a\\u{0}b', 'a\\u{D}b',
    ]);
  });

  it('keeps letters of any script, emoji, spaces, tabs and line feeds as they are', () => {
    expect(escapeInvisible('محفظة Wallet 🦊 钱包\tline\nnext')).toBe('محفظة Wallet 🦊 钱包\tline\nnext');
  });

  it('never leaves a format, control, separator or default-ignorable character other than tab and line feed', () => {
    const hidden = /(?![\t\n])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Default_Ignorable_Code_Point}]/u;
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (raw) => {
      expect(hidden.test(escapeInvisible(raw))).toBe(false);
    }));
  });
});
