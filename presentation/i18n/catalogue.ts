import { COMMON_MESSAGES } from './en/common.ts';
import { TITLE_MESSAGES } from './en/titles.ts';

/**
 * Every word a view shows, in English (the spec's texts). Each area of the modal keeps its words in a
 * file of its own under `en/`; a locale's catalogue or a site's `messages` option replaces them by key.
 */
export const EN_MESSAGES = {
  ...COMMON_MESSAGES,
  ...TITLE_MESSAGES,
} as const;

export type MessageKey = keyof typeof EN_MESSAGES;

/** A full set of words: what `messages` overrides are merged over. */
export type Messages = Readonly<Record<MessageKey, string>>;
