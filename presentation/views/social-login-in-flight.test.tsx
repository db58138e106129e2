import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SOCIAL_POPUP_POLL_MS } from '../../application/embedded/social-login.service.ts';
import { createHarness, settle } from '../../test/fakes/app-kit-harness.ts';
import { FRAME_URL, fakePopups, socialFrame } from '../../test/fakes/social-login-fakes.ts';
import { ModalInstance } from '../../test/fakes/modal-instance.tsx';
import { Modal } from '../modal/Modal.tsx';

afterEach(cleanup);

/** The modal open on Connect with the social buttons, a frame that records what it is asked and a fake pop-up port. */
async function openSocials() {
  const frame = socialFrame();
  const popups = fakePopups(frame.receiveCallback);
  const harness = createHarness({
    announce: false,
    options: {
      embeddedWallet: { frameUrl: FRAME_URL },
      ports: { authProvider: frame.auth, popups: popups.port, environment: { isMobile: () => false, origin: () => 'http://127.0.0.1' } },
    },
  });
  await harness.facade.ready;
  render(
    <ModalInstance facade={harness.facade}>
      <Modal />
    </ModalInstance>,
  );
  await act(async () => harness.facade.open());
  const redirects = (): string[] => frame.calls.filter((call) => call.startsWith('redirect:'));
  return { ...harness, frame, popups, redirects };
}

const button = (name: string): HTMLButtonElement => screen.getByRole('button', { name: `Sign in with ${name}` });

const press = async (name: string): Promise<void> =>
  act(async () => {
    fireEvent.click(button(name));
    await settle();
  });

describe('the social buttons while a sign-in is under way', () => {
  it('a second click, on the same provider or another, opens no second pop-up and asks the frame nothing more', async () => {
    const { popups, redirects } = await openSocials();
    await press('Google');
    await press('Google');
    await press('GitHub');
    await press('Farcaster');
    expect(popups.opened).toHaveLength(1);
    expect(redirects()).toEqual(['redirect:google']);
    expect(screen.getByRole('status').textContent).toContain('Google');
  });

  it('a pop-up the visitor closed gives the buttons back, and the next provider opens its own pop-up', async () => {
    const { popups, redirects, clock } = await openSocials();
    await press('Google');
    popups.opened[0]!.closedByVisitor();
    await act(async () => {
      clock.advance(SOCIAL_POPUP_POLL_MS);
      await settle();
    });
    expect(screen.getByRole('alert').textContent).not.toBe('');
    for (const name of ['Google', 'GitHub', 'Apple']) expect(button(name).disabled).toBe(false);
    await press('GitHub');
    expect(popups.opened).toHaveLength(2);
    expect(popups.opened[0]!.closed).toBe(true);
    expect(redirects()).toEqual(['redirect:google', 'redirect:github']);
  });

  it('a refused sign-in gives the buttons back', async () => {
    const { popups, redirects } = await openSocials();
    await press('Discord');
    await act(async () => {
      popups.callback(popups.opened[0]!, 'error=access_denied');
      await settle();
    });
    expect(screen.getByRole('alert').textContent).toBe('The sign-in was not allowed. Try again and allow access to continue.');
    for (const name of ['Google', 'Discord', 'X']) expect(button(name).disabled).toBe(false);
    await press('X');
    expect(popups.opened).toHaveLength(2);
    expect(redirects()).toEqual(['redirect:discord', 'redirect:x']);
  });
});
