import { catalogueError } from '../../domain/errors/catalogue.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';
import type { Lifecycle } from '../lifecycle.ts';
import type { WalletProvider } from '../ports/chain-adapter.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';

export interface Deadline {
  readonly clock: ClockPort;
  readonly lifecycle: Lifecycle;
  readonly ms: number;
  /** The error the request ends with when the time is up. */
  readonly expired: () => WalletportError;
}

/**
 * Settles as `work` does, but no later than the deadline; a destroyed instance ends it at once, so a
 * wallet that never answers holds neither a timer nor the caller past the instance.
 */
export function withinDeadline<T>(work: Promise<T>, deadline: Deadline): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let release: () => void = () => undefined;
    const cancelTimer = deadline.clock.schedule(() => {
      reject(deadline.expired());
      release();
    }, deadline.ms);
    // Releasing runs this teardown too; once the promise has settled its reject changes nothing.
    release = deadline.lifecycle.add(() => {
      cancelTimer();
      reject(catalogueError('INSTANCE_DESTROYED'));
    });
    work.then(resolve, reject).finally(() => release());
  });
}

/** Rejects when the wallet emits `disconnect` before the request settles (it vanished mid-request). */
export function untilWalletLeaves<T>(provider: WalletProvider, start: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onDisconnect = (): void => reject(catalogueError('WALLET_DISCONNECTED'));
    // Listen first: a wallet may emit `disconnect` synchronously from inside the request.
    provider.on?.('disconnect', onDisconnect);
    Promise.resolve()
      .then(start)
      .then(resolve, reject)
      .finally(() => provider.removeListener?.('disconnect', onDisconnect));
  });
}
