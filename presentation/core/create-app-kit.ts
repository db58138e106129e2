import type { AppKitOptions } from '../../application/options.ts';
import { resolveConfig } from '../../application/options.ts';
import type { AppKit } from './app-kit-instance.ts';
import { CoreLink } from './core-link.ts';
import { setDefaultAppKit } from './default-instance.ts';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import type { AppKitFacade } from '../../application/app-kit.ts';
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
  let destroyed = false;
  // Every command passes here: a destroyed instance refuses with a clear error instead of acting half-alive.
  const live = (): Promise<AppKitFacade> => (destroyed ? Promise.reject(catalogueError('INSTANCE_DESTROYED')) : link.core);
  const later = (action: (facade: AppKitFacade) => void): void => {
    live().then(action, () => undefined);
  };
  const subscribeLate = (subscribe: (facade: AppKitFacade) => () => void): (() => void) =>
    destroyed ? () => undefined : lateSubscribe(link.core, subscribe);
  const instance: AppKit = {
    get ready() {
      return live().then((facade) => facade.ready);
    },
    link,
    async open(openOptions) {
      const facade = (destroyed ? undefined : link.loaded()) ?? (await live());
      await facade.open(openOptions);
      await mounter.mount();
    },
    close: async () => (await live()).close(),
    getState: link.getState,
    subscribeState: link.subscribeState,
    getAccount: link.getAccount,
    subscribeAccount: link.subscribeAccount,
    subscribeEvents: link.subscribeEvents,
    getCaipNetwork: () => link.getNetworkState().caipNetwork,
    switchNetwork: async (network) => (await live()).switchNetwork(network),
    disconnect: async (namespace) => (await live()).disconnect(namespace),
    requestSiwxSignature: async () => (await live()).requestSiwxSignature(),
    cancelSiwx: async () => (await live()).cancelSiwx(),
    getSiwxState: () => link.loaded()?.getSiwxState(),
    async sendToken(input) {
      const facade = await live();
      facade.setSendToken(input.token);
      facade.setSendAmount(input.amount);
      facade.setSendReceiver(input.receiverAddress);
      return facade.sendToken();
    },
    getSendState: () => link.loaded()?.getSendState(),
    subscribeSend: (listener) => subscribeLate((facade) => facade.subscribeSend(listener)),
    searchNames(query) {
      later((facade) => facade.searchNames(query));
    },
    registerName: async (name) => (await live()).registerName(name),
    getNamesState: () => link.loaded()?.getNamesState(),
    subscribeNames: (listener) => subscribeLate((facade) => facade.subscribeNames(listener)),
    fetchIdentity: async (address) => (await live()).fetchIdentity(address),
    fetchBalances: async (balanceOptions) => (await live()).fetchBalances(balanceOptions),
    getTokenBalancesState: () => link.loaded()?.getTokenBalancesState(),
    subscribeTokenBalances: (listener) => subscribeLate((facade) => facade.subscribeTokenBalances(listener)),
    loadActivity: async () => (await live()).loadActivity(),
    loadMoreActivity: async () => (await live()).loadMoreActivity(),
    getActivityState: () => link.loaded()?.getActivityState(),
    subscribeActivity: (listener) => subscribeLate((facade) => facade.subscribeActivity(listener)),
    setPreferredAccountType: async (type, namespace) => (await live()).setPreferredAccountType(type, namespace),
    getAccountTypeState: () => link.loaded()?.getAccountTypeState(),
    subscribeAccountType: (listener) => subscribeLate((facade) => facade.subscribeAccountType(listener)),
    setThemeMode(mode) {
      const facade = destroyed ? undefined : link.loaded();
      if (facade) facade.setThemeMode(mode);
      else later((loaded) => loaded.setThemeMode(mode));
    },
    setThemeVariables(variables) {
      later((facade) => facade.setThemeVariables(variables));
    },
    getThemeMode: () => link.getModalState()?.themeMode ?? link.initial.themeMode,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      mounter.unmount();
      link.whenLoaded((facade) => facade.destroy());
    },
  };
  if (typeof window !== 'undefined') {
    link.core.catch((error: unknown) => console.error('[walletport] the modal core failed to load', error));
    mounter.preloadWhenIdle();
  }
  setDefaultAppKit(instance);
  return instance;
}
