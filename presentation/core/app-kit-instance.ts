import type { AccountSnapshot, PublicState } from '../../application/app-kit.ts';
import type { OpenOptions } from '../../application/services/modal.service.ts';
import type { ModalEvent } from '../../application/events/app-events.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import type { ThemeMode } from '../../domain/options/options.ts';
import type { ThemeVariables } from '../../domain/theme/theme.ts';
import type { CoreLink } from './core-link.ts';
import type { LateFlows } from './late-flows.ts';

/** What `createAppKit` returns: the AppKit instance API, framework-free. */
export interface AppKit {
  /** Settles when the core has loaded and initialisation and session restore are done. */
  readonly ready: Promise<void>;
  open(options?: OpenOptions): Promise<void>;
  close(): Promise<void>;
  getState(): PublicState;
  subscribeState(listener: (state: PublicState) => void): () => void;
  getAccount(namespace?: ChainNamespace): AccountSnapshot;
  subscribeAccount(listener: (account: AccountSnapshot) => void, namespace?: ChainNamespace): () => void;
  getCaipNetwork(): CaipNetwork | undefined;
  switchNetwork(network: CaipNetwork | string): Promise<void>;
  disconnect(namespace?: ChainNamespace): Promise<void>;
  /**
   * The modal's flows by name (send, names, siwx, balances, activity, accountType): each has a
   * `state` (`getSnapshot()`, undefined until the core has loaded; `subscribe(listener)`) and
   * `commands` taking one input at most, e.g. `kit.flows.send.commands.send({ token, amount, to })`.
   * Commands never reject for a failure of the flow itself: its state says what went wrong.
   */
  readonly flows: LateFlows;
  /** The spec §7 events as they happen (MODAL_OPEN, CONNECT_SUCCESS, ...). */
  subscribeEvents(listener: (event: ModalEvent) => void): () => void;
  setThemeMode(mode: ThemeMode): void;
  /** Merged over the current variables and synced to the embedded wallet. */
  setThemeVariables(variables: ThemeVariables): void;
  getThemeMode(): ThemeMode;
  /** Removes the modal from the page and stops listening to wallets; later commands reject. */
  destroy(): void;
  /** @internal how the bundled hooks and views reach the lazily loaded core. */
  readonly link: CoreLink;
}
