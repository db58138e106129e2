import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccountSnapshot, PublicState } from '../../application/app-kit.ts';
import type { BlockchainApiPort } from '../../application/ports/blockchain-api.port.ts';
import { EMPTY_ACCOUNT } from '../../application/stores/state.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import type { AppKit } from '../core/app-kit-instance.ts';
import { createAppKit } from '../core/create-app-kit.ts';
import type { CoreLink } from '../core/core-link.ts';
import { setDefaultAppKit } from '../core/default-instance.ts';
import type { LateSource } from '../core/core-link.ts';
import { createEip6963Discovery } from '../../infrastructure/discovery/eip6963-discovery.ts';
import { CHAIN_A, CHAIN_B, createPage } from '../../test/fakes/app-kit-harness.ts';
import { evmAdapterWithBalances } from '../../test/fakes/evm-test-adapter.ts';
import { createRecordingStorage } from '../../test/fakes/recording-storage.ts';
import { ANVIL_ACCOUNT_0 } from '../../test/wallets/demo-wallet.ts';
import { registerWebComponents } from './register.ts';

const TAGS = [
  'appkit-button',
  'appkit-connect-button',
  'appkit-account-button',
  'appkit-network-button',
  'w3m-button',
  'w3m-connect-button',
  'w3m-account-button',
  'w3m-network-button',
];

const kits: AppKit[] = [];

beforeAll(() => {
  registerWebComponents();
});

afterEach(() => {
  document.body.replaceChildren();
  for (const kit of kits.splice(0)) kit.destroy();
  setDefaultAppKit(undefined);
  vi.restoreAllMocks();
});

/** The identity service's answer for the test account: none unless a test gives one. */
function identityApi(identity: { readonly name: string | null; readonly avatar: string | null }): BlockchainApiPort {
  const refused = async (): Promise<never> => {
    throw new Error('not offered by this stand-in');
  };
  return {
    getBalance: async () => [],
    fetchTransactions: async () => ({ data: [], next: undefined }),
    lookupName: refused,
    reverseLookup: async () => [],
    fetchIdentity: async () => identity,
    getNameSuggestions: refused,
    registerName: refused,
  };
}

const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';

function makeKit(identity: { readonly name: string | null; readonly avatar: string | null } = { name: null, avatar: null }): AppKit {
  const page = createPage();
  page.announce();
  const kit = createAppKit({
    projectId: 'test',
    networks: [{ ...CHAIN_A, assets: { imageId: 'anvil-a' } }, CHAIN_B],
    adapters: [evmAdapterWithBalances({ [`eip155:31337:${ANVIL_ACCOUNT_0}`]: 10n ** 22n })],
    // happy-dom has a window, so analytics would be on: nothing in a unit test may reach the internet.
    features: { analytics: false, telemetry: false },
    ports: {
      storage: createRecordingStorage().storage,
      walletDiscovery: createEip6963Discovery(page.target),
      walletDirectory: {
        fetchWallets: async () => ({ count: 0, wallets: [] }),
        fetchWalletImage: async () => new Blob(),
        fetchNetworkImage: async (imageId) => (imageId === 'anvil-a' ? new Blob([ICON], { type: 'image/svg+xml' }) : Promise.reject(new Error('no such image'))),
      },
      blockchainApi: identityApi(identity),
    },
  });
  kits.push(kit);
  return kit;
}

async function connect(kit: AppKit): Promise<void> {
  await kit.ready;
  const facade = await kit.link.core;
  await facade.connect('dev.walletport.demo');
}

function place<T extends HTMLElement = HTMLElement>(html: string): T {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const element = holder.firstElementChild as T;
  document.body.append(element);
  return element;
}

/** The element's own button, or the one of the button it shows (appkit-button). */
function buttonOf(element: Element): HTMLButtonElement {
  const root = element.shadowRoot;
  const inner = root?.querySelector('appkit-connect-button, appkit-account-button');
  const button = (inner ? inner.shadowRoot : root)?.querySelector('button');
  if (!button) throw new Error(`<${element.localName}> shows no button`);
  return button;
}

const innerTag = (element: Element) => element.shadowRoot?.querySelector('appkit-connect-button, appkit-account-button')?.localName;
const partText = (element: Element, part: string) => buttonOf(element).querySelector(`[part=${part}]`)?.textContent;
const modalView = async (kit: AppKit) => (await kit.link.core).stores.modal.getSnapshot().router.view;

describe('AppKit’s elements', () => {
  it('show Connect Wallet and the network, then the shortened address and balance once connected', async () => {
    const kit = makeKit();
    const button = place('<appkit-button></appkit-button>');
    const network = place('<appkit-network-button></appkit-network-button>');
    expect(innerTag(button)).toBe('appkit-connect-button');
    expect(buttonOf(button).textContent).toBe('Connect Wallet');
    expect(buttonOf(button).dataset['testid']).toBe('connect-button');
    expect(buttonOf(button).getAttribute('part')).toBe('button');
    expect(buttonOf(network).textContent).toBe('Anvil A');
    expect(buttonOf(network).dataset['testid']).toBe('w3m-network-button');

    await connect(kit);
    expect(innerTag(button)).toBe('appkit-account-button');
    expect(buttonOf(button).dataset['testid']).toBe('account-button');
    expect(partText(button, 'address')).toBe('0xf3…b92266');
    await vi.waitFor(() => expect(partText(button, 'balance')).toBe('10000.000 ETH'));

    await kit.switchNetwork('eip155:31338');
    expect(buttonOf(network).textContent).toBe('Anvil B');
  });

  it('the account button hides the balance with balance="hide" and keeps charsStart / charsEnd characters', async () => {
    const kit = makeKit();
    const account = place('<appkit-account-button balance="hide" charsStart="6" charsEnd="4"></appkit-account-button>');
    expect(buttonOf(account).hidden).toBe(true);
    await connect(kit);
    await (await kit.link.core).refreshBalance('eip155');
    expect(kit.link.accounts.getSnapshot().eip155?.balance).toBe(10n ** 22n);
    expect(buttonOf(account).hidden).toBe(false);
    expect(partText(account, 'address')).toBe('0xf39F…2266');
    expect(partText(account, 'balance')).toBeUndefined();
  });

  it('the account button shows the address’s gradient avatar, decorative, the same for the same address', async () => {
    const kit = makeKit();
    const first = place('<appkit-account-button></appkit-account-button>');
    const second = place('<w3m-account-button></w3m-account-button>');
    await connect(kit);
    const avatar = (element: Element) => buttonOf(element).querySelector('[part=avatar]');
    await vi.waitFor(() => expect(avatar(first)?.getAttribute('data-avatar')).toBe('gradient'));
    expect(avatar(first)?.getAttribute('aria-hidden')).toBe('true');
    const stops = (element: Element) => [...(avatar(element)?.querySelectorAll('stop') ?? [])].map((stop) => stop.getAttribute('stop-color'));
    expect(stops(first)).toHaveLength(3);
    expect(stops(second)).toEqual(stops(first));
    expect(avatar(first)?.querySelector('linearGradient')?.id).not.toBe(avatar(second)?.querySelector('linearGradient')?.id);
  });

  it('the account button shows the profile name and image once identity resolves, the gradient if the image fails', async () => {
    const kit = makeKit({ name: 'alice.eth', avatar: 'https://images.example/alice.png' });
    const account = place('<appkit-account-button></appkit-account-button>');
    await connect(kit);
    await vi.waitFor(() => expect(partText(account, 'name')).toBe('alice.eth'));
    expect(partText(account, 'address')).toBeUndefined();
    const image = buttonOf(account).querySelector('img[part=avatar]');
    expect(image?.getAttribute('src')).toBe('https://images.example/alice.png');
    expect(image?.getAttribute('alt')).toBe('');
    image?.dispatchEvent(new Event('error'));
    expect(buttonOf(account).querySelector('[part=avatar]')?.getAttribute('data-avatar')).toBe('gradient');
    expect(partText(account, 'name')).toBe('alice.eth');
  });

  it('the network button shows the network’s directory icon, and the globe for a network without one', async () => {
    const kit = makeKit();
    const network = place('<appkit-network-button></appkit-network-button>');
    const icon = () => buttonOf(network).querySelector('[part=network-icon]');
    await kit.ready;
    await vi.waitFor(() => expect(icon()?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/));
    expect(icon()?.getAttribute('alt')).toBe('');
    await connect(kit);
    await kit.switchNetwork('eip155:31338');
    expect(icon()?.getAttribute('data-icon')).toBe('glyph');
    expect(buttonOf(network).textContent).toBe('Anvil B');
  });

  it('the network button lets go of the directory icon when it is removed', async () => {
    const kit = makeKit();
    const network = place('<appkit-network-button></appkit-network-button>');
    await kit.ready;
    const release = vi.spyOn((await kit.link.core).images, 'release');
    await vi.waitFor(() => expect(buttonOf(network).querySelector('img[part=network-icon]')).not.toBeNull());
    network.remove();
    expect(release).toHaveBeenCalledWith('network', 'anvil-a');
  });

  it('the connect button shows its label, and its loading label while the account is connecting', async () => {
    const kit = makeKit();
    const button = place('<appkit-connect-button label="Sign in" loadingLabel="One moment" size="sm"></appkit-connect-button>');
    expect(buttonOf(button).textContent).toBe('Sign in');
    expect(buttonOf(button).className).toBe('size-sm');
    await kit.ready;
    const facade = await kit.link.core;
    facade.stores.accounts.update({ eip155: { ...EMPTY_ACCOUNT, status: 'connecting' } });
    expect(buttonOf(button).textContent).toBe('One moment');
    expect(buttonOf(button).getAttribute('aria-busy')).toBe('true');

    const plain = place('<w3m-connect-button></w3m-connect-button>');
    expect(buttonOf(plain).textContent).toBe('Connecting...');
    expect(buttonOf(plain).className).toBe('size-md');
  });

  it('open the modal on Connect (with the namespace given), Account and Networks', async () => {
    const kit = makeKit();
    await kit.ready;
    const facade = await kit.link.core;

    buttonOf(place('<appkit-connect-button namespace="solana"></appkit-connect-button>')).click();
    // The first open waits for the modal's chunk to be imported.
    await vi.waitFor(() => expect(kit.getState().open).toBe(true), { timeout: 10_000 });
    expect(await modalView(kit)).toBe('Connect');
    expect(facade.stores.modal.getSnapshot().filterNamespace).toBe('solana');
    // A click while the modal is open closes it, as AppKit's does.
    buttonOf(place('<appkit-connect-button></appkit-connect-button>')).click();
    await vi.waitFor(() => expect(kit.getState().open).toBe(false));

    buttonOf(place('<w3m-network-button></w3m-network-button>')).click();
    await vi.waitFor(() => expect(kit.getState().open).toBe(true));
    expect(await modalView(kit)).toBe('Networks');
    await kit.close();

    await connect(kit);
    buttonOf(place('<appkit-button></appkit-button>')).click();
    await vi.waitFor(() => expect(kit.getState().open).toBe(true));
    expect(await modalView(kit)).toBe('Account');
  });

  it('ignore clicks while disabled; disabled="false" (React 18’s false) does not disable', async () => {
    const kit = makeKit();
    await kit.ready;
    const buttons = [
      place('<appkit-button disabled></appkit-button>'),
      place('<appkit-connect-button disabled></appkit-connect-button>'),
      place('<appkit-network-button disabled=""></appkit-network-button>'),
    ];
    for (const element of buttons) {
      expect(buttonOf(element).disabled).toBe(true);
      // With the core loaded, a click that went through would have opened the modal at once.
      buttonOf(element).click();
      expect(kit.getState().open).toBe(false);
    }
    const enabled = place('<appkit-connect-button disabled="false"></appkit-connect-button>');
    expect(buttonOf(enabled).disabled).toBe(false);
    buttons[0]?.removeAttribute('disabled');
    expect(buttonOf(buttons[0] as Element).disabled).toBe(false);
  });

  it('ignore wrong attribute values with one warning each, naming the attribute and the value', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const kit = makeKit();
    const button = place('<appkit-button size="xl" balance="maybe" namespace="tron" charsStart="many"></appkit-button>');
    const inner = button.shadowRoot?.querySelector('appkit-connect-button');
    expect(inner?.hasAttribute('size')).toBe(false);
    expect(inner?.hasAttribute('namespace')).toBe(false);
    expect(buttonOf(button).className).toBe('size-md');
    // Renders after the warnings (the core arriving, a connect) do not warn again.
    await connect(kit);
    expect(innerTag(button)).toBe('appkit-account-button');
    const messages = warn.mock.calls.map((call) => String(call[0]));
    expect(messages).toHaveLength(4);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringContaining('size="xl"'),
        expect.stringContaining('balance="maybe"'),
        expect.stringContaining('namespace="tron"'),
        expect.stringContaining('charsstart="many"'),
      ]),
    );
    // A wrong value given later replaces the right one: the default applies again.
    button.setAttribute('balance', 'hide');
    button.setAttribute('balance', 'nope');
    expect(warn).toHaveBeenCalledTimes(5);
    expect(button.shadowRoot?.querySelector('appkit-account-button')?.hasAttribute('balance')).toBe(false);
  });

  it('keep their errors and the commands’ failures away from the page', async () => {
    const kit = makeKit();
    await kit.ready;
    const button = place('<appkit-connect-button></appkit-connect-button>');
    kit.destroy();
    // A destroyed instance refuses open(): the refusal is the element's to swallow, not an unhandled rejection.
    buttonOf(button).click();
    await new Promise((resolve) => setTimeout(resolve, 0));

    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(kit, 'getAccount').mockImplementation(() => {
      throw new Error('broken source');
    });
    // The element renders again when the default instance changes: its failure stays in the console.
    const sameKit: AppKit = Object.create(kit);
    expect(() => setDefaultAppKit(sameKit)).not.toThrow();
    expect(errors).toHaveBeenCalledWith('[walletport] <appkit-connect-button> failed', expect.any(Error));
  });

  it('render with no instance, and follow the one createAppKit makes later', () => {
    const network = place('<appkit-network-button></appkit-network-button>');
    const button = place('<appkit-button label="Connect"></appkit-button>');
    expect(buttonOf(network).textContent).toBe('Select Network');
    expect(buttonOf(button).textContent).toBe('Connect');
    buttonOf(button).click();
    makeKit();
    expect(buttonOf(network).textContent).toBe('Anvil A');
  });

  it('leave nothing subscribed once removed, before and after the core arrives', async () => {
    const kit = makeKit();
    const counted = countingKit(kit);
    setDefaultAppKit(counted.kit);
    const elements = TAGS.map((tag) => place(`<${tag}></${tag}>`));
    expect(counted.live()).toBeGreaterThanOrEqual(TAGS.length);
    for (const element of elements) element.remove();
    expect(counted.live()).toBe(0);

    await connect(kit);
    for (const element of elements) document.body.append(element);
    expect(counted.live()).toBeGreaterThanOrEqual(TAGS.length);
    // The attributes that change what an element follows re-subscribe without leaving the old one.
    const before = counted.live();
    elements[0]?.setAttribute('namespace', 'eip155');
    expect(counted.live()).toBe(before);
    for (const element of elements) element.remove();
    expect(counted.live()).toBe(0);

    // Nor do they wait for another instance: one made later finds no listener from them.
    const later = countingKit(makeKit());
    setDefaultAppKit(later.kit);
    expect(later.live()).toBe(0);
  });

  it('are defined once however often registerWebComponents runs, a page’s own definition left alone', () => {
    expect(() => {
      registerWebComponents();
      registerWebComponents();
    }).not.toThrow();
    for (const tag of TAGS) expect(customElements.get(tag), tag).toBeDefined();
    expect(customElements.get('w3m-button')).not.toBe(customElements.get('appkit-button'));
  });
});

/** The instance with every subscription the elements can make counted while it lives. */
function countingKit(kit: AppKit) {
  let live = 0;
  const track = (stop: () => void): (() => void) => {
    live += 1;
    let stopped = false;
    return () => {
      if (!stopped) live -= 1;
      stopped = true;
      stop();
    };
  };
  const counted = <T>(source: LateSource<T>): LateSource<T> => ({ ...source, subscribe: (listener) => track(source.subscribe(listener)) });
  const link: CoreLink = Object.create(kit.link, {
    network: { value: counted(kit.link.network) },
    accounts: { value: counted(kit.link.accounts) },
    state: { value: counted(kit.link.state) },
  });
  // Inherits the rest, `ready` included, without reading it (a read starts the core).
  const wrapped: AppKit = Object.create(kit, {
    link: { value: link },
    subscribeState: { value: (listener: (state: PublicState) => void) => track(kit.subscribeState(listener)) },
    subscribeAccount: {
      value: (listener: (account: AccountSnapshot) => void, namespace?: ChainNamespace) => track(kit.subscribeAccount(listener, namespace)),
    },
  });
  return { kit: wrapped, live: () => live };
}
