import { useEffect, useState } from 'react';

/** Where a copy stands: nothing asked yet, on the clipboard, or refused (shown so the visitor copies by hand). */
export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies `text` to the clipboard on `copy()` and says how it went. No clipboard outside a secure
 * context, and a browser may refuse it: both end in `failed`, never in a throw. A new `text` starts
 * again from `idle`, so "Copied" never speaks of something the visitor did not copy.
 */
export function useCopyText(text: string | undefined): { readonly state: CopyState; readonly copy: () => void } {
  const [state, setState] = useState<{ readonly text: string | undefined; readonly state: CopyState }>({ text, state: 'idle' });
  useEffect(() => setState({ text, state: 'idle' }), [text]);
  const copy = (): void => {
    if (text === undefined) return;
    const clipboard: Clipboard | undefined = navigator.clipboard;
    let writing: Promise<void>;
    try {
      writing = clipboard ? clipboard.writeText(text) : Promise.reject(new Error('no clipboard'));
    } catch (error) {
      writing = Promise.reject(error);
    }
    writing.then(
      () => setState({ text, state: 'copied' }),
      () => setState({ text, state: 'failed' }),
    );
  };
  return { state: state.text === text ? state.state : 'idle', copy };
}
