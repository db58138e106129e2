/**
 * Characters that break a line where they stand (tab, LF, VT, FF, CR, NEL, line and paragraph
 * separators): a name keeps its words apart, so they become one space rather than vanish.
 */
const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/gu;

/**
 * The rest of C0 and C1 and DEL, which draw nothing or garble the text around them, and the bidi
 * embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): a wallet announcing
 * "Safe\u202EtellaW" would otherwise be read as another name. The implicit marks (LRM, RLM, ALM) stay:
 * they only nudge neutral characters, and right-to-left names may rely on them.
 */
const UNSAFE = /[\u0000-\u0008\u000E-\u001F\u007F-\u0084\u0086-\u009F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * A name from outside (a wallet's announcement, the wallet directory, a token list) as the modal shows
 * it: without control and bidi formatting characters, trimmed. Its length is left alone: the view
 * shortens it to the space it has.
 */
export function displayName(raw: string): string {
  return raw.replace(UNSAFE, '').replace(LINE_BREAKS, ' ').replace(/ {2,}/g, ' ').trim();
}
