import type { ButtonHTMLAttributes, MouseEvent } from 'react';

export interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The button's action is running: it shows a spinner and does nothing when pressed. */
  readonly busy: boolean;
}

/**
 * A button that keeps the keyboard focus while its action runs. A disabled button loses the focus (the
 * browser moves it to the page, and the dialog to its title), so a keyboard visitor who pressed it would
 * land away from the answer: after a refusal the error shows next to a button that still has the focus.
 * While busy it is `aria-disabled` and swallows clicks, including the click of a form's implicit
 * submission. `disabled` stays for what cannot be pressed at all (an empty or invalid form).
 */
export function BusyButton({ busy, onClick, children, ...button }: BusyButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>): void => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button {...button} aria-disabled={busy || undefined} aria-busy={busy || undefined} onClick={press}>
      {busy ? <span className="wp-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
