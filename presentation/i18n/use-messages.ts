import { useContext, useSyncExternalStore } from 'react';
import type { AppKitFacade } from '../../application/app-kit.ts';
import type { StateReader } from '../../application/stores/state-observable.ts';
import { useFacade } from '../modal/facade-context.ts';
import { AppKitContext } from '../react/react-state.tsx';
import { EN_MESSAGES } from './catalogue.ts';
import { localeDirection, mergedMessages, translator, type Translate } from './translate.ts';
import type { WordsState } from './words-source.ts';

export interface ModalWords {
  readonly t: Translate;
  /** The language of the words shown: the locale's when it has words, else `en`. */
  readonly locale: string;
  /** The direction of that language. */
  readonly dir: 'ltr' | 'rtl';
}

/**
 * The words for a state. The language shown is the locale's when walletport ships its catalogue or
 * the site gave words of its own; a locale with neither shows English, and so lays out left to
 * right and says `lang="en"` whatever the tag: the direction follows the text, not the option.
 */
export function wordsFor(state: Pick<WordsState, 'locale' | 'overrides' | 'catalogue'>): ModalWords {
  const translated = state.catalogue !== undefined || Object.keys(state.overrides).some((key) => key in EN_MESSAGES);
  const locale = translated ? state.locale : 'en';
  const dir = localeDirection(locale);
  return { t: translator(mergedMessages(state.overrides, state.catalogue), dir), locale, dir };
}

/** One merge per state: a state changes only when the locale, the messages or the catalogue do. */
const wordsOfState = new WeakMap<WordsState, ModalWords>();

function cachedWords(state: WordsState): ModalWords {
  let words = wordsOfState.get(state);
  if (!words) {
    words = wordsFor(state);
    wordsOfState.set(state, words);
  }
  return words;
}

/** Without the instance's words (a view rendered on its own): the configured words, without a locale catalogue. */
const configuredWords = new WeakMap<AppKitFacade, StateReader<WordsState>>();

function configuredSource(facade: AppKitFacade): StateReader<WordsState> {
  let source = configuredWords.get(facade);
  if (!source) {
    const { locale, messages } = facade.config;
    const state: WordsState = { locale, overrides: messages, catalogue: undefined, settled: true };
    source = { getSnapshot: () => state, subscribe: () => () => undefined };
    configuredWords.set(facade, source);
  }
  return source;
}

/** The modal's words as they are now (they change when the site updates its messages or locale). */
export function modalWords(facade: AppKitFacade, source?: StateReader<WordsState>): ModalWords {
  return cachedWords((source ?? configuredSource(facade)).getSnapshot());
}

/** The modal's words in the configured locale: `const { t } = useMessages(); t('modal.close')`. */
export function useMessages(): ModalWords {
  const facade = useFacade();
  // The instance's words, reached through the instance the modal was mounted for.
  const source = useContext(AppKitContext)?.link.words ?? configuredSource(facade);
  const state = useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
  return cachedWords(state);
}
