import { TELEMETRY_LIMIT, admit } from '../../domain/limits/sliding-window.ts';
import { ERRORS, userFacingMessage } from '../../domain/errors/catalogue.ts';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import type { RemoteConfig } from '../endpoints.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import type { EnvironmentPort } from '../ports/environment.port.ts';
import type { ErrorReporterPort } from '../ports/error-reporter.port.ts';
import type { TelemetryCategory, TelemetryPayload, TelemetryPort } from '../ports/telemetry.port.ts';
import { token } from '../token.ts';
import { eventEnvelope } from './analytics-envelope.ts';

/** The reporter that was bound before telemetry (the console one): it still sees every error. */
export const LOCAL_ERROR_REPORTER = token<ErrorReporterPort>('LocalErrorReporter');

/**
 * AppKit's category for an error: an unreadable answer is a parsing error, a failure of the embedded
 * wallet's secure frame a secure-site error, any other remote failure an API error. The catalogue's
 * finer categories (user rejection, configuration, validation) are not the service's words.
 */
export function telemetryCategoryOf(error: unknown): TelemetryCategory {
  if (!WalletportError.is(error)) return 'INTERNAL_SDK_ERROR';
  if (error.code === 'HTTP_INVALID_BODY') return 'DATA_PARSING_ERROR';
  if (ERRORS[error.code].kind === 'embedded') return 'SECURE_SITE_ERROR';
  return error.category === 'API_ERROR' ? 'API_ERROR' : 'INTERNAL_SDK_ERROR';
}

function errorType(error: unknown): string {
  if (error instanceof Error) return error.name;
  return typeof error;
}

/**
 * The error reporter with error telemetry: props type 'error', event (AppKit's category),
 * errorType, errorMessage, stackTrace; at most 5 per 60 s, the rest dropped. Turned off
 * entirely by `features.telemetry: false`. Never throws: reporting must not create new errors.
 */
export class TelemetryReporter implements ErrorReporterPort {
  private window: readonly number[] = [];

  constructor(
    private readonly config: RemoteConfig,
    private readonly port: TelemetryPort,
    private readonly clock: ClockPort,
    private readonly environment: EnvironmentPort,
    private readonly local: ErrorReporterPort,
  ) {}

  report(error: unknown, context: string): void {
    this.local.report(error, context);
    if (!this.config.telemetryEnabled) return;
    try {
      const admission = admit(this.window, this.clock.now(), TELEMETRY_LIMIT);
      this.window = admission.window;
      if (!admission.admitted) return;
      const stackTrace = error instanceof Error ? error.stack : undefined;
      const payload: TelemetryPayload = {
        ...eventEnvelope(this.clock, this.environment),
        // The kit sends an ISO string here, where its analytics events carry milliseconds.
        timestamp: new Date(this.clock.now()).toISOString(),
        props: {
          type: 'error',
          event: telemetryCategoryOf(error),
          errorType: errorType(error),
          errorMessage: userFacingMessage(error),
          ...(stackTrace === undefined ? {} : { stackTrace }),
        },
      };
      void this.port.send(payload).catch(() => undefined);
    } catch {
      // A broken telemetry port must not turn one error into two.
    }
  }
}

