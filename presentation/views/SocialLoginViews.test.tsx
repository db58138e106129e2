import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppKitOptions } from '../../application/options.ts';
import { createHarness, settle } from '../../test/fakes/app-kit-harness.ts';
import { FRAME_URL, SOCIAL_ADDRESS, fakePopups, socialFrame } from '../../test/fakes/social-login-fakes.ts';
import { ModalInstance } from '../../test/fakes/modal-instance.tsx';
import { Modal } from '../modal/Modal.tsx';

afterEach(cleanup);

interface Setup {
  readonly frame?: ReturnType<typeof socialFrame>;
  readonly telegramPlatform?: string;
  readonly options?: Partial<AppKitOptions>;
  readonly announce?: boolean;
}

async function openModal(setup: Setup = {}) {
  const frame = setup.frame ?? socialFrame();
  const popups = fakePopups(frame.receiveCallback);
  const harness = createHarness({
    announce: setup.announce ?? false,
    options: {
      embeddedWallet: { frameUrl: FRAME_URL },
      ...setup.options,
      ports: {
        authProvider: frame.auth,
        popups: popups.port,
        environment: { isMobile: () => false, origin: () => 'http://127.0.0.1', telegramPlatform: () => setup.telegramPlatform },
      },
    },
  });
  await harness.facade.ready;
  render(
    <ModalInstance facade={harness.facade}>
      <Modal />
    </ModalInstance>,
  );
  await act(async () => harness.facade.open());
  return { ...harness, frame, popups };
}

const socialButtons = (): string[] => [...document.querySelectorAll('[data-testid^="wp-social-"]')].map((node) => node.getAttribute('data-testid') ?? '').filter((id) => !['wp-social-status', 'wp-social-error', 'wp-social-retry'].includes(id));

describe('the Connect view socials', () => {
  it('shows the default socials in order, between the e-mail field and the wallets', async () => {
    await openModal({ announce: true });
    expect(socialButtons()).toEqual(['wp-social-google', 'wp-social-x', 'wp-social-discord', 'wp-social-farcaster', 'wp-social-github', 'wp-social-apple', 'wp-social-facebook']);
    // Wallets on the page come first: wallet, email, social.
    const order = [...document.querySelectorAll('[data-testid="wp-email-form"], [data-testid="wp-socials"], [data-testid^="wp-wallet-"]')].map((node) => node.getAttribute('data-testid'));
    expect(order.indexOf('wp-email-form')).toBeLessThan(order.indexOf('wp-socials'));
    expect(order.findIndex((id) => id?.startsWith('wp-wallet-'))).toBeLessThan(order.indexOf('wp-email-form'));
  });

  it('follows the socials feature and the connect-method order', async () => {
    await openModal({ options: { features: { socials: ['github', 'farcaster'], connectMethodsOrder: ['social', 'email', 'wallet'] } } });
    expect(socialButtons()).toEqual(['wp-social-github', 'wp-social-farcaster']);
    const order = [...document.querySelectorAll('[data-testid="wp-email-form"], [data-testid="wp-socials"]')].map((node) => node.getAttribute('data-testid'));
    expect(order).toEqual(['wp-socials', 'wp-email-form']);
  });

  it('has no socials when the feature is off or the site has no embedded wallet (no frameUrl, no projectId)', async () => {
    await openModal({ options: { features: { socials: false } } });
    expect(screen.queryByTestId('wp-socials')).toBeNull();
    cleanup();
    const bare = createHarness({ announce: false, options: { projectId: '' } });
    await bare.facade.ready;
    render(
      <ModalInstance facade={bare.facade}>
        <Modal />
      </ModalInstance>,
    );
    await act(async () => bare.facade.open());
    expect(screen.queryByTestId('wp-socials')).toBeNull();
  });

  it.each([
    ['ios', ['google']],
    ['macos', ['x']],
    ['android', ['facebook', 'x']],
  ])('inside Telegram on %s drops %j', async (platform, removed) => {
    await openModal({ telegramPlatform: platform });
    const shown = socialButtons();
    for (const provider of removed) expect(shown).not.toContain(`wp-social-${provider}`);
    expect(shown).toHaveLength(7 - removed.length);
  });

  it('opens the pop-up on the click, shows a blocked pop-up with "Try again", and signs in on the retry', async () => {
    const { popups, facade } = await openModal();
    popups.state.blocked = true;
    fireEvent.click(screen.getByTestId('wp-social-github'));
    expect(screen.getByTestId('wp-social-error').textContent).toBe('The browser blocked the sign-in window. Allow pop-ups for this site and try again.');
    popups.state.blocked = false;
    fireEvent.click(screen.getByTestId('wp-social-retry'));
    expect(popups.opened).toHaveLength(1);
    expect(screen.getByTestId('wp-social-status').textContent).toContain('GitHub');
    await act(async () => settle());
    await act(async () => {
      popups.callback(popups.opened[0]!);
      await settle();
    });
    await act(async () => facade.open());
    expect(screen.getByTestId('wp-account-social').textContent).toBe('ada · GitHub');
    expect(screen.getByTestId('wp-account-address').getAttribute('title')).toBe(SOCIAL_ADDRESS);
    expect(screen.queryByTestId('wp-account-email')).toBeNull();
  });

  it('farcaster opens ConnectingFarcaster', async () => {
    const { facade } = await openModal({ frame: socialFrame({ pendingFarcaster: 100 }) });
    await act(async () => {
      fireEvent.click(screen.getByTestId('wp-social-farcaster'));
      await settle();
    });
    expect(facade.stores.modal.getSnapshot().router.view).toBe('ConnectingFarcaster');
    expect(screen.getByTestId('wp-farcaster-view')).toBeTruthy();
  });
});

describe('ConnectingFarcaster', () => {
  it('shows the QR code and the link, asks again after "not yet", and connects', async () => {
    const frame = socialFrame({ pendingFarcaster: 1 });
    const { facade, clock } = await openModal({ frame });
    await act(async () => {
      facade.navigate({ type: 'push', view: 'ConnectingFarcaster' });
      await settle();
    });
    const link = screen.getByTestId('wp-farcaster-link');
    expect(link.getAttribute('href')).toBe('https://relay.example/client?channelToken=t1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByTestId('wp-wc-qr').getAttribute('data-uri')).toBe('https://relay.example/client?channelToken=t1');
    expect(screen.getByTestId('wp-farcaster-status').textContent).toContain('Waiting for the approval');
    expect(frame.calls.filter((call) => call === 'connectFarcaster')).toHaveLength(1);
    await act(async () => {
      clock.advance(1_000);
      await settle();
    });
    expect(frame.calls.filter((call) => call === 'connectFarcaster')).toHaveLength(2);
    await act(async () => facade.open());
    expect(screen.getByTestId('wp-account-social').textContent).toBe('walletport-tester · Farcaster');
  });

  it('leaving it stops asking, clears the link and reloads the frame after 100 ms', async () => {
    const frame = socialFrame({ pendingFarcaster: 100 });
    const { facade, clock } = await openModal({ frame });
    await act(async () => {
      facade.navigate({ type: 'push', view: 'ConnectingFarcaster' });
      await settle();
    });
    await act(async () => {
      facade.navigate({ type: 'goBack' });
      await settle();
    });
    expect(screen.queryByTestId('wp-farcaster-view')).toBeNull();
    expect(facade.stores.modal.getSnapshot().farcasterUrl).toBeUndefined();
    await act(async () => {
      clock.advance(100);
      await settle();
    });
    expect(frame.calls).toContain('reload');
    const asked = frame.calls.filter((call) => call === 'connectFarcaster').length;
    await act(async () => {
      clock.advance(5_000);
      await settle();
    });
    expect(frame.calls.filter((call) => call === 'connectFarcaster')).toHaveLength(asked);
  });
});
