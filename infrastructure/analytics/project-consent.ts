import type { AnalyticsPort } from '../../application/ports/analytics.port.ts';
import type { ProjectConfigPort } from '../../application/ports/project-config.port.ts';

/**
 * Analytics that go out only if the project allows them (AppKit's `getAnalyticsConfig`). The
 * setting is asked once, on the first event, and every event waits for it: an event sent while
 * the answer is on its way would ignore an opt-out. As in the kit, an answer that cannot be read
 * turns analytics off for this instance rather than sending against a setting nobody could read.
 */
export function withProjectConsent(analytics: AnalyticsPort, project: ProjectConfigPort): AnalyticsPort {
  let allowed: Promise<boolean> | undefined;
  const ask = (): Promise<boolean> => {
    if (!project.fetchAnalyticsEnabled) return Promise.resolve(true);
    try {
      return project.fetchAnalyticsEnabled().then(
        (enabled) => enabled === true,
        () => false,
      );
    } catch {
      return Promise.resolve(false);
    }
  };
  return {
    async send(payload) {
      allowed ??= ask();
      if (await allowed) await analytics.send(payload);
    },
  };
}
