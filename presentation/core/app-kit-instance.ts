import type { AccountSnapshot, PublicState } from '../../application/app-kit.ts';
import type { OpenOptions } from '../../application/modal/modal.ts';
import type { ModalEvent } from '../../application/events/app-events.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import type { ThemeMode } from '../../domain/options/options.ts';
import type { ThemeVariables } from '../../domain/theme/theme.ts';
import type { CoreLink } from './core-link.ts';
import type { AppKitClientMethods } from './appkit-methods.ts';
import type { LateFlows } from './late-flows.ts';

/** `open()` options: AppKit's (view, namespace, uri, arguments). An unknown view opens the default one, with a console warning. */
export interface AppKitOpenOptions extends Omit<OpenOptions, 'view'> {
  /** The view to open on, by AppKit's name (`Connect`, `Account`, `Networks`, `Swap`, …); the default view when absent or unknown. */
  readonly view?: OpenOptions['view'] | (string & {});
  /** AppKit's WalletConnect URI for manual pairing control; walletport pairs by itself and warns when given. */
  readonly uri?: string;
  /** AppKit's view arguments; walletport does not read them. */
  readonly arguments?: unknown;
}

/** What `createAppKit` returns: the AppKit instance API, framework-free. */
export interface AppKit extends AppKitClientMethods {
  /** Settles when the core has loaded and initialisation and session restore are done (at once on a destroyed instance). */
  readonly ready: Promise<void>;
  /**
   * Opens the modal. Before the core and the modal have loaded (a slow network, a chunk that failed) a
   * loading dialog shows at once, with the catalogue's text and Try again if a chunk fails; the promise
   * then settles once the modal is opened, or when the visitor closes that dialog. Rejects on a destroyed
   * instance.
   */
  open(options?: AppKitOpenOptions): Promise<void>;
  /** Closes the modal. */
  close(): Promise<void>;
  /** The modal's public state: open or not, loading, the selected network, the active namespace. */
  getState(): PublicState;
  /** Calls `listener` when the public state changes; returns the function that stops it. */
  subscribeState(listener: (state: PublicState) => void): () => void;
  /** The account of the active namespace, or of `namespace`: address, connection status, wallet. */
  getAccount(namespace?: ChainNamespace): AccountSnapshot;
  /** Calls `listener` when the account (of `namespace` when given) changes; returns the function that stops it. */
  subscribeAccount(listener: (account: AccountSnapshot) => void, namespace?: ChainNamespace): () => void;
  /** The active network, or the network of `namespace` (by `id` among its configured ones when given). */
  getCaipNetwork(namespace?: ChainNamespace, id?: string | number): CaipNetwork | undefined;
  /** Accepts a configured CaipNetwork, its CAIP id, or a viem chain with the id of a configured eip155 network. */
  switchNetwork(network: CaipNetwork | string | { readonly id: number | string }): Promise<void>;
  /** Disconnects the wallet of `namespace`, or every connected wallet when absent; the other namespaces stay connected. */
  disconnect(namespace?: ChainNamespace): Promise<void>;
  /**
   * The modal's flows by name (send, names, siwx, balances, activity, accountType): each has a
   * `state` (`getSnapshot()`, undefined until the core has loaded; `subscribe(listener)`) and
   * `commands` taking one input at most, e.g. `kit.flows.send.commands.send({ token, amount, to })`.
   * Commands never reject for a failure of the flow itself: its state says what went wrong.
   */
  readonly flows: LateFlows;
  /** The analytics events as they happen (MODAL_OPEN, CONNECT_SUCCESS, ...). */
  subscribeEvents(listener: (event: ModalEvent) => void): () => void;
  /** The latest event of the stream (AppKit's getEvent): MODAL_CREATED until another happens. */
  getEvent(): ModalEvent;
  /** Switches the modal to `light` or `dark`. */
  setThemeMode(mode: ThemeMode): void;
  /** Merged over the current variables and synced to the embedded wallet. */
  setThemeVariables(variables: ThemeVariables): void;
  /** The theme mode in force: `light` or `dark`. */
  getThemeMode(): ThemeMode;
  /** Removes the modal from the page and stops listening to wallets; later commands reject. */
  destroy(): void;
  /** @internal how the bundled hooks and views reach the lazily loaded core. */
  readonly link: CoreLink;
  /**
   * @internal Loads the core and the modal ahead of a click: walletport's own buttons call it when a
   * pointer comes over them or they take focus. A failure is left to the click, which reports it.
   */
  preload(): void;
}
