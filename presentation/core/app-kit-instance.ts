import type { AccountSnapshot, PublicState } from '../../application/app-kit.ts';
import type { OpenOptions } from '../../application/services/modal.service.ts';
import type { ModalEvent } from '../../application/services/event-bus.service.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import type { ThemeMode } from '../../domain/options/options.ts';
import type { CoreLink } from './core-link.ts';

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
  /** The spec §7 events as they happen (MODAL_OPEN, CONNECT_SUCCESS, ...). */
  subscribeEvents(listener: (event: ModalEvent) => void): () => void;
  setThemeMode(mode: ThemeMode): void;
  getThemeMode(): ThemeMode;
  /** Removes the modal from the page and stops listening to wallets. */
  destroy(): void;
  /** @internal how the bundled hooks and views reach the lazily loaded core. */
  readonly link: CoreLink;
}
