import { describe, expect, it, vi } from 'vitest';
import type { AuthProviderPort } from '../../application/ports/auth-provider.port.ts';
import type { ProjectConfigPort } from '../../application/ports/project-config.port.ts';
import { OriginCheck } from '../../application/origin-check/index.ts';
import { createHarness, settle } from '../fakes/app-kit-harness.ts';

const authProvider = { reload: vi.fn() } as unknown as AuthProviderPort;

function origins(list: readonly string[] | undefined | Error): ProjectConfigPort {
  return {
    fetchAllowedOrigins: async () => {
      if (list instanceof Error) throw list;
      return list;
    },
  };
}

/** The verdict of the check the instance ran at start: its alert (if any) raised, then the service asked the same question. */
async function verdictOf(started: ReturnType<typeof createHarness>) {
  await settle();
  return started.container.get<OriginCheck>(OriginCheck.token).check();
}

function harness(projectConfig: ProjectConfigPort, origin = 'https://shop.example.com', extra: Record<string, unknown> = {}) {
  return createHarness({
    options: {
      ...extra,
      ports: { authProvider, projectConfig, environment: { isMobile: () => false, origin: () => origin } },
    },
  });
}

describe('allowed origins: e-mail and social login need the page origin in the project list', () => {
  it('an origin in the list (wildcards allowed) raises no alert', async () => {
    const started = harness(origins(['https://*.example.com']));
    const { facade } = started;
    await expect(verdictOf(started)).resolves.toBe('allowed');
    expect(facade.stores.modal.getSnapshot().alert).toBeUndefined();
  });

  it('the default allowed ancestors count too (localhost on any port)', async () => {
    await expect(verdictOf(harness(origins([]), 'http://localhost:3000'))).resolves.toBe('allowed');
  });

  it('an origin outside the list raises the Invalid App Configuration alert', async () => {
    const started = harness(origins(['https://other.example']));
    await settle();
    // Raised by the check the instance ran at start, before the service is asked again below.
    expect(started.facade.stores.modal.getSnapshot().alert?.code).toBe('INVALID_APP_CONFIGURATION');
    await expect(verdictOf(started)).resolves.toBe('denied');
    expect(started.facade.stores.modal.getSnapshot().alert?.code).toBe('INVALID_APP_CONFIGURATION');
  });

  it('a failed fetch raises no false alert', async () => {
    for (const port of [origins(undefined), origins(new Error('HTTP status code: 500'))]) {
      const started = harness(port);
      const { facade } = started;
      await expect(verdictOf(started)).resolves.toBe('unknown');
      expect(facade.stores.modal.getSnapshot().alert).toBeUndefined();
    }
  });

  it('is skipped without an embedded wallet, or with e-mail and socials off', async () => {
    const fetchAllowedOrigins = vi.fn(async () => []);
    // Without a projectId or a frameUrl there is no embedded wallet (with a projectId alone, AppKit's hosted secure site).
    const without = createHarness({ options: { projectId: '', ports: { projectConfig: { fetchAllowedOrigins } } } });
    await expect(verdictOf(without)).resolves.toBe('skipped');
    const off = harness({ fetchAllowedOrigins }, 'https://x.test', { features: { email: false, socials: false } });
    await expect(verdictOf(off)).resolves.toBe('skipped');
    expect(fetchAllowedOrigins).not.toHaveBeenCalled();
  });
});
