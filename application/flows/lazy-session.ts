import { distinctUntilChanged, map } from 'rxjs';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';
import { loadOnce } from '../async/load-once.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import { settled } from './guarded.ts';

/** What a feature's session must offer for its flow to empty it. */
export interface ResettableSession {
  reset(): void;
}

/**
 * A feature's session whose code is a chunk of its own, imported by the first command, so a page that
 * never opens the feature never downloads it. `run` hands a command the session, reporting a throw and
 * answering `fallback` instead; a chunk that fails to load leaves 'MODAL_LOAD_FAILED' in the state
 * (through `showError`) and is fetched again by the next command. A change of network or of any
 * account empties the session: its form and quote were for one account on one network.
 */
export function lazySession<Session extends ResettableSession>(runtime: AppRuntime, load: () => Promise<Session>, showError: (error: WalletportError) => void) {
  const loaded = loadOnce(load);
  const run = <T>(context: string, fallback: T, command: (session: Session) => Promise<T>): Promise<T> =>
    settled(runtime.reporter, context, fallback, async () => {
      let ready: Session;
      try {
        ready = await loaded();
      } catch (cause) {
        // The form stays as it was; the next command fetches the chunk again.
        showError(catalogueError('MODAL_LOAD_FAILED', { cause }));
        throw cause;
      }
      return command(ready);
    });
  /** Runs `action` on the session if it has loaded; nothing to do otherwise. */
  const ifLoaded = (action: (session: Session) => void): void => void loaded.peek()?.then(action).catch(() => undefined);
  const reset = (): void => ifLoaded((ready) => ready.reset());
  const { state } = runtime;
  const networkChanges = state.network.state$.pipe(map((network) => network.caipNetwork?.caipNetworkId), distinctUntilChanged());
  const accountChanges = state.accounts.state$.pipe(
    map((accounts) => Object.values(accounts).map((account) => `${account?.status}:${account?.address ?? ''}`).join('|')),
    distinctUntilChanged(),
  );
  const subscriptions = [networkChanges.subscribe(reset), accountChanges.subscribe(reset)];
  runtime.lifecycle.add(() => subscriptions.forEach((subscription) => subscription.unsubscribe()));
  return { run, ifLoaded, reset };
}
