import { EN_MESSAGES, type MessageKey, type Messages } from './catalogue.ts';
import { messageIn, valueIn } from './bidi.ts';
import type { LocaleCatalogue } from './locale-catalogues.ts';

/** Values a message's `{placeholders}` are filled with. */
export type MessageValues = Readonly<Record<string, string | number>>;

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** Languages written right to left: their modal lays out right to left. */
const RTL_LANGUAGES = new Set(['ar', 'arc', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'sd', 'ur', 'yi']);

export function localeDirection(locale: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(locale.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';
}

/**
 * The locale's catalogue (English when none ships) with the site's overrides on top. An override
 * for a key the catalogue does not have is ignored with a warning, so a typo shows up in the
 * console rather than as a missing word.
 */
export function mergedMessages(overrides: Readonly<Record<string, string>>, catalogue?: LocaleCatalogue): Messages {
  const merged: Record<string, string> = { ...EN_MESSAGES, ...catalogue };
  for (const [key, value] of Object.entries(overrides)) {
    if (key in EN_MESSAGES) merged[key] = value;
    else console.warn(`[walletport] messages: unknown key ${JSON.stringify(key)} ignored.`);
  }
  return merged as Messages;
}

/**
 * Fills `{name}` placeholders; one without a value stays as written, so a missing value is visible.
 * In a dialog of direction `dir`, a message in a language running the other way (an English word a
 * site left untranslated in a right-to-left dialog) and the values filled in are isolated, so each
 * keeps its own order and punctuation.
 */
export function translator(messages: Messages, dir: 'ltr' | 'rtl' = 'ltr'): Translate {
  return (key, values) => {
    const template = messageIn(dir, messages[key] ?? key);
    if (!values) return template;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? valueIn(dir, String(values[name])) : whole));
  };
}
