import { useFacade } from '../modal/facade-context.ts';
import type { AppKitFacade } from '../../application/app-kit.ts';
import { localeDirection, mergedMessages, translator, type Translate } from './translate.ts';

export interface ModalWords {
  readonly t: Translate;
  readonly locale: string;
  readonly dir: 'ltr' | 'rtl';
}

/** One merge per instance: the options never change after createAppKit. */
const wordsOf = new WeakMap<AppKitFacade, ModalWords>();

export function modalWords(facade: AppKitFacade): ModalWords {
  let words = wordsOf.get(facade);
  if (!words) {
    const { locale, messages } = facade.config;
    words = { t: translator(mergedMessages(messages)), locale, dir: localeDirection(locale) };
    wordsOf.set(facade, words);
  }
  return words;
}

/** The modal's words in the configured locale: `const { t } = useMessages(); t('modal.close')`. */
export function useMessages(): ModalWords {
  return modalWords(useFacade());
}
