import { EN_MESSAGES, type MessageKey, type Messages } from './catalogue.ts';

/** Values a message's `{placeholders}` are filled with. */
export type MessageValues = Readonly<Record<string, string | number>>;

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** Languages written right to left: their modal lays out right to left. */
const RTL_LANGUAGES = new Set(['ar', 'arc', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'sd', 'ur', 'yi']);

export function localeDirection(locale: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(locale.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';
}

/**
 * The English words with the site's overrides on top. An override for a key the catalogue does not
 * have is ignored with a warning, so a typo shows up in the console rather than as a missing word.
 */
export function mergedMessages(overrides: Readonly<Record<string, string>>): Messages {
  const merged: Record<string, string> = { ...EN_MESSAGES };
  for (const [key, value] of Object.entries(overrides)) {
    if (key in EN_MESSAGES) merged[key] = value;
    else console.warn(`[walletport] messages: unknown key ${JSON.stringify(key)} ignored.`);
  }
  return merged as Messages;
}

/** Fills `{name}` placeholders; one without a value stays as written, so a missing value is visible. */
export function translator(messages: Messages): Translate {
  return (key, values) => {
    const template = messages[key] ?? key;
    if (!values) return template;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
}
