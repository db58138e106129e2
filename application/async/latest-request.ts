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
