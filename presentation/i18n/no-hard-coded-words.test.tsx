import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppKitFacade } from '../../application/app-kit.ts';
import type { View } from '../../domain/routing/views.ts';
import { CHAIN_A, CHAIN_B, createHarness, settle } from '../../test/fakes/app-kit-harness.ts';
import { ANVIL_ACCOUNT_0 } from '../../test/wallets/demo-wallet.ts';
import { ModalInstance } from '../../test/fakes/modal-instance.tsx';
import { Modal } from '../modal/Modal.tsx';
import { EN_MESSAGES, type MessageKey } from './catalogue.ts';
import { ERRORS } from '../../domain/errors/catalogue.ts';
import type { CatalogueEntry } from '../../domain/errors/catalogue-entry.ts';
import { SOCIAL_PROVIDER_LABELS } from '../../domain/connectors/social-login.ts';

afterEach(cleanup);

/**
 * Every word of the catalogue replaced by a marker naming its key, its `{placeholders}` kept inside
 * the marker so the values a view fills in (names, numbers) land inside it too.
 */
function marker(key: MessageKey): string {
  const placeholders = EN_MESSAGES[key].match(/\{\w+\}/g) ?? [];
  return `«${[key, ...placeholders].join(' ')}»`;
}
const MARKED = Object.fromEntries((Object.keys(EN_MESSAGES) as MessageKey[]).map((key) => [key, marker(key)]));
const MARKER = /«[^«»]*»/g;

/** Attributes that are read out or shown: each must be a marker or data too. */
const WORD_ATTRIBUTES = ['aria-label', 'aria-description', 'aria-valuetext', 'placeholder', 'title', 'alt'];

/** The catalogue's error texts: views show them in the domain's English (`{placeholders}` match anything). */
const ERROR_TEXTS = Object.values(ERRORS)
  .flatMap((entry: CatalogueEntry) => [entry.message, entry.uiMessage, entry.title])
  // A text that is only a placeholder (another library's message passed on) would match anything.
  .filter((text): text is string => text !== undefined && /\p{L}{2,}/u.test(text.replace(/\{\w+\}/g, '')))
  .map((text) => new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '.+')}$`, 's'));

/**
 * What may show outside a marker: the harness's own data (wallet and network names, token symbols,
 * the account's address, whole or shortened). Anything else with two or more letters in a row and no
 * digit is a word some view wrote itself, whether or not the catalogue has it yet.
 */
function dataOf(facade: AppKitFacade): readonly string[] {
  const connectors = facade.stores.connectors.getSnapshot().connectors.flatMap((connector) => [connector.name, connector.id]);
  const networks = [CHAIN_A, CHAIN_B].flatMap((network) => [network.name, network.nativeCurrency.symbol, network.nativeCurrency.name]);
  // Social providers are brands, named as they name themselves in every language, like wallets.
  return [...connectors, ...networks, ...Object.values(SOCIAL_PROVIDER_LABELS), ANVIL_ACCOUNT_0].sort((a, b) => b.length - a.length);
}

/** Markers nest (a marker filled with another, e.g. "«…request «…thisApp»»"): strip from the inside out. */
function withoutMarkers(text: string): string {
  let rest = text;
  for (let previous = ''; previous !== rest; ) {
    previous = rest;
    rest = rest.replace(MARKER, '\u0000');
  }
  return rest;
}

const isWord = (token: string): boolean => /^\p{L}{2,}$/u.test(token);

/** The pieces of a text, between markers, that hold a word: each is one finding. */
function wordsLeft(text: string, data: readonly string[]): readonly string[] {
  let rest = withoutMarkers(text);
  for (const item of data) rest = rest.split(item).join('\u0000');
  return rest
    .split('\u0000')
    .map((piece) => piece.replace(/\s+/g, ' ').trim())
    .filter((piece) => (piece.match(/[\p{L}\p{N}]+/gu) ?? []).some(isWord));
}

/**
 * A copy of the dialog without the catalogue's error texts it shows (those stay English by design) and
 * without decorative graphics (hidden from assistive technology; a brand's initial in its mark is no word).
 */
function withoutErrorTexts(dialog: Element): Element {
  const copy = dialog.cloneNode(true) as Element;
  for (const graphic of copy.querySelectorAll('svg[aria-hidden="true"]')) graphic.remove();
  for (const element of copy.querySelectorAll('.wp-error, [role="alert"]')) {
    const text = (element.textContent ?? '').trim();
    if (ERROR_TEXTS.some((pattern) => pattern.test(text))) element.remove();
  }
  return copy;
}

/** The dialog's text (whole, so a marker split around a name still reads as one) and word attributes. */
function offendersIn(view: string, data: readonly string[]): string[] {
  const dialog = withoutErrorTexts(screen.getByRole('dialog'));
  const found = wordsLeft(dialog.textContent ?? '', data).map((piece) => `${view}: text "${piece}"`);
  for (const element of [dialog, ...dialog.querySelectorAll('*')]) {
    for (const name of WORD_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value !== null && wordsLeft(value, data).length > 0) found.push(`${view}: <${element.localName} ${name}="${value}">`);
    }
  }
  return found;
}

/**
 * Keeps one view that throws from taking the others down: its error is reported as that view's
 * finding, and the modal is mounted again (under a new key) for the next view.
 */
class Boundary extends Component<{ readonly onError: (error: unknown) => void; readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

interface Stage {
  readonly facade: AppKitFacade;
  /** Errors thrown while rendering since the last look. */
  readonly crashes: unknown[];
  remount(): void;
}

async function shown(stage: Stage, view: View, data?: Readonly<Record<string, string>>): Promise<void> {
  const { facade } = stage;
  await act(async () => {
    if (!facade.stores.modal.getSnapshot().open) await facade.open(data ? { view, data } : { view });
    else facade.navigate(data ? { type: 'push', view, data } : { type: 'push', view });
    await settle();
  });
  const dialog = await waitFor(() => screen.getByRole('dialog'));
  // A view that does not open (its feature off, a rule of the router) is a failure of this test's
  // setup, not a pass: say which.
  await waitFor(() => expect(`${view} ${dialog.getAttribute('data-view') ?? ''}`).toBe(`${view} ${view}`));
  // Views loaded on first use show a spinner until their code is there.
  await waitFor(() => expect(screen.queryByTestId('wp-view-loading')).toBeNull());
  await act(async () => settle());
}

async function openMarked(): Promise<Stage> {
  const { facade } = createHarness({ options: { messages: MARKED } });
  await facade.ready;
  const crashes: unknown[] = [];
  const tree = (key: number) => (
    <Boundary key={key} onError={(error) => crashes.push(error)}>
      <ModalInstance facade={facade}>
        <Modal />
      </ModalInstance>
    </Boundary>
  );
  let mounts = 0;
  const { rerender } = render(tree(mounts));
  await act(async () => facade.open());
  return { facade, crashes, remount: () => rerender(tree((mounts += 1))) };
}

type ViewVisit = View | readonly [View, Readonly<Record<string, string>>];

async function offendersOf(stage: Stage, views: readonly ViewVisit[]): Promise<string[]> {
  const found: string[] = [];
  for (const entry of views) {
    const [view, viewData] = typeof entry === 'string' ? [entry, undefined] : entry;
    // A view that threw left nothing mounted: mount again once the next view is the current one.
    const crashedBefore = stage.crashes.length > 0;
    stage.crashes.length = 0;
    try {
      if (crashedBefore) {
        await act(async () => stage.facade.navigate({ type: 'push', view, ...(viewData ? { data: viewData } : {}) }));
        act(() => stage.remount());
      }
      await shown(stage, view, viewData);
      found.push(...offendersIn(view, dataOf(stage.facade)));
    } catch (error) {
      const reason = stage.crashes[0] ?? error;
      found.push(`${view}: could not be checked (${reason instanceof Error ? reason.message.split('\n')[0] : String(reason)})`);
    }
  }
  return found;
}

describe('no view writes its own words', () => {
  it('the markers themselves are seen: an English word outside one is caught', () => {
    expect(wordsLeft('«modal.close» Anvil A', ['Anvil A'])).toEqual([]);
    expect(wordsLeft('«flows.siwx.request «flows.siwx.thisApp»» 0xf3…b92266 10000.000 ETH', ['ETH'])).toEqual([]);
    expect(wordsLeft('«modal.close» Try again «common.copy» 2 items', [])).toEqual(['Try again', '2 items']);
    expect(wordsLeft('Réessayer', [])).toEqual(['Réessayer']);
    expect(ERROR_TEXTS.some((pattern) => pattern.test('Sign-in with Farcaster is not available on this site.'))).toBe(true);
    expect(ERROR_TEXTS.some((pattern) => pattern.test('Sign in with your wallet'))).toBe(false);
  });

  it('while disconnected: every word of every view comes from the catalogue', async () => {
    const stage = await openMarked();
    const offenders = await offendersOf(stage, [
      'Connect',
      'AllWallets',
      'Networks',
      'WhatIsAWallet',
      'WhatIsANetwork',
      ['ConnectingExternal', { connectorId: 'dev.walletport.demo' }],
      'SIWXSignMessage',
      'EmailVerifyOtp',
      'EmailVerifyDevice',
      'ApproveTransaction',
      'UpdateEmailWallet',
      'UpdateEmailPrimaryOtp',
      'UpdateEmailSecondaryOtp',
      'ConnectingFarcaster',
      'ConnectingWalletConnect',
      'ConnectingSiwe',
      'Swap',
      'OnRampProviders',
    ]);
    expect(offenders, `words written by views themselves:\n${offenders.join('\n')}\n`).toEqual([]);
  }, 30_000);

  it('while connected: every word of every view comes from the catalogue', async () => {
    const stage = await openMarked();
    await act(async () => {
      await stage.facade.connect('dev.walletport.demo');
      await settle();
    });
    expect(stage.facade.stores.accounts.getSnapshot().eip155?.status).toBe('connected');
    const offenders = await offendersOf(stage, [
      'Account',
      'WalletSend',
      'WalletReceive',
      'Transactions',
      'RegisterAccountName',
      'RegisterAccountNameSuccess',
      'UnsupportedChain',
    ]);
    expect(offenders, `words written by views themselves:\n${offenders.join('\n')}\n`).toEqual([]);
  }, 30_000);
});
