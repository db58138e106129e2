/** AppKit's telemetry categories (TelemetryController): the only events an error report carries. */
export const TELEMETRY_CATEGORIES = ['API_ERROR', 'DATA_PARSING_ERROR', 'SECURE_SITE_ERROR', 'INTERNAL_SDK_ERROR'] as const;

export type TelemetryCategory = (typeof TELEMETRY_CATEGORIES)[number];

/** The body of an error-telemetry POST /e; unlike an analytics event, the timestamp is an ISO string. */
export interface TelemetryPayload {
  readonly eventId: string;
  /** The page's full URL. */
  readonly url: string;
  readonly domain: string;
  readonly timestamp: string;
  readonly props: {
    readonly type: 'error';
    readonly event: TelemetryCategory;
    readonly errorType: string;
    readonly errorMessage: string;
    readonly stackTrace?: string;
  };
}

/** Where error telemetry goes. Sending may fail; the reporter swallows it (telemetry never breaks the modal). */
export interface TelemetryPort {
  send(payload: TelemetryPayload): Promise<void>;
}
