import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthProviderPort } from '../../../application/ports/auth-provider.port.ts';
import { createHarness, settle } from '../../../test/fakes/app-kit-harness.ts';
import { FRAME_URL, fakePopups, socialFrame } from '../../../test/fakes/social-login-fakes.ts';
import { openConnect } from '../../../test/fakes/connect-test-kit.tsx';

afterEach(cleanup);

/** The Connect view with the legal checkbox and the e-mail field; every address the frame is asked to mail is recorded. */
async function emailFormWithCheckbox() {
  const mailed: string[] = [];
  const authProvider: AuthProviderPort = {
    ...socialFrame().auth,
    connectEmail: async (email: string) => {
      mailed.push(email);
      return 'VERIFY_OTP';
    },
  };
  const opened = await openConnect(createHarness, {
    options: {
      features: { legalCheckbox: true },
      termsConditionsUrl: 'https://site.example/terms',
      embeddedWallet: { frameUrl: FRAME_URL },
      ports: { authProvider, popups: fakePopups().port },
    },
  });
  return { ...opened, mailed };
}

/**
 * Enter in the e-mail field, as the visitor presses it. happy-dom has no implicit submission, so the
 * form's submission that Enter in a text field starts is fired the way a browser fires it: through
 * requestSubmit, with no submit button involved (the disabled one is not what stops it).
 */
async function pressEnterIn(input: HTMLInputElement): Promise<void> {
  await act(async () => {
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    input.form?.requestSubmit();
    fireEvent.keyUp(input, { key: 'Enter', code: 'Enter' });
    await settle();
  });
}

describe('the legal checkbox holds the e-mail login', () => {
  it('Enter with a valid address and the box unticked mails nothing; ticked, the same Enter does', async () => {
    const { facade, mailed } = await emailFormWithCheckbox();
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail' });
    fireEvent.change(input, { target: { value: 'visitor@example.com' } });
    expect(input.value).toBe('visitor@example.com');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Continue with e-mail' }).disabled).toBe(true);

    await pressEnterIn(input);
    expect(mailed).toEqual([]);
    expect(facade.flows.emailLogin.state.getSnapshot()).toMatchObject({ step: 'idle', error: undefined });
    expect(facade.stores.modal.getSnapshot().router.view).toBe('Connect');

    // The same key once the visitor agreed: the gate, not the form, was what held it.
    fireEvent.click(screen.getByRole('checkbox'));
    await pressEnterIn(input);
    expect(mailed).toEqual(['visitor@example.com']);
    expect(facade.flows.emailLogin.state.getSnapshot().step).toBe('verifyOtp');
  });
});
