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
const BIDI_CONTROLS = '\u202A-\u202E\u2066-\u2069';
const UNSAFE = new RegExp(`[\u0000-\u0008\u000E-\u001F\u007F-\u0084\u0086-\u009F${BIDI_CONTROLS}]`, 'gu');

/**
 * A name from outside (a wallet's announcement, the wallet directory, a token list) as the modal shows
 * it: without control and bidi formatting characters, trimmed. Its length is left alone: the view
 * shortens it to the space it has.
 */
export function displayName(raw: string): string {
  return raw.replace(UNSAFE, '').replace(LINE_BREAKS, ' ').replace(/ {2,}/g, ' ').trim();
}

/**
 * Everything that draws nothing, draws as nothing more than a space, or reorders what follows: controls
 * (C0, C1, DEL), format characters (zero-width space and joiners, word joiner U+2060, BOM U+FEFF, soft
 * hyphen U+00AD, tag characters U+E0000–U+E007F, the bidi marks and controls), the default-ignorable
 * code points (Hangul fillers such as U+3164, variation selectors), line and paragraph separators and
 * lone surrogates. Tab and line feed are left out: they lay text out visibly.
 */
const INVISIBLE = new RegExp(`(?![\t\n])[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Cs}\\p{Default_Ignorable_Code_Point}${BIDI_CONTROLS}]`, 'gu');

/**
 * Text from outside as a signing screen shows it: every invisible or reordering character becomes a
 * visible escape (`\u{200B}`) in its place, nothing is dropped, so two texts that differ by an invisible
 * character never look alike and a hidden suffix shows where it is.
 */
export function escapeInvisible(raw: string): string {
  return raw.replace(INVISIBLE, (character) => `\\u{${(character.codePointAt(0) ?? 0).toString(16).toUpperCase()}}`);
}
