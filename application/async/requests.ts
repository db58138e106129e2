import { catalogueError } from '../../domain/errors/catalogue.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';
import type { Lifecycle } from '../lifecycle.ts';
import type { WalletProvider } from '../ports/chain-adapter.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';

/*
 * How a request to a wallet or a service is bounded, the one policy every capability follows: the
 * latest request wins (an older answer is dropped), a deadline ends a request that never answers, and a
 * wallet that leaves ends the request it was asked.
 */

/** One request of a `LatestRequest`: asked after each await whether its answer may still be written. */
export interface RequestToken {
  /** True until a newer request starts or the requests are cancelled. */
  isCurrent(): boolean;
  /** Aborted when the token stops being current, for work that can stop early (a fetch). */
  readonly signal: AbortSignal;
}

/**
 * "Latest request wins": a service that may be asked again before an earlier answer arrives starts each
 * request here and drops any answer whose token is no longer current, so a slow answer never overwrites
 * a newer one and nothing lands after a cancel.
 */
export class LatestRequest {
  private generation = 0;
  private controller = new AbortController();

  /** Starts a request; every earlier token stops being current. */
  start(): RequestToken {
    this.supersede();
    return this.current();
  }

  /**
   * A token for the request already under way, without superseding it: a later step of the same flow
   * (a code typed into a login that is still current) shares its fate.
   */
  current(): RequestToken {
    const generation = this.generation;
    const { signal } = this.controller;
    return { isCurrent: () => generation === this.generation, signal };
  }

  /** Every token stops being current and no new request starts: answers still on their way are dropped. */
  cancel(): void {
    this.supersede();
  }

  private supersede(): void {
    this.generation += 1;
    this.controller.abort();
    this.controller = new AbortController();
  }
}

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
