import type { AppKitOptions } from '../../application/options.ts';
import { createAppKitFacade } from '../../infrastructure/container.ts';
import type { AppKit } from './app-kit-instance.ts';
import { setDefaultAppKit } from './default-instance.ts';
import { createModalMounter } from './modal-mounter.ts';

/**
 * Creates an AppKit instance: its own container, its own state, its own modal. The modal's code
 * is fetched while the browser is idle, so the page's first load stays small and the first click
 * finds it ready.
 */
export function createAppKit(options: AppKitOptions): AppKit {
  const facade = createAppKitFacade(options);
  const mounter = createModalMounter(facade);
  const instance: AppKit = {
    ready: facade.ready,
    facade,
    async open(openOptions) {
      await facade.open(openOptions);
      await mounter.mount();
    },
    close: () => facade.close(),
    getState: facade.getState,
    subscribeState: facade.subscribeState,
    getAccount: facade.getAccount,
    subscribeAccount: facade.subscribeAccount,
    getCaipNetwork: () => facade.getNetworkState().caipNetwork,
    switchNetwork: facade.switchNetwork,
    disconnect: facade.disconnect,
    setThemeMode: facade.setThemeMode,
    getThemeMode: () => facade.getModalState().themeMode,
    destroy() {
      mounter.unmount();
      facade.destroy();
    },
  };
  mounter.preloadWhenIdle();
  setDefaultAppKit(instance);
  return instance;
}
