import type { AccountSnapshot, AppKitFacade, PublicState } from '../../application/app-kit.ts';
import type { ModalEvent } from '../../application/events/app-events.ts';
import type { AppKitOptions, CheckedAppKitOptions } from '../../application/options.ts';
import type { AccountsState, ModalState, NetworkState } from '../../application/stores/state.ts';
import type { StateReader } from '../../application/stores/state-observable.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { startupError } from '../../domain/errors/startup-errors.ts';
import type { ConnectedProviders } from '../../application/host-commands/index.ts';
import { initialSnapshots, type InitialSnapshots } from './initial-snapshots.ts';
import { lateFlows, type LateFlows } from './late-flows.ts';
import { createWordsSource, type WordsSource } from '../i18n/words-source.ts';
import type { AppKit } from './app-kit-instance.ts';

const NO_PROVIDERS: ConnectedProviders = Object.freeze({ providers: {}, providerIds: {} });

/**
 * The link between the page and the core (container, services, stores), which loads in its own
 * chunk right after createAppKit so the page's first JavaScript stays small. Every read and
 * subscription the page makes goes through here: until the core arrives, reads answer with the
 * options' initial snapshots and subscriptions wait; commands wait for the core, and refuse once
 * the instance is destroyed.
 */
export class CoreLink implements CoreArrival<AppKitFacade> {
  private facade: AppKitFacade | undefined;
  private loading: Promise<AppKitFacade> | undefined;
  private readonly waiting = new Set<(facade: AppKitFacade) => void>();
  private destroyedFlag = false;
  private readonly accountSources = new Map<string, LateSource<AccountSnapshot>>();
  /** The snapshots before the core arrives, and always on the server: from the options alone. */
  readonly initial: InitialSnapshots;
  readonly state: LateSource<PublicState>;
  readonly network: LateSource<NetworkState>;
  readonly accounts: LateSource<AccountsState>;
  readonly modal: LateSource<ModalState | undefined>;
  readonly flows: LateFlows;
  /** The connected wallets' providers per namespace (none until the core has loaded). */
  readonly providers: LateSource<ConnectedProviders>;
  /** The latest event of the public stream; MODAL_CREATED until another happens. */
  readonly lastEvent: LateSource<ModalEvent> & { stop(): void };
  /**
   * The instance's words (locale, the site's messages, the locale's catalogue), on the page from the
   * start: the page's buttons read them before the core arrives. The catalogue loads in the browser only.
   */
  readonly words: WordsSource;

  constructor(
    private readonly options: CheckedAppKitOptions,
    private readonly load: (options: AppKitOptions) => Promise<AppKitFacade>,
  ) {
    this.initial = initialSnapshots(options);
    this.state = lateSource(this, (core) => core.state, this.initial.state);
    this.network = lateSource(this, (core) => core.stores.network, this.initial.network);
    this.accounts = lateSource(this, (core) => core.stores.accounts, this.initial.accounts);
    this.modal = lateSource<AppKitFacade, ModalState | undefined>(this, (core) => core.stores.modal, undefined);
    this.flows = lateFlows((pick) => lateSource(this, pick, undefined), this.live);
    this.providers = lateSource(this, (core) => core.host.providers, NO_PROVIDERS);
    const created: ModalEvent = { timestamp: Date.now(), reportedErrors: {}, data: { type: 'track', event: 'MODAL_CREATED' } };
    // The server made its instance at another moment than the browser: a render both must agree on
    // shows the creation event without its time (0), and the browser's own time right after hydration.
    this.lastEvent = latestOf(created, this.subscribeEvents, { ...created, timestamp: 0 });
    this.words = createWordsSource(options, typeof window !== 'undefined');
  }

  /**
   * The core, loaded on first use (in a browser: at idle, on the first pointer or focus over a walletport
   * control, or at once for a stored session; on a server only if a command asks). A load that failed
   * (a dropped connection) is tried again by the next use.
   */
  get core(): Promise<AppKitFacade> {
    this.loading ??= this.load(this.options).then(
      (facade) => {
        this.facade = facade;
        const waiting = [...this.waiting];
        this.waiting.clear();
        for (const attach of waiting) attach(facade);
        return facade;
      },
      (error: unknown) => {
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }

  get destroyed(): boolean {
    return this.destroyedFlag;
  }

  /** The core for a command: loads it if needed; a destroyed instance refuses with a clear error. */
  live = (): Promise<AppKitFacade> => (this.destroyedFlag ? Promise.reject(startupError('INSTANCE_DESTROYED')) : this.core);

  loaded(): AppKitFacade | undefined {
    return this.destroyedFlag ? undefined : this.facade;
  }

  whenArrived(attach: (facade: AppKitFacade) => void): () => void {
    if (this.destroyedFlag) return () => undefined;
    if (this.facade) {
      attach(this.facade);
      return () => undefined;
    }
    this.waiting.add(attach);
    return () => void this.waiting.delete(attach);
  }

  /**
   * A command without a result: runs on the core now if it has loaded, else once it arrives. A
   * refusal (a network of another namespace, a destroyed instance) is a console warning with the
   * catalogue's text, never an exception thrown into the caller's page.
   */
  command(action: (facade: AppKitFacade) => void): void {
    const run = (facade: AppKitFacade): void => {
      try {
        action(facade);
      } catch (error) {
        warnRefused(error);
      }
    };
    const facade = this.loaded();
    if (facade) run(facade);
    else this.live().then(run, warnRefused);
  }

  /** The account of `namespace`, or of the active namespace when none is named. */
  account(namespace?: ChainNamespace): LateSource<AccountSnapshot> {
    const key = namespace ?? '';
    let source = this.accountSources.get(key);
    if (!source) {
      source = lateSource(this, (core) => core.account(namespace), this.initial.account);
      this.accountSources.set(key, source);
    }
    return source;
  }

  /** Events emitted before the core loaded cannot exist, so a waiting subscriber misses nothing. */
  subscribeEvents = (listener: (event: ModalEvent) => void): (() => void) => {
    let stop: (() => void) | undefined;
    const cancel = this.whenArrived((facade) => {
      stop = facade.subscribeEvents(listener);
    });
    return () => {
      cancel();
      stop?.();
    };
  };

  /** Stops waiting subscribers and the core (if it ever loaded); later commands refuse. */
  destroy(): void {
    if (this.destroyedFlag) return;
    const facade = this.facade;
    this.destroyedFlag = true;
    this.lastEvent.stop();
    this.waiting.clear();
    if (facade) facade.destroy();
    else void this.loading?.then((loaded) => loaded.destroy(), () => undefined);
  }
}

/** A source the page can read before the core has loaded, and that React can render on a server. */
export interface LateSource<T> extends StateReader<T> {
  /** What a server render and the hydrating render show (useSyncExternalStore's third argument). */
  getServerSnapshot(): T;
}

/** The one place that knows the core arrives late (its own chunk, after the page is interactive). */
export interface CoreArrival<Core> {
  loaded(): Core | undefined;
  /** Calls `attach` once the core is there (at once if it is); the returned function cancels the wait. */
  whenArrived(attach: (core: Core) => void): () => void;
  readonly destroyed: boolean;
}

/**
 * A source over one of the core's: answers `initial` until the core has loaded, then the core's
 * own. A subscription made before the core exists waits for it and is told once it arrives, since
 * the core's first value usually differs from the defaults.
 */
export function lateSource<Core, T>(arrival: CoreArrival<Core>, pick: (core: Core) => StateReader<T>, initial: T, server: T = initial): LateSource<T> {
  const getSnapshot = (): T => {
    const core = arrival.loaded();
    return core ? pick(core).getSnapshot() : initial;
  };
  return {
    getSnapshot,
    getServerSnapshot: () => server,
    subscribe(listener) {
      if (arrival.destroyed) return () => undefined;
      const core = arrival.loaded();
      if (core) return pick(core).subscribe(listener);
      let stop: (() => void) | undefined;
      const cancel = arrival.whenArrived((arrived) => {
        stop = pick(arrived).subscribe(listener);
        listener(getSnapshot());
      });
      return () => {
        cancel();
        stop?.();
      };
    },
  };
}

/**
 * The latest value of an event stream as a source, starting from `initial`. It follows the stream
 * from the moment it is created (`follow` returns its teardown, which `stop` calls), so a reader that
 * comes later still finds the last value, as AppKit's getEvent() does. `server` is what a server render
 * and the hydrating render show.
 */
export function latestOf<T>(initial: T, follow: (update: (value: T) => void) => () => void, server: T = initial): LateSource<T> & { stop(): void } {
  let latest = initial;
  const listeners = new Set<(value: T) => void>();
  const stop = follow((value) => {
    latest = value;
    for (const listener of [...listeners]) if (listeners.has(listener)) listener(value);
  });
  return {
    getSnapshot: () => latest,
    getServerSnapshot: () => server,
    subscribe(listener) {
      const entry = (value: T): void => listener(value);
      listeners.add(entry);
      return () => void listeners.delete(entry);
    },
    stop() {
      stop();
      listeners.clear();
    },
  };
}

/** A command the instance refused (destroyed, a failed load), said on the console instead of thrown into the page. */
export function warnRefused(error: unknown): void {
  console.warn(`[walletport] ${error instanceof Error ? error.message : String(error)}`);
}

type Unmount = () => void;

/**
 * Loads the modal's chunk (idle-time preload) and mounts it once, outside the host's React tree,
 * with the instance's words once they have settled (the locale's catalogue is a chunk of its own,
 * loaded alongside), so the first view opens in the locale's words. `shown` is called in the frame
 * the modal's dialog appears in, each time it opens.
 */
export function createModalMounter(instance: () => AppKit, shown: () => void = () => undefined) {
  let mounting: Promise<Unmount | undefined> | undefined;
  let mounted = false;
  let disposed = false;
  let cancelPreload: () => void = () => undefined;

  const mount = (): Promise<Unmount | undefined> => {
    if (typeof document === 'undefined') return Promise.resolve(undefined);
    mounting ??= Promise.all([import('../modal/Modal.tsx'), instance().link.core, instance().link.words.whenSettled()]).then(
      ([module, facade]) => {
        if (disposed) return undefined;
        const unmount = module.mountModal(instance(), facade, shown);
        mounted = true;
        return unmount;
      },
      (error: unknown) => {
        // A chunk that failed (a dropped connection) is asked for again by the next click.
        mounting = undefined;
        throw error;
      },
    );
    return mounting;
  };

  return {
    mount: async (): Promise<void> => {
      await mount();
    },
    /** Whether the modal is on the page, so an open() shows it in the frame of the click. */
    mounted: (): boolean => mounted && !disposed,
    preloadWhenIdle(): void {
      if (typeof window === 'undefined') return;
      // Nothing waits on this load: its failure is said here, and the click that needs the modal tries again.
      const start = (): void => void mount().catch((error: unknown) => console.error('[walletport] the modal failed to load', error));
      if ('requestIdleCallback' in window) {
        const handle = window.requestIdleCallback(start, { timeout: 1500 });
        cancelPreload = () => window.cancelIdleCallback(handle);
      } else {
        const handle = setTimeout(start, 1);
        cancelPreload = () => clearTimeout(handle);
      }
    },
    unmount(): void {
      // A destroyed instance leaves no preload behind: it would fetch a modal nobody can open.
      cancelPreload();
      disposed = true;
      // A load that failed (offline, or the page going away mid-import) has nothing to unmount, and its
      // failure must not surface in the host page as an unhandled rejection.
      void mounting?.then((unmount) => unmount?.(), () => undefined);
    },
  };
}
