import { inject, injectable } from 'inversify';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import type { ErrorReporterPort } from '../ports/error-reporter.port.ts';
import { TOKENS } from '../tokens.ts';
import { ChainDisconnectService } from './chain-disconnect.service.ts';
import { ModalService } from './modal.service.ts';
import { SiwxSessionsService } from './siwx-sessions.service.ts';

/**
 * Spec §4 higher-level disconnect: sets loading, clears the SIWX sessions, disconnects the chains and
 * raises 'Failed to disconnect' when any part failed. The chains go even when clearing the sessions
 * fails: a visitor who asked to leave is never left connected.
 */
@injectable()
export class DisconnectService {
  constructor(
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporterPort,
    @inject(ModalService) private readonly modal: ModalService,
    @inject(SiwxSessionsService) private readonly siwx: SiwxSessionsService,
    @inject(ChainDisconnectService) private readonly chains: ChainDisconnectService,
  ) {}

  async disconnect(namespace?: ChainNamespace): Promise<void> {
    this.modal.setLoading(true);
    const failures: unknown[] = [];
    try {
      await this.siwx.clear();
    } catch (error) {
      this.reporter.report(error, 'clearing siwx sessions failed');
      failures.push(error);
    }
    failures.push(...(await this.chains.disconnect(namespace)));
    this.modal.setLoading(false);
    this.modal.navigate({ type: 'reset', view: 'Connect' });
    if (failures.length > 0) throw catalogueError('FAILED_TO_DISCONNECT', { cause: failures[0] });
  }
}

