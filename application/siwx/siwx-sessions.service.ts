import { combineLatest, distinctUntilChanged, map } from 'rxjs';
import { parseCaipAddress, type CaipAddress, type CaipNetworkId } from '../../domain/caip/caip.ts';
import { needsSiwxSignature, type SiwxSession } from '../../domain/siwx/siwx.ts';
import type { ErrorReporterPort } from '../ports/error-reporter.port.ts';
import type { SiwxConfig } from '../ports/siwx.port.ts';
import { RUNTIME, type AppRuntime } from '../runtime/runtime.ts';
import { TOKENS } from '../tokens.ts';
import { defineCapability, type CapabilityParts } from '../capability.ts';
import { LatestRequest } from '../async/requests.ts';
import type { SiwxStore } from './siwx.store.ts';

/**
 * The integrator's SIWX config behind one door: sessions are read, added and cleared here, and SiwxStore
 * (enabled, required, hasSession) is kept current for the closing rule and the views. Its own small
 * capability: the higher-level disconnect, below the sign-in, clears the sessions through it.
 */
export class SiwxSessionsService {
  /** Started per active-address change: a slow getSessions for an older address never writes hasSession. */
  private readonly lookups = new LatestRequest();

  private readonly store: SiwxStore;
  private readonly reporter: ErrorReporterPort;

  constructor(
    runtime: AppRuntime,
    private readonly siwx: SiwxConfig | null,
  ) {
    this.store = runtime.state.siwx;
    this.reporter = runtime.reporter;
    const { accounts, network } = runtime.state;
    this.store.update({ enabled: siwx !== null, required: this.isRequired() });
    if (!siwx) return;
    const watch = combineLatest([accounts.state$, network.state$])
      .pipe(
        map(([byNamespace, net]) => (net.activeChain ? byNamespace[net.activeChain]?.caipAddress : undefined)),
        distinctUntilChanged(),
      )
      .subscribe((caipAddress) => void this.refresh(caipAddress));
    runtime.lifecycle.track(watch);
  }

  config(): SiwxConfig | null {
    return this.siwx;
  }

  /** Asked every time: an integrator may turn the requirement on after a sign-in policy change. */
  isRequired(): boolean {
    try {
      return this.siwx?.getRequired?.() === true;
    } catch (error) {
      this.reporter.report(error, 'siwx getRequired threw');
      return false;
    }
  }

  /** Sessions for the address; a config that answers garbage is an error (the caller decides what it means). */
  async sessionsFor(caipAddress: CaipAddress): Promise<readonly SiwxSession[]> {
    if (!this.siwx) return [];
    const { namespace, reference, address } = parseCaipAddress(caipAddress);
    const sessions: unknown = await this.siwx.getSessions(`${namespace}:${reference}` as CaipNetworkId, address);
    if (!Array.isArray(sessions)) throw new TypeError('siwx.getSessions answered something that is not a list');
    return sessions.filter((session): session is SiwxSession => typeof session?.data?.accountAddress === 'string');
  }

  async add(session: SiwxSession): Promise<void> {
    await this.siwx?.addSession(session);
    this.store.update({ hasSession: true, status: 'authenticated', error: undefined, required: this.isRequired() });
  }

  async setSessions(sessions: readonly SiwxSession[]): Promise<void> {
    await this.siwx?.setSessions(sessions);
    this.store.update({ hasSession: sessions.length > 0, required: this.isRequired() });
  }

  /** The higher-level disconnect clears every session. */
  async clear(): Promise<void> {
    this.lookups.cancel();
    this.store.update({ hasSession: false, status: 'idle', error: undefined });
    await this.siwx?.setSessions([]);
  }

  private async refresh(caipAddress: CaipAddress | undefined): Promise<void> {
    const lookup = this.lookups.start();
    if (!caipAddress) return this.store.update({ hasSession: false, required: this.isRequired() });
    try {
      const sessions = await this.sessionsFor(caipAddress);
      const hasSession = !needsSiwxSignature(sessions, parseCaipAddress(caipAddress).address);
      if (lookup.isCurrent()) this.store.update({ hasSession, required: this.isRequired() });
    } catch (error) {
      if (lookup.isCurrent()) this.store.update({ hasSession: false, required: this.isRequired() });
      this.reporter.report(error, 'siwx getSessions failed');
    }
  }
}


/** The sessions as a capability of their own: connect (below the sign-in) clears them on every disconnect. */
export const SiwxSessions = defineCapability('siwxSessions', { runtime: RUNTIME, siwx: TOKENS.Siwx }, ({ runtime, siwx }) => new SiwxSessionsService(runtime, siwx));
export type SiwxSessions = CapabilityParts<typeof SiwxSessions>;
