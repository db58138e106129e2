import type { AppKitOptions } from '../../application/options.ts';
import type { ChainAdapterDescriptor } from '../../application/ports/chain-adapter.port.ts';
import type { StoragePort } from '../../application/ports/storage.port.ts';
import { checkedOptions } from '../../application/option-checks.ts';
import type { AppKit } from './app-kit-instance.ts';
import { CoreLink, createModalMounter } from './core-link.ts';
import { peekDefaultAppKit, setDefaultAppKit } from './default-instance.ts';
import { createOpening } from './opening.ts';
import { appKitClientMethods } from './appkit-methods.ts';
import { checkedOpenOptions, networkOf, switchTarget } from './appkit-arguments.ts';
import { defineElementsNow, defineElementsWhenUsed } from '../web-components/define-when-used.ts';
import { storedStateToRestore } from '../../domain/storage/stored-session.ts';

const loadCore = (options: AppKitOptions) =>
  import('../../infrastructure/container.ts').then((module) => module.createAppKitFacade(options));

/**
 * Creates an AppKit instance: its own container, state and modal. Options are checked right here
 * (a malformed CAIP id or 'siweConfig' with 'siwx' throws at once); the core and the modal load in
 * their own chunks once the page is idle (or on the first pointer or focus over a walletport control),
 * so the page's first JavaScript stays small, the host's own loading goes first, and the first click
 * finds them ready. A returning visitor's stored session loads the core at once. On a server (no
 * `window`) nothing loads: hooks render the options' initial snapshots, and the core comes only if a
 * command is called.
 */
export function createAppKit(options: AppKitOptions): AppKit {
  // AppKit's createAppKit is a singleton in the page: a second call (a module evaluated twice, hot
  // reload) gets the first instance back. The same holds here while that instance lives;
  // createAppKitInstance makes a further one for a page that wants two.
  const current = typeof window === 'undefined' ? undefined : peekDefaultAppKit();
  if (current && !current.link.destroyed) return current;
  return createAppKitInstance(options);
}

/**
 * A new instance whatever exists already (two modals on one page, each under its own
 * `<AppKitProvider instance={...}>`); it becomes the default the hooks use when none is alive.
 */
export function createAppKitInstance(given: AppKitOptions): AppKit {
  // AppKit's networks (viem chains among them) become CaipNetworks once, here, for everything below.
  const options = checkedOptions(given);
  const link = new CoreLink(options, loadCore);
  // The instance is made below; the modal mounts later, under its context.
  const mounter = createModalMounter(() => instance, () => void opening.end());
  // An open() before the core and the modal are in shows a loading dialog in the click's frame.
  const opening = createOpening({
    core: link.live,
    mount: mounter.mount,
    words: link.words,
    look: () => ({
      themeMode: instance.getThemeMode(),
      accent: options.themeVariables?.['--w3m-accent'],
      nonce: options.cspNonce,
    }),
  });
  const account = (namespace?: Parameters<AppKit['getAccount']>[0]) => link.account(namespace).getSnapshot();
  const instance: AppKit = {
    ...appKitClientMethods(link, options, account),
    get ready() {
      // A destroyed instance has nothing left to wait for; a rejection here would go unhandled in
      // pages that only read the field.
      return link.destroyed ? Promise.resolve() : link.live().then((facade) => facade.ready);
    },
    link,
    preload: () => void mounter.mount().catch(() => undefined),
    flows: link.flows,
    async open(openOptions) {
      const checked = checkedOpenOptions(openOptions);
      const facade = link.loaded();
      // The usual case (loaded at idle time) opens in the frame of the click with no loading dialog; so
      // does a server, which has no page to show one on, and a destroyed instance refuses as before.
      if (!(facade && mounter.mounted()) && typeof document !== 'undefined' && !link.destroyed) return opening.open(checked);
      await (facade ?? (await link.live())).open(checked);
      await mounter.mount();
    },
    async close() {
      // The modal is opened only once the loading dialog gives way to it: with one showing, nothing else is open.
      if (opening.end()) return;
      await (await link.live()).close();
    },
    getState: link.state.getSnapshot,
    subscribeState: link.state.subscribe,
    getAccount: account,
    subscribeAccount: (listener, namespace) => link.account(namespace).subscribe(listener),
    subscribeEvents: link.subscribeEvents,
    getCaipNetwork: (namespace, id) => networkOf(link, options, namespace, id),
    switchNetwork: async (network) => {
      const facade = await link.live();
      return facade.switchNetwork(switchTarget(facade.host.networks(), network));
    },
    getEvent: link.lastEvent.getSnapshot,
    disconnect: async (namespace) => (await link.live()).disconnect(namespace),
    setThemeMode: (mode) => link.command((facade) => facade.setThemeMode(mode)),
    setThemeVariables: (variables) => link.command((facade) => facade.setThemeVariables(variables)),
    getThemeMode: () => link.modal.getSnapshot()?.themeMode ?? link.initial.themeMode,
    destroy() {
      if (link.destroyed) return;
      detachAdapters();
      stopWatchingElements();
      opening.end();
      mounter.unmount();
      link.destroy();
      if (peekDefaultAppKit() === instance) setDefaultAppKit(undefined);
    },
  };
  // In the browser only: a server render has no connection for another library to follow.
  let stopWatchingElements: () => void = () => undefined;
  const detachAdapters = typeof window === 'undefined' ? () => undefined : attachAdapters(options.adapters ?? [], instance);
  if (typeof window !== 'undefined') {
    // What the visitor sees at start depends on the core only when storage holds something to restore.
    if (storedStateToRestore(storedText(options), link.initial.network.caipNetwork?.caipNetworkId)) {
      link.core.catch((error: unknown) => console.error('[walletport] the modal core failed to load', error));
    }
    mounter.preloadWhenIdle();
    // <appkit-button> and the other AppKit elements, over whichever instance is the default: as soon as
    // the page uses one, and in any case once the core is in.
    stopWatchingElements = defineElementsWhenUsed();
    link.whenArrived(() => void defineElementsNow());
  }
  const previous = peekDefaultAppKit();
  if (!previous || previous.link.destroyed) setDefaultAppKit(instance);
  return instance;
}

/**
 * Lets the adapters that keep another library in step with the instance (wagmi's config) follow
 * it. One that fails to attach or detach is reported on the console, never thrown into the page.
 */
function attachAdapters(adapters: readonly ChainAdapterDescriptor[], instance: AppKit): () => void {
  const teardowns: (() => void)[] = [];
  for (const adapter of adapters) {
    if (typeof adapter?.attach !== 'function') continue;
    try {
      teardowns.push(adapter.attach(instance));
    } catch (error) {
      console.error('[walletport] an adapter failed to attach to the instance', error);
    }
  }
  return () => {
    for (const teardown of teardowns.splice(0)) {
      try {
        teardown();
      } catch (error) {
        console.error('[walletport] an adapter failed to detach from the instance', error);
      }
    }
  };
}

/** The storage the core will read, read synchronously: the site's own (when given) or the browser's. */
function storedText(options: AppKitOptions): (key: string) => ReturnType<StoragePort['getItem']> {
  const storage = options.ports?.storage;
  return storage ? (key) => storage.getItem(key) : (key) => window.localStorage.getItem(key);
}
