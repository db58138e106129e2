/** AppKit's telemetry categories (TelemetryController): the only events an error report carries. */
export const TELEMETRY_CATEGORIES = ['API_ERROR', 'DATA_PARSING_ERROR', 'SECURE_SITE_ERROR', 'INTERNAL_SDK_ERROR'] as const;

export type TelemetryCategory = (typeof TELEMETRY_CATEGORIES)[number];

/** The body of an error-telemetry POST /e; unlike an analytics event, the timestamp is an ISO string. */
export interface TelemetryPayload {
  /** A random UUID per report. */
  readonly eventId: string;
  /** The page's full URL. */
  readonly url: string;
  /** The page's host name. */
  readonly domain: string;
  /** When the error happened, as an ISO 8601 string. */
  readonly timestamp: string;
  /** The error report. */
  readonly props: {
    /** Always `error`. */
    readonly type: 'error';
    /** The error's telemetry category. */
    readonly event: TelemetryCategory;
    /** The error's name (its class, e.g. `WalletportError`). */
    readonly errorType: string;
    /** The error's message. */
    readonly errorMessage: string;
    /** The error's stack, when it has one. */
    readonly stackTrace?: string;
  };
}

/** Where error telemetry goes. Sending may fail; the reporter swallows it (telemetry never breaks the modal). */
export interface TelemetryPort {
  /** Sends one error report; may reject, which the reporter ignores. */
  send(payload: TelemetryPayload): Promise<void>;
}
