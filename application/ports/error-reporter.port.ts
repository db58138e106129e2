/** Where caught errors go (telemetry in production, a list in tests). Must never throw. */
export interface ErrorReporterPort {
  report(error: unknown, context: string): void;
}
