import type { AppKitConfig } from '../config.ts';
import type { Features } from '../../domain/constants/features.ts';
import { Store } from './store.ts';
import { INITIAL_SNACKBAR, initialModalState, type AccountsState, type ConnectorsState, type ModalState, type NetworkState, type SnackbarState } from './state.ts';

/** The modal: open, view and history, theme, the alert the options raised. */
export class ModalStore extends Store<ModalState> {
  /**
   * Counts every `open()`: an attempt remembers the opening it began in, so its late end can tell the
   * modal it left from one opened since. Kept out of the snapshot, which no view renders it from.
   */
  private openings = 0;

  constructor(config: AppKitConfig) {
    super(initialModalState(config.themeMode, config.alerts[0], config.themeVariables));
  }

  countOpening(): void {
    this.openings += 1;
  }

  get opening(): number {
    return this.openings;
  }
}

/**
 * The features in force: `createAppKit`'s, then whatever `updateFeatures` / `updateOptions` changed.
 * State, not config, so a view already open (the Connect view's methods and social buttons, the
 * Account view's features) follows a change at once.
 */
export class FeaturesStore extends Store<{ readonly features: Features }> {
  constructor(config: AppKitConfig) {
    super({ features: config.features });
  }
}

/** The account of each namespace. */
export class AccountStore extends Store<AccountsState> {
  constructor() {
    super({});
  }
}

/** The active namespace and network, and a switch in progress. */
export class NetworkStore extends Store<NetworkState> {
  constructor() {
    super({ activeChain: undefined, caipNetwork: undefined, switching: false, error: undefined });
  }
}

/** The wallets discovery announced, merged across chains. */
export class ConnectorStore extends Store<ConnectorsState> {
  constructor() {
    super({ connectors: [], chainChoices: {} });
  }
}

/** The snackbar shown at the bottom of the modal. */
export class SnackbarStore extends Store<SnackbarState> {
  constructor() {
    super(INITIAL_SNACKBAR);
  }
}
