import { useMemo, type ReactNode } from 'react';
import type { AppKitFacade } from '../../application/app-kit.ts';
import type { StateReader } from '../../application/stores/state-observable.ts';
import type { AppKit } from '../../presentation/core/app-kit-instance.ts';
import type { WordsState } from '../../presentation/i18n/words-source.ts';
import { AppKitContext } from '../../presentation/react/react-state.tsx';

/**
 * The instance a modal mounted for `facade` provides, as far as the views read it: its loaded core
 * and, when given, its words (without them the views speak the configured words). The rest of the
 * instance API is the hooks' business and is not reached by a view under test.
 */
export function instanceOf(facade: AppKitFacade, words?: StateReader<WordsState>): AppKit {
  return { link: { loaded: () => facade, words } } as unknown as AppKit;
}

/** Renders `children` under the context the modal mounts with, for `facade`. */
export function ModalInstance({ facade, words, children }: { readonly facade: AppKitFacade; readonly words?: StateReader<WordsState>; readonly children?: ReactNode }) {
  const instance = useMemo(() => instanceOf(facade, words), [facade, words]);
  return <AppKitContext.Provider value={instance}>{children}</AppKitContext.Provider>;
}
