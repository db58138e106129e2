import type { StateReader } from '../../application/stores/state-observable.ts';
import { checkedLocale, checkedMessages } from '../../domain/options/locale-tag.ts';
import { BUTTON_MESSAGES } from './en/buttons.ts';
import { OPENING_MESSAGES } from './en/opening.ts';
import { loadCatalogue, shippedLocaleOf, type LocaleCatalogue } from './locale-catalogues.ts';

/** What decides every word an instance shows: its locale, the site's own words, the locale's catalogue. */
export interface WordsState {
  /** The `locale` option, checked (`en` for a malformed tag). */
  readonly locale: string;
  /** The site's `messages`, by key. */
  readonly overrides: Readonly<Record<string, string>>;
  /** The shipped words of the locale once loaded; undefined while loading or when none ships. */
  readonly catalogue: LocaleCatalogue | undefined;
  /** False while the locale's catalogue is still on its way. */
  readonly settled: boolean;
}

/** The two options that may change after creation (`updateOptions`). */
export interface WordsOptions {
  readonly locale?: unknown;
  readonly messages?: unknown;
}

export interface WordsSource extends StateReader<WordsState> {
  /** The state once the current locale's catalogue is in, known to be missing, or failed to load. */
  whenSettled(): Promise<WordsState>;
  /** New options: a locale given loads its catalogue, messages given replace the site's words. */
  update(options: WordsOptions): void;
}

/**
 * One instance's words, on the page from createAppKit on: the page's buttons read it before the
 * modal's chunk exists, and the modal mounts once it has settled, so the first view opens in the
 * locale's words. It holds only what decides the words; the English catalogue is the modal's to
 * merge, so the page's first JavaScript carries the buttons' four English words and the loading
 * dialog's three, and no more.
 * `load` is false on a server, where nothing is imported and the English words render.
 */
export function createWordsSource(options: WordsOptions, load: boolean): WordsSource {
  let state: WordsState = { locale: checkedLocale(options.locale), overrides: checkedMessages(options.messages), catalogue: undefined, settled: false };
  let settling: Promise<unknown> = Promise.resolve();
  const listeners = new Set<(value: WordsState) => void>();
  const set = (next: WordsState): void => {
    state = next;
    for (const listener of [...listeners]) if (listeners.has(listener)) listener(next);
  };
  const loadLocale = (locale: string): void => {
    const shipped = load ? shippedLocaleOf(locale) : undefined;
    if (!shipped) {
      state = { ...state, catalogue: undefined, settled: true };
      return;
    }
    state = { ...state, catalogue: undefined, settled: false };
    // A failed chunk (offline, a deploy that removed it) leaves the English words: a warning, never a broken modal.
    settling = loadCatalogue(shipped).then(
      (catalogue) => {
        if (state.locale === locale) set({ ...state, catalogue, settled: true });
      },
      (error: unknown) => {
        console.warn(`[walletport] the words for locale ${JSON.stringify(locale)} could not be loaded; English is shown.`, error);
        if (state.locale === locale) set({ ...state, settled: true });
      },
    );
  };
  loadLocale(state.locale);
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      const entry = (value: WordsState): void => listener(value);
      listeners.add(entry);
      return () => void listeners.delete(entry);
    },
    async whenSettled() {
      // A locale changed while waiting starts a newer load: wait for the latest.
      for (let current = settling; ; current = settling) {
        await current;
        if (current === settling) return state;
      }
    },
    update(next) {
      const previous = state;
      const locale = next.locale === undefined ? previous.locale : checkedLocale(next.locale);
      state = { ...previous, locale, overrides: next.messages === undefined ? previous.overrides : checkedMessages(next.messages) };
      if (locale !== previous.locale) loadLocale(locale);
      set(state);
    },
  };
}

export type ButtonWordKey = keyof typeof BUTTON_MESSAGES;

/**
 * A word of the page's buttons: the site's `messages` for the key, else the locale's catalogue
 * once loaded, else English. A key inherited from Object.prototype is no override.
 */
export function buttonWord(state: WordsState | undefined, key: ButtonWordKey): string {
  return pageWord(state, key, BUTTON_MESSAGES[key]);
}

export type OpeningWordKey = keyof typeof OPENING_MESSAGES;

/** A word of the dialog a click shows while the modal loads, by the same rule as the buttons'. */
export function openingWord(state: WordsState | undefined, key: OpeningWordKey): string {
  return pageWord(state, key, OPENING_MESSAGES[key]);
}

function pageWord(state: WordsState | undefined, key: ButtonWordKey | OpeningWordKey, english: string): string {
  if (state && Object.hasOwn(state.overrides, key)) return state.overrides[key]!;
  return state?.catalogue?.[key] ?? english;
}
