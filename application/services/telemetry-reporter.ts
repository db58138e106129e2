import { inject, injectable } from 'inversify';
import { TELEMETRY_LIMIT, admit } from '../../domain/limits/sliding-window.ts';
import { userFacingMessage } from '../../domain/errors/catalogue.ts';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import type { RemoteConfig } from '../endpoints.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import type { EnvironmentPort } from '../ports/environment.port.ts';
import type { ErrorReporterPort } from '../ports/error-reporter.port.ts';
import type { TelemetryPayload, TelemetryPort } from '../ports/telemetry.port.ts';
import { REMOTE_TOKENS } from '../remote-tokens.ts';
import { token } from '../token.ts';
import { TOKENS } from '../tokens.ts';
import { eventEnvelope } from './analytics-envelope.ts';

/** The reporter that was bound before telemetry (the console one): it still sees every error. */
export const LOCAL_ERROR_REPORTER = token<ErrorReporterPort>('LocalErrorReporter');

function errorType(error: unknown): string {
  if (error instanceof Error) return error.name;
  return typeof error;
}

/**
 * The error reporter with error telemetry (spec §7): props type 'error', event (the category),
 * errorType, errorMessage, stackTrace; at most 5 per 60 s (spec §9), the rest dropped. Turned off
 * entirely by `features.telemetry: false`. Never throws: reporting must not create new errors.
 */
@injectable()
export class TelemetryReporter implements ErrorReporterPort {
  private window: readonly number[] = [];

  constructor(
    @inject(REMOTE_TOKENS.RemoteConfig) private readonly config: RemoteConfig,
    @inject(REMOTE_TOKENS.Telemetry) private readonly port: TelemetryPort,
    @inject(TOKENS.Clock) private readonly clock: ClockPort,
    @inject(TOKENS.Environment) private readonly environment: EnvironmentPort,
    @inject(LOCAL_ERROR_REPORTER) private readonly local: ErrorReporterPort,
  ) {}

  report(error: unknown, context: string): void {
    this.local.report(error, context);
    if (!this.config.telemetryEnabled) return;
    try {
      const admission = admit(this.window, this.clock.now(), TELEMETRY_LIMIT);
      this.window = admission.window;
      if (!admission.admitted) return;
      const payload: TelemetryPayload = {
        ...eventEnvelope(this.clock, this.environment),
        props: {
          type: 'error',
          event: WalletportError.is(error) ? error.category : 'INTERNAL_SDK_ERROR',
          errorType: errorType(error),
          errorMessage: userFacingMessage(error),
          stackTrace: error instanceof Error ? error.stack : undefined,
        },
      };
      void this.port.send(payload).catch(() => undefined);
    } catch {
      // A broken telemetry port must not turn one error into two.
    }
  }
}

