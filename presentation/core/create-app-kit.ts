import type { AppKitOptions } from '../../application/options.ts';
import { resolveConfig } from '../../application/options.ts';
import type { AppKit } from './app-kit-instance.ts';
import { CoreLink } from './core-link.ts';
import { setDefaultAppKit } from './default-instance.ts';
import { createModalMounter } from './modal-mounter.ts';
import { lateSubscribe } from './late-subscribe.ts';

const loadCore = (options: AppKitOptions) =>
  import('../../infrastructure/container.ts').then((module) => module.createAppKitFacade(options));

/**
 * Creates an AppKit instance: its own container, state and modal. Options are checked right here
 * (a malformed CAIP id or 'siweConfig' with 'siwx' throws at once); the core and the modal load in
 * their own chunks straight after, so the page's first JavaScript stays small and the first click
 * finds them ready. On a server (no `window`) nothing loads: hooks render the options' initial
 * snapshots, and the core comes only if a command is called.
 */
export function createAppKit(options: AppKitOptions): AppKit {
  resolveConfig(options);
  const link = new CoreLink(options, loadCore);
  const mounter = createModalMounter(() => link.core);
  const instance: AppKit = {
    get ready() {
      return link.core.then((facade) => facade.ready);
    },
    link,
    async open(openOptions) {
      const facade = link.loaded() ?? (await link.core);
      await facade.open(openOptions);
      await mounter.mount();
    },
    async close() {
      await (await link.core).close();
    },
    getState: link.getState,
    subscribeState: link.subscribeState,
    getAccount: link.getAccount,
    subscribeAccount: link.subscribeAccount,
    subscribeEvents: link.subscribeEvents,
    getCaipNetwork: () => link.getNetworkState().caipNetwork,
    switchNetwork: async (network) => (await link.core).switchNetwork(network),
    disconnect: async (namespace) => (await link.core).disconnect(namespace),
    requestSiwxSignature: async () => (await link.core).requestSiwxSignature(),
    cancelSiwx: async () => (await link.core).cancelSiwx(),
    getSiwxState: () => link.loaded()?.getSiwxState(),
    async sendToken(input) {
      const facade = await link.core;
      facade.setSendToken(input.token);
      facade.setSendAmount(input.amount);
      facade.setSendReceiver(input.receiverAddress);
      return facade.sendToken();
    },
    getSendState: () => link.loaded()?.getSendState(),
    subscribeSend: (listener) => lateSubscribe(link.core, (facade) => facade.subscribeSend(listener)),
    searchNames(query) {
      void link.core.then((facade) => facade.searchNames(query));
    },
    registerName: async (name) => (await link.core).registerName(name),
    getNamesState: () => link.loaded()?.getNamesState(),
    subscribeNames: (listener) => lateSubscribe(link.core, (facade) => facade.subscribeNames(listener)),
    fetchIdentity: async (address) => (await link.core).fetchIdentity(address),
    fetchBalances: async (balanceOptions) => (await link.core).fetchBalances(balanceOptions),
    getTokenBalancesState: () => link.loaded()?.getTokenBalancesState(),
    subscribeTokenBalances: (listener) => lateSubscribe(link.core, (facade) => facade.subscribeTokenBalances(listener)),
    loadActivity: async () => (await link.core).loadActivity(),
    loadMoreActivity: async () => (await link.core).loadMoreActivity(),
    getActivityState: () => link.loaded()?.getActivityState(),
    subscribeActivity: (listener) => lateSubscribe(link.core, (facade) => facade.subscribeActivity(listener)),
    setPreferredAccountType: async (type, namespace) => (await link.core).setPreferredAccountType(type, namespace),
    getAccountTypeState: () => link.loaded()?.getAccountTypeState(),
    subscribeAccountType: (listener) => lateSubscribe(link.core, (facade) => facade.subscribeAccountType(listener)),
    setThemeMode(mode) {
      const facade = link.loaded();
      if (facade) facade.setThemeMode(mode);
      else void link.core.then((loaded) => loaded.setThemeMode(mode));
    },
    setThemeVariables(variables) {
      void link.core.then((facade) => facade.setThemeVariables(variables));
    },
    getThemeMode: () => link.getModalState()?.themeMode ?? link.initial.themeMode,
    destroy() {
      mounter.unmount();
      void link.core.then((facade) => facade.destroy());
    },
  };
  if (typeof window !== 'undefined') {
    link.core.catch((error: unknown) => console.error('[walletport] the modal core failed to load', error));
    mounter.preloadWhenIdle();
  }
  setDefaultAppKit(instance);
  return instance;
}
