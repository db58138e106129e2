import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EMPTY_ACCOUNT } from '../../application/stores/state.ts';
import type { AppKit } from '../core/app-kit-instance.ts';
import { createAppKit } from '../core/create-app-kit.ts';
import { setDefaultAppKit } from '../core/default-instance.ts';
import { registerWebComponents } from '../web-components/register.ts';
import { CHAIN_A, CHAIN_B } from '../../test/fakes/app-kit-harness.ts';
import { evmAdapterWithBalances } from '../../test/fakes/evm-test-adapter.ts';
import { createRecordingStorage } from '../../test/fakes/recording-storage.ts';
import { EN_MESSAGES } from './catalogue.ts';
import { buttonWord, type WordsState } from './words-source.ts';
import { EMPTY_WALLET_DIRECTORY } from '../../test/fakes/empty-wallet-directory.ts';

const kits: AppKit[] = [];

beforeAll(() => registerWebComponents());

afterEach(() => {
  document.body.replaceChildren();
  for (const kit of kits.splice(0)) kit.destroy();
  setDefaultAppKit(undefined);
});

function makeKit(messages: Readonly<Record<string, string>>): AppKit {
  const kit = createAppKit({
    projectId: 'test',
    networks: [CHAIN_A, CHAIN_B],
    adapters: [evmAdapterWithBalances({})],
    features: { analytics: false, telemetry: false },
    messages,
    ports: {
      storage: createRecordingStorage().storage,
      walletDirectory: EMPTY_WALLET_DIRECTORY,
    },
  });
  kits.push(kit);
  return kit;
}

function buttonText(tag: string): () => string | null | undefined {
  const element = document.createElement(tag);
  document.body.append(element);
  return () => element.shadowRoot?.querySelector('button')?.textContent;
}

describe('words of the page’s buttons', () => {
  it('the connect button shows the instance’s `messages` once its core has loaded, while connecting too', async () => {
    const kit = makeKit({ 'button.connect': 'Connecter le portefeuille', 'button.connecting': 'Connexion…' });
    const text = buttonText('appkit-connect-button');
    await kit.ready;
    const facade = await kit.link.core;
    await vi.waitFor(() => expect(text()).toBe('Connecter le portefeuille'));
    facade.stores.accounts.update({ eip155: { ...EMPTY_ACCOUNT, status: 'connecting' } });
    expect(text()).toBe('Connexion…');
  });

  it('an element’s own label still wins over the messages', async () => {
    const kit = makeKit({ 'button.connect': 'Connecter le portefeuille' });
    const element = document.createElement('appkit-connect-button');
    element.setAttribute('label', 'Sign in');
    document.body.append(element);
    await kit.ready;
    await kit.link.core;
    expect(element.shadowRoot?.querySelector('button')?.textContent).toBe('Sign in');
  });

  it('takes the override by its own key only, else English', () => {
    const withOverrides = (overrides: Readonly<Record<string, string>>): WordsState => ({ locale: 'en', overrides, catalogue: undefined, settled: true });
    expect(buttonWord(undefined, 'button.connect')).toBe(EN_MESSAGES['button.connect']);
    expect(buttonWord(withOverrides({ 'button.connecting': 'x' }), 'button.connect')).toBe('Connect Wallet');
    // A key inherited from Object.prototype is not an override.
    const inherited = Object.create({ 'button.connect': 'from the prototype' }) as Record<string, string>;
    expect(buttonWord(withOverrides(inherited), 'button.connect')).toBe('Connect Wallet');
  });
});
