import { useEffect, useRef, useState } from 'react';

/**
 * The amount field's text, kept by the view and sent to the flow on each change. The flow takes the
 * amount a moment after the keystroke (its command is asynchronous), and a field that showed only the
 * flow's value would be set back to the old text in between, which moves the caret to the end while
 * the visitor types in the middle. The flow's value is taken over when it changes on its own (the
 * form emptied after a swap or a change of network); its echo of what was typed is not.
 */
export function useTypedAmount(stored: string, send: (typed: string) => void): readonly [string, (typed: string) => void] {
  const [typed, setTyped] = useState(stored);
  // What was sent and not yet seen back, oldest first: the flow takes the amounts in the order sent.
  const unseen = useRef<string[]>([]);
  useEffect(() => {
    const echo = unseen.current.indexOf(stored);
    if (echo >= 0) {
      unseen.current.splice(0, echo + 1);
      return;
    }
    unseen.current = [];
    setTyped(stored);
  }, [stored]);
  const change = (next: string): void => {
    unseen.current.push(next);
    setTyped(next);
    send(next);
  };
  return [typed, change] as const;
}
