import type { ReactNode } from 'react';

/** A way to stop waiting, shown under what is awaited. */
export interface StopWaiting {
  readonly label: string;
  readonly onStop: () => void;
  readonly testId: string;
}

/**
 * Something outside the modal is under way (a wallet asked, an exchange's or a provider's window open):
 * a spinner and what is awaited, read out as a status, a hint of what to do meanwhile, anything the
 * view adds, and the way to stop waiting when there is one.
 */
export function WaitingPanel(props: { readonly testId: string; readonly status: string; readonly hint: string; readonly stop?: StopWaiting; readonly children?: ReactNode }) {
  const { testId, status, hint, stop, children } = props;
  return (
    <div className="wp-center" data-testid={testId}>
      <p role="status">
        <span className="wp-spinner" aria-hidden="true" />
        {status}
      </p>
      <p className="wp-muted">{hint}</p>
      {children}
      {stop ? (
        <button type="button" className="wp-button wp-secondary" onClick={stop.onStop} data-testid={stop.testId}>
          {stop.label}
        </button>
      ) : null}
    </div>
  );
}
