import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHarness, settle } from '../../../test/fakes/app-kit-harness.ts';
import { FRAME_URL, fakePopups, socialFrame } from '../../../test/fakes/social-login-fakes.ts';
import { DEMO_RDNS, PAIRING_URI, openConnect } from '../../../test/fakes/connect-test-kit.tsx';

afterEach(cleanup);

const TERMS = 'https://site.example/terms';
const PRIVACY = 'https://site.example/privacy';

/** The Connect view with the legal checkbox, an e-mail and social login beside the wallets. */
async function withCheckbox() {
  const frame = socialFrame();
  const opened = await openConnect(createHarness, {
    options: {
      features: { legalCheckbox: true },
      termsConditionsUrl: TERMS,
      privacyPolicyUrl: PRIVACY,
      embeddedWallet: { frameUrl: FRAME_URL },
      ports: { authProvider: frame.auth, popups: fakePopups().port },
    },
  });
  const asked: string[] = [];
  const original = opened.page.wallet.request.bind(opened.page.wallet);
  opened.page.wallet.request = (args) => {
    asked.push(args.method);
    return original(args);
  };
  return { ...opened, asked };
}

const click = async (testId: string): Promise<void> =>
  act(async () => {
    fireEvent.click(screen.getByTestId(testId));
    await settle();
  });

describe('the legal checkbox (features.legalCheckbox)', () => {
  it('links the terms and privacy policy in a new tab', async () => {
    await withCheckbox();
    expect(screen.getByTestId('wp-legal-checkbox').closest('div')?.textContent).toBe('I agree to our Terms of Service and Privacy Policy');
    for (const [id, href] of [['wp-legal-terms', TERMS], ['wp-legal-privacy', PRIVACY]] as const) {
      const link = screen.getByTestId(id);
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noreferrer noopener');
    }
    expect(screen.queryByTestId('wp-legal-footer')).toBeNull();
  });

  it('holds every connect action until ticked: a wallet click asks nothing, then connects once ticked', async () => {
    const { facade, asked, walletConnect } = await withCheckbox();
    for (const id of ['wp-walletconnect-row', 'wp-all-wallets-entry', 'wp-email-submit', 'wp-social-google', `wp-wallet-${DEMO_RDNS}`]) {
      expect((screen.getByTestId(id) as HTMLButtonElement).disabled).toBe(true);
    }
    await click(`wp-wallet-${DEMO_RDNS}`);
    await click('wp-walletconnect-row');
    fireEvent.submit(screen.getByTestId('wp-email-form'));
    await act(settle);
    expect(asked).not.toContain('eth_requestAccounts');
    expect(walletConnect.pairings).toBe(0);
    expect(facade.stores.modal.getSnapshot().router.view).toBe('Connect');
    expect(facade.flows.emailLogin.state.getSnapshot().step).toBe('idle');

    fireEvent.click(screen.getByTestId('wp-legal-checkbox'));
    expect((screen.getByTestId('wp-social-google') as HTMLButtonElement).disabled).toBe(false);
    await click(`wp-wallet-${DEMO_RDNS}`);
    await vi.waitFor(() => expect(asked).toContain('eth_requestAccounts'));
  });

  it('shows what the consent rule answers, as the site switches the feature at run time', async () => {
    const { facade } = await openConnect(createHarness, { options: { termsConditionsUrl: TERMS } });
    const wallet = (): HTMLButtonElement => screen.getByTestId(`wp-wallet-${DEMO_RDNS}`);
    const shown = () => ({ box: screen.queryByTestId('wp-legal-checkbox') !== null, footer: screen.queryByTestId('wp-legal-footer') !== null, waits: wallet().disabled });
    const rule = facade.stores.legalConsent;
    expect(shown()).toEqual({ box: rule.required(), footer: true, waits: !rule.allowsConnect('modal') });
    expect(shown()).toEqual({ box: false, footer: true, waits: false });

    act(() => facade.host.updateFeatures({ legalCheckbox: true }));
    expect(shown()).toEqual({ box: rule.required(), footer: false, waits: !rule.allowsConnect('modal') });
    expect(shown()).toEqual({ box: true, footer: false, waits: true });

    fireEvent.click(screen.getByTestId('wp-legal-checkbox'));
    expect(shown()).toEqual({ box: true, footer: false, waits: false });

    act(() => facade.host.updateFeatures({ legalCheckbox: false }));
    expect(shown()).toEqual({ box: false, footer: true, waits: false });
  });

  it('with the feature on but no terms or privacy link, asks nothing: there is nothing to agree to', async () => {
    const { facade } = await openConnect(createHarness, { options: { features: { legalCheckbox: true } } });
    expect(facade.stores.legalConsent.required()).toBe(false);
    expect(screen.queryByTestId('wp-legal-checkbox')).toBeNull();
    expect(screen.queryByTestId('wp-legal-footer')).toBeNull();
    expect((screen.getByTestId(`wp-wallet-${DEMO_RDNS}`) as HTMLButtonElement).disabled).toBe(false);
  });

  it('without the checkbox, shows the footer line with only the links given', async () => {
    await openConnect(createHarness, { options: { termsConditionsUrl: TERMS } });
    expect(screen.queryByTestId('wp-legal-checkbox')).toBeNull();
    expect(screen.getByTestId('wp-legal-footer').textContent).toBe('By connecting your wallet, you agree to our Terms of Service');
    expect(screen.queryByTestId('wp-legal-privacy')).toBeNull();
    expect((screen.getByTestId(`wp-wallet-${DEMO_RDNS}`) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('the wallet guide', () => {
  it('leads from "Get started" to What is a wallet, and from "Get a wallet" to All Wallets', async () => {
    const { facade } = await openConnect(createHarness);
    expect(screen.getByTestId('wp-wallet-guide').textContent).toBe("Haven't got a wallet? Get started");
    await click('wp-wallet-guide-start');
    expect(facade.stores.modal.getSnapshot().router.view).toBe('WhatIsAWallet');
    const get = await screen.findByTestId('wp-what-is-a-wallet-get');
    expect(screen.getByTestId('wp-what-is-a-wallet').textContent).toContain('A home for your digital assets');
    await act(async () => {
      fireEvent.click(get);
      await settle();
    });
    expect(facade.stores.modal.getSnapshot().router.view).toBe('AllWallets');
  });

  it('is not shown with enableWalletGuide: false', async () => {
    await openConnect(createHarness, { options: { enableWalletGuide: false } });
    expect(screen.queryByTestId('wp-wallet-guide')).toBeNull();
  });
});

describe('the WalletConnect row', () => {
  it('opens the basic pairing: the QR code and Copy link, no wallet named', async () => {
    const { facade, walletConnect } = await openConnect(createHarness);
    await click('wp-walletconnect-row');
    expect(facade.stores.modal.getSnapshot().router.view).toBe('ConnectingWalletConnectBasic');
    const view = screen.getByTestId('wp-walletconnect-basic');
    expect(screen.getByTestId('wp-wc-qr').getAttribute('data-uri')).toBe(PAIRING_URI);
    expect(screen.getByTestId('wp-wc-copy').textContent).toBe('Copy link');
    expect(view.textContent).toContain('Scan this QR code');
    expect(view.querySelector('bdi')).toBeNull();
    expect(walletConnect.pairings).toBe(1);
  });

  it('is not offered on a phone (a phone pairs through the wallet app link)', async () => {
    await openConnect(createHarness, { options: { ports: { environment: { isMobile: () => true, origin: () => 'http://127.0.0.1' } } } });
    expect(screen.queryByTestId('wp-walletconnect-row')).toBeNull();
  });
});
