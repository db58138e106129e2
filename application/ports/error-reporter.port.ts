/** Where caught errors go (telemetry in production, a list in tests). Must never throw. */
export interface ErrorReporterPort {
  /** Reports an error the modal caught; `context` says what was being done (e.g. `initialisation failed`). */
  report(error: unknown, context: string): void;
}
