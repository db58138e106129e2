import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BusyButton } from './BusyButton.tsx';

afterEach(cleanup);

/** A form like the modal's: a field and a submit button that is busy while the action runs. */
function Form({ onSubmit }: { readonly onSubmit: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        onSubmit();
      }}
    >
      <input aria-label="Amount" readOnly={busy} />
      <BusyButton type="submit" busy={busy}>
        Send
      </BusyButton>
    </form>
  );
}

describe('a button whose action is running', () => {
  it('keeps the keyboard focus: it is never disabled, only aria-disabled and busy, with a spinner', () => {
    render(<Form onSubmit={() => undefined} />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });
    button.focus();
    fireEvent.click(button);
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.wp-spinner')).not.toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('does nothing when pressed again or submitted from its field while busy', () => {
    const submitted = vi.fn();
    render(<Form onSubmit={submitted} />);
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' }).readOnly).toBe(true);
  });

  it('is a plain button when not busy; disabled still means it cannot be pressed', () => {
    const pressed = vi.fn();
    render(
      <>
        <BusyButton busy={false} onClick={pressed}>Go</BusyButton>
        <BusyButton busy={false} disabled onClick={pressed}>Stop</BusyButton>
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Go' }).hasAttribute('aria-disabled')).toBe(false);
  });
});
