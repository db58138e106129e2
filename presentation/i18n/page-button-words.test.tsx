import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppKitOptions } from '../../application/options.ts';
import type { AppKit } from '../core/app-kit-instance.ts';
import { createAppKit } from '../core/create-app-kit.ts';
import { setDefaultAppKit } from '../core/default-instance.ts';
import { AppKitButton } from '../react/AppKitButton.tsx';
import { registerWebComponents } from '../web-components/register.ts';
import { CHAIN_A, CHAIN_B } from '../../test/fakes/app-kit-harness.ts';
import { evmAdapterWithBalances } from '../../test/fakes/evm-test-adapter.ts';
import { createRecordingStorage } from '../../test/fakes/recording-storage.ts';
import { EMPTY_WALLET_DIRECTORY } from '../../test/fakes/empty-wallet-directory.ts';

let kit: AppKit | undefined;

beforeAll(() => registerWebComponents());

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  kit?.destroy();
  kit = undefined;
  setDefaultAppKit(undefined);
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

/** The page's two connect buttons: React's `<AppKitButton>` and the `<appkit-connect-button>` element. */
function pageButtons(): () => [string | null | undefined, string | null | undefined] {
  render(<AppKitButton />);
  const element = document.createElement('appkit-connect-button');
  document.body.append(element);
  return () => [screen.getByTestId('appkit-button').textContent, element.shadowRoot?.querySelector('button')?.textContent];
}

describe('the words of the page’s connect buttons', () => {
  it('follow the site’s `button.connect`, the React button as the element', async () => {
    makeKit({ messages: { 'button.connect': 'Connecter le portefeuille' } });
    const texts = pageButtons();
    await waitFor(() => expect(texts()).toEqual(['Connecter le portefeuille', 'Connecter le portefeuille']));
  });

  it('follow the locale’s shipped words once they have loaded', async () => {
    makeKit({ locale: 'ar' });
    const texts = pageButtons();
    await waitFor(() => expect(texts()).toEqual(['ربط المحفظة', 'ربط المحفظة']));
  });

  it('follow messages and locale changed at runtime with updateOptions', async () => {
    const instance = makeKit({});
    const texts = pageButtons();
    expect(texts()).toEqual(['Connect Wallet', 'Connect Wallet']);
    act(() => instance.updateOptions({ messages: { 'button.connect': 'Sign in' } }));
    expect(texts()).toEqual(['Sign in', 'Sign in']);
    act(() => instance.updateOptions({ messages: {}, locale: 'zh-Hans' }));
    await waitFor(() => expect(texts()).toEqual(['连接钱包', '连接钱包']));
  });

  it('a `label` still wins over every word', async () => {
    makeKit({ locale: 'es', messages: { 'button.connect': 'x' } });
    render(<AppKitButton label="Entrar" />);
    await act(async () => kit!.ready);
    expect(screen.getByTestId('appkit-button').textContent).toBe('Entrar');
  });
});
