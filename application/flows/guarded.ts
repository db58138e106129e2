import type { ErrorReporterPort } from '../ports/error-reporter.port.ts';

/** Runs a UI call; an exception is reported instead of reaching the host page. */
export function guarded(reporter: ErrorReporterPort, context: string, action: () => void): void {
  try {
    action();
  } catch (error) {
    reporter.report(error, context);
  }
}

/** The async variant: a throw or a rejection is reported and answered with `fallback`. */
export function settled<T>(reporter: ErrorReporterPort, context: string, fallback: T, action: () => Promise<T>): Promise<T> {
  try {
    return action().catch((error: unknown) => {
      reporter.report(error, context);
      return fallback;
    });
  } catch (error) {
    reporter.report(error, context);
    return Promise.resolve(fallback);
  }
}
