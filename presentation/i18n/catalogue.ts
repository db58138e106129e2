import { COMMON_MESSAGES } from './en/common.ts';
import { TITLE_MESSAGES } from './en/titles.ts';
import { CONNECT_MESSAGES } from './en/connect.ts';
import { ALL_WALLETS_MESSAGES } from './en/all-wallets.ts';
import { ACCOUNT_MESSAGES } from './en/account.ts';
import { FEATURE_VIEWS_MESSAGES } from './en/feature-views.ts';
import { FLOWS_MESSAGES } from './en/flows.ts';
import { SWAP_MESSAGES } from './en/swap.ts';
import { ONRAMP_MESSAGES } from './en/onramp.ts';
import { PAY_MESSAGES } from './en/pay.ts';
import { BUTTON_MESSAGES } from './en/buttons.ts';
import type { MessageKey } from './message-key.ts';

/**
 * Every word a view shows, in English (the spec's texts). Each area of the modal keeps its words in a
 * file of its own under `en/`; a locale's catalogue or a site's `messages` option replaces them by key.
 */
export const EN_MESSAGES = {
  ...COMMON_MESSAGES,
  ...TITLE_MESSAGES,
  ...CONNECT_MESSAGES,
  ...ALL_WALLETS_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...FEATURE_VIEWS_MESSAGES,
  ...FLOWS_MESSAGES,
  ...SWAP_MESSAGES,
  ...ONRAMP_MESSAGES,
  ...PAY_MESSAGES,
  ...BUTTON_MESSAGES,
} as const;

export type { MessageKey };
// Compile only while the English words and the written-out keys are the same set.
type KnownKey<K extends MessageKey> = K;
type EveryWordHasAKey = KnownKey<keyof typeof EN_MESSAGES>;
type EnglishWord<K extends keyof typeof EN_MESSAGES> = K;
type EveryKeyHasAWord = EnglishWord<MessageKey>;

/** A full set of words: what `messages` overrides are merged over. */
export type Messages = Readonly<Record<MessageKey, string>>;
