import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppKit } from '../core/create-app-kit.ts';
import { setDefaultAppKit } from '../core/default-instance.ts';
import type { AppKit } from '../core/app-kit-instance.ts';
import type { AppKitOptions } from '../../application/options.ts';
import { CHAIN_A, CHAIN_B } from '../../test/fakes/app-kit-harness.ts';
import { evmAdapterWithBalances } from '../../test/fakes/evm-test-adapter.ts';
import { createRecordingStorage } from '../../test/fakes/recording-storage.ts';
import { EN_MESSAGES } from './catalogue.ts';
import { localeDirection } from './locales.ts';
import { EMPTY_WALLET_DIRECTORY } from '../../test/fakes/empty-wallet-directory.ts';

let kit: AppKit | undefined;

afterEach(() => {
  kit?.destroy();
  kit = undefined;
  cleanup();
  setDefaultAppKit(undefined);
  vi.restoreAllMocks();
});

function makeKit(options: Pick<AppKitOptions, 'locale' | 'messages'>): AppKit {
  kit = createAppKit({
    projectId: 'test',
    networks: [CHAIN_A, CHAIN_B],
    adapters: [evmAdapterWithBalances({})],
    features: { analytics: false, telemetry: false },
    ports: {
      storage: createRecordingStorage().storage,
      walletDirectory: EMPTY_WALLET_DIRECTORY,
    },
    ...options,
  });
  return kit;
}

async function openedRoot(instance: AppKit): Promise<HTMLElement> {
  await instance.ready;
  await act(async () => instance.open());
  return waitFor(() => {
    const root = document.querySelector<HTMLElement>('[data-walletport-modal] .wp-root');
    if (!root) throw new Error('the modal did not open');
    return root;
  });
}

describe('the locale option', () => {
  it('lays an Arabic modal out right to left, in Arabic, with the words the site gave', async () => {
    const root = await openedRoot(makeKit({ locale: 'ar', messages: { 'modal.close': 'إغلاق', 'title.Connect': 'اربط محفظتك' } }));
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(root.getAttribute('lang')).toBe('ar');
    expect(root.querySelector('#wp-dialog-title')?.textContent).toBe('اربط محفظتك');
    expect(root.querySelector('[aria-label="إغلاق"]')).not.toBeNull();
  });

  it('a locale without a catalogue takes the site’s words; a key the site did not give stays English, isolated left to right', async () => {
    const root = await openedRoot(makeKit({ locale: 'he-IL', messages: { 'modal.close': 'סגור' } }));
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(root.getAttribute('lang')).toBe('he-IL');
    // Its own first-strong isolate: "Connect Wallet" keeps its order and punctuation inside the right-to-left dialog.
    expect(root.querySelector('#wp-dialog-title')?.textContent).toBe(`\u2068${EN_MESSAGES['title.Connect']}\u2069`);
  });

  it('a locale without a catalogue and without words of the site shows English left to right, lang en', async () => {
    const root = await openedRoot(makeKit({ locale: 'he-IL' }));
    expect([root.getAttribute('dir'), root.getAttribute('lang')]).toEqual(['ltr', 'en']);
    expect(root.querySelector('#wp-dialog-title')?.textContent).toBe(EN_MESSAGES['title.Connect']);
  });

  it.each([
    ['ar', 'rtl', 'ربط المحفظة', 'إغلاق'],
    ['es-MX', 'ltr', 'Conectar billetera', 'Cerrar'],
    ['zh-CN', 'ltr', '连接钱包', '关闭'],
    ['ja', 'ltr', 'ウォレットを接続', '閉じる'],
  ])('%s: the modal opens in the shipped words of the locale (%s)', async (locale, dir, title, close) => {
    const root = await openedRoot(makeKit({ locale }));
    expect([root.getAttribute('dir'), root.getAttribute('lang')]).toEqual([dir, locale]);
    expect(root.querySelector('#wp-dialog-title')?.textContent).toBe(title);
    expect(root.querySelector(`[aria-label="${close}"]`)).not.toBeNull();
  });

  it('updateOptions changes the words and the locale of an open modal', async () => {
    const instance = makeKit({ locale: 'es' });
    const root = await openedRoot(instance);
    act(() => instance.updateOptions({ messages: { 'title.Connect': 'Entrar' } }));
    expect(root.querySelector('#wp-dialog-title')?.textContent).toBe('Entrar');
    act(() => instance.updateOptions({ messages: {}, locale: 'ja' }));
    await waitFor(() => expect(document.querySelector('#wp-dialog-title')?.textContent).toBe('ウォレットを接続'));
    expect(document.querySelector('.wp-root')?.getAttribute('lang')).toBe('ja');
  });

  it('falls back to English left to right for a malformed tag, and ignores an unknown key with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const root = await openedRoot(makeKit({ locale: '<script>', messages: { 'modal.clsoe': 'x' } }));
    expect(root.getAttribute('lang')).toBe('en');
    expect(root.getAttribute('dir')).toBe('ltr');
    expect(root.querySelector(`[aria-label="${EN_MESSAGES['modal.close']}"]`)).not.toBeNull();
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual(expect.arrayContaining([expect.stringContaining('modal.clsoe')]));
  });

  it('knows which scripts run right to left', () => {
    expect(['ar', 'fa-IR', 'ur', 'HE'].map(localeDirection)).toEqual(['rtl', 'rtl', 'rtl', 'rtl']);
    expect(['en', 'fr-CA', 'zh-Hant-TW'].map(localeDirection)).toEqual(['ltr', 'ltr', 'ltr']);
  });
});
