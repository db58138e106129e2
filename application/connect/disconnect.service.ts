import { CHAIN_NAMESPACES, type ChainNamespace } from '../../domain/caip/caip.ts';
import { connectionKindOf } from '../../domain/connectors/connector-ids.ts';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import type { SiwxSessionsService } from '../siwx/siwx-sessions.service.ts';
import type { AppState } from '../stores/app-state.ts';
import type { ChainDisconnectService } from './chain-disconnect.service.ts';

/**
 * Higher-level disconnect: sets loading, clears the SIWX sessions, disconnects the chains and
 * raises 'Failed to disconnect' when any part failed. The modal returns to Connect, or to the Account view when
 * another chain family is still connected. The chains go even when clearing the sessions
 * fails: a visitor who asked to leave is never left connected.
 */
export class DisconnectService {
  constructor(
    private readonly runtime: AppRuntime,
    private readonly state: AppState,
    private readonly siwx: SiwxSessionsService,
    private readonly chains: ChainDisconnectService,
  ) {}

  async disconnect(namespace?: ChainNamespace): Promise<void> {
    this.runtime.outcomes.report({ type: 'disconnecting' });
    const failures: unknown[] = [];
    try {
      await this.siwx.clear();
    } catch (error) {
      this.runtime.reporter.report(error, 'clearing siwx sessions failed');
      failures.push(error);
    }
    failures.push(...(await this.chains.disconnect(namespace)));
    const stillConnected = Object.values(this.state.accounts.getSnapshot()).some((account) => account?.status === 'connected');
    this.runtime.outcomes.report({ type: 'disconnected', stillConnected });
    if (failures.length > 0) throw catalogueError('FAILED_TO_DISCONNECT', { cause: failures[0] });
  }

  /**
   * Ends the embedded wallet's sessions on every device (a lost phone, a shared computer), then
   * disconnects it here. When the wallet service does not confirm, nothing changes on this device and
   * the visitor is told: a sign-out they believe happened must have happened.
   */
  async signOutEverywhere(): Promise<void> {
    const accounts = this.state.accounts.getSnapshot();
    const namespace = CHAIN_NAMESPACES.find((ns) => accounts[ns]?.status === 'connected' && connectionKindOf(accounts[ns]?.connectorId) === 'AUTH');
    if (namespace === undefined || !this.runtime.auth?.signOutEverywhere) throw catalogueError('SESSION_TOKEN_INVALID');
    try {
      await this.runtime.auth.signOutEverywhere();
    } catch (error) {
      this.runtime.reporter.report(error, 'signing out everywhere failed');
      throw catalogueError('SIGN_OUT_EVERYWHERE_FAILED', { cause: error });
    }
    await this.disconnect(namespace);
  }
}

