import { describe, expect, it, vi } from 'vitest';
import type { AuthProviderPort } from '../../application/ports/auth-provider.port.ts';
import type { ProjectConfigPort } from '../../application/ports/project-config.port.ts';
import { createHarness } from '../fakes/app-kit-harness.ts';

const authProvider = { reload: vi.fn() } as unknown as AuthProviderPort;

function origins(list: readonly string[] | undefined | Error): ProjectConfigPort {
  return {
    fetchAllowedOrigins: async () => {
      if (list instanceof Error) throw list;
      return list;
    },
  };
}

function harness(projectConfig: ProjectConfigPort, origin = 'https://shop.example.com', extra: Record<string, unknown> = {}) {
  return createHarness({
    options: {
      ...extra,
      ports: { authProvider, projectConfig, environment: { isMobile: () => false, origin: () => origin } },
    },
  });
}

describe('allowed origins for e-mail and social login (spec §5)', () => {
  it('an origin in the list (wildcards allowed) raises no alert', async () => {
    const { facade } = harness(origins(['https://*.example.com']));
    await expect(facade.originChecked).resolves.toBe('allowed');
    expect(facade.stores.modal.getSnapshot().alert).toBeUndefined();
  });

  it('the default allowed ancestors count too (localhost on any port)', async () => {
    const { facade } = harness(origins([]), 'http://localhost:3000');
    await expect(facade.originChecked).resolves.toBe('allowed');
  });

  it('an origin outside the list raises the Invalid App Configuration alert', async () => {
    const { facade } = harness(origins(['https://other.example']));
    await expect(facade.originChecked).resolves.toBe('denied');
    expect(facade.stores.modal.getSnapshot().alert?.code).toBe('INVALID_APP_CONFIGURATION');
  });

  it('a failed fetch raises no false alert', async () => {
    for (const port of [origins(undefined), origins(new Error('HTTP status code: 500'))]) {
      const { facade } = harness(port);
      await expect(facade.originChecked).resolves.toBe('unknown');
      expect(facade.stores.modal.getSnapshot().alert).toBeUndefined();
    }
  });

  it('is skipped without an embedded wallet, or with e-mail and socials off', async () => {
    const fetchAllowedOrigins = vi.fn(async () => []);
    // Without a projectId or a frameUrl there is no embedded wallet (with a projectId alone, AppKit's hosted secure site).
    const without = createHarness({ options: { projectId: '', ports: { projectConfig: { fetchAllowedOrigins } } } });
    await expect(without.facade.originChecked).resolves.toBe('skipped');
    const off = harness({ fetchAllowedOrigins }, 'https://x.test', { features: { email: false, socials: false } });
    await expect(off.facade.originChecked).resolves.toBe('skipped');
    expect(fetchAllowedOrigins).not.toHaveBeenCalled();
  });
});
