import type { AccountSnapshot, AppKitFacade, PublicState } from '../../application/app-kit.ts';
import type { ModalEvent } from '../../application/services/event-bus.service.ts';
import type { AppKitOptions } from '../../application/options.ts';
import type { ModalState, NetworkState, AccountsState } from '../../application/stores/state.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';

type Unsubscribe = () => void;
type Attach = (facade: AppKitFacade) => void;

export const DEFAULT_STATE: PublicState = Object.freeze({
  open: false,
  loading: false,
  selectedNetworkId: undefined,
  activeChain: undefined,
  initialized: false,
});

export const DEFAULT_ACCOUNT: AccountSnapshot = Object.freeze({
  address: undefined,
  caipAddress: undefined,
  isConnected: false,
  status: 'disconnected',
  allAccounts: [],
  walletInfo: undefined,
});

export const DEFAULT_NETWORK: NetworkState = Object.freeze({ activeChain: undefined, caipNetwork: undefined, switching: false, error: undefined });
export const DEFAULT_ACCOUNTS: AccountsState = Object.freeze({});

/**
 * The link between the page and the core (container, services, stores), which loads in its own
 * chunk right after createAppKit so the page's first JavaScript stays small. Until it arrives,
 * reads answer with defaults and subscriptions wait; then they are forwarded to the core.
 */
export class CoreLink {
  private facade: AppKitFacade | undefined;
  private readonly waiting = new Set<Attach>();
  readonly core: Promise<AppKitFacade>;

  constructor(options: AppKitOptions, load: (options: AppKitOptions) => Promise<AppKitFacade>) {
    this.core = load(options).then((facade) => {
      this.facade = facade;
      for (const attach of this.waiting) attach(facade);
      this.waiting.clear();
      return facade;
    });
  }

  loaded(): AppKitFacade | undefined {
    return this.facade;
  }

  getState = (): PublicState => this.facade?.getState() ?? DEFAULT_STATE;
  getAccount = (namespace?: ChainNamespace): AccountSnapshot => this.facade?.getAccount(namespace) ?? DEFAULT_ACCOUNT;
  getNetworkState = (): NetworkState => this.facade?.getNetworkState() ?? DEFAULT_NETWORK;
  getAccounts = (): AccountsState => this.facade?.getAccounts() ?? DEFAULT_ACCOUNTS;
  getModalState = (): ModalState | undefined => this.facade?.getModalState();

  subscribeState = (listener: (state: PublicState) => void): Unsubscribe =>
    this.forward((facade) => facade.subscribeState(listener), () => listener(this.getState()));

  subscribeAccount = (listener: (account: AccountSnapshot) => void, namespace?: ChainNamespace): Unsubscribe =>
    this.forward((facade) => facade.subscribeAccount(listener, namespace), () => listener(this.getAccount(namespace)));

  /** Events emitted before the core loaded cannot exist, so waiting subscribers miss nothing. */
  subscribeEvents = (listener: (event: ModalEvent) => void): Unsubscribe =>
    this.forward((facade) => facade.subscribeEvents(listener), () => undefined);

  /** Network, accounts (balances) and modal stores, for the button and the theme hook. */
  subscribeStores = (listener: () => void): Unsubscribe =>
    this.forward((facade) => {
      const stops = [facade.networkStore.subscribe(listener), facade.accountStore.subscribe(listener), facade.modalStore.subscribe(listener)];
      return () => stops.forEach((stop) => stop());
    }, listener);

  private forward(subscribe: (facade: AppKitFacade) => Unsubscribe, changed: () => void): Unsubscribe {
    if (this.facade) return subscribe(this.facade);
    let inner: Unsubscribe | undefined;
    let active = true;
    const attach: Attach = (facade) => {
      if (!active) return;
      inner = subscribe(facade);
      changed(); // the core's first state differs from the defaults
    };
    this.waiting.add(attach);
    return () => {
      active = false;
      this.waiting.delete(attach);
      inner?.();
    };
  }
}
