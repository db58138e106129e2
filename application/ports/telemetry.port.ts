import type { ErrorCategory } from '../../domain/errors/walletport-error.ts';

/** The body of an error-telemetry POST /e (spec §7). */
export interface TelemetryPayload {
  readonly eventId: string;
  readonly url: string;
  readonly domain: string;
  readonly timestamp: number;
  readonly props: {
    readonly type: 'error';
    readonly event: ErrorCategory;
    readonly errorType: string;
    readonly errorMessage: string;
    readonly stackTrace: string | undefined;
  };
}

/** Where error telemetry goes. Sending may fail; the reporter swallows it (telemetry never breaks the modal). */
export interface TelemetryPort {
  send(payload: TelemetryPayload): Promise<void>;
}
