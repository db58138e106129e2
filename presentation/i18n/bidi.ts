/**
 * Unicode isolates for words and values whose direction differs from the text around them. An
 * isolate makes its content one unit for the bidi algorithm: "Haven't got a wallet?" inside a
 * right-to-left dialog keeps its question mark at its end, and an address or an amount inside an
 * Arabic sentence keeps its own order ("1.5 ETH", not "ETH 1.5"). They work in text, in attributes
 * and in `<option>`, where no `<bdi>` element can go.
 */
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** Letters of the scripts written right to left (Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms). */
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC]/u;
const LETTER = /\p{L}/u;

/** The direction of a text's first letter, `{placeholders}` skipped; undefined for a text without letters. */
export function firstStrongDirection(text: string): 'ltr' | 'rtl' | undefined {
  for (const char of text.replace(/\{\w+\}/g, '')) {
    if (RTL_LETTER.test(char)) return 'rtl';
    if (LETTER.test(char)) return 'ltr';
  }
  return undefined;
}

/** The text as one unit laid out in the direction of its own first letter. */
export function isolated(text: string): string {
  return `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;
}

/** A message in a dialog of direction `dir`: isolated when its own language runs the other way. */
export function messageIn(dir: 'ltr' | 'rtl', text: string): string {
  const own = firstStrongDirection(text);
  return own !== undefined && own !== dir ? isolated(text) : text;
}

/**
 * A value filled into a message (a name, an address, an amount): isolated in a right-to-left
 * dialog, and wherever it holds right-to-left letters, so it cannot reorder the sentence around it.
 * A plain Latin or numeric value in a left-to-right dialog needs nothing and gets nothing.
 */
export function valueIn(dir: 'ltr' | 'rtl', value: string): string {
  return dir === 'rtl' || RTL_LETTER.test(value) ? isolated(value) : value;
}

/** The text without the isolates added here, as a screen reader or a comparison reads it. */
export function withoutIsolates(text: string): string {
  return text.replace(/[\u2066-\u2069]/g, '');
}
