import type { ErrorReporterPort } from '../../application/ports/error-reporter.port.ts';

/** Until error telemetry lands, caught errors are logged for the developer, never rethrown. */
export function createConsoleErrorReporter(): ErrorReporterPort {
  return {
    report(error, context) {
      try {
        console.warn(`[walletport] ${context}`, error);
      } catch {
        // A host page may replace console with something that throws; reporting must never break the modal.
      }
    },
  };
}
