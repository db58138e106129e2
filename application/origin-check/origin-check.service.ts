import { ERRORS } from '../../domain/errors/catalogue.ts';
import { verifyOrigin } from '../../domain/policies/origin-allowlist.ts';
import type { AuthProviderPort } from '../ports/auth-provider.port.ts';
import type { EnvironmentPort } from '../ports/environment.port.ts';
import type { ErrorReporterPort } from '../ports/error-reporter.port.ts';
import type { ProjectConfigPort } from '../ports/project-config.port.ts';
import { REMOTE_TOKENS } from '../remote-tokens.ts';
import { RUNTIME, type AppRuntime } from '../runtime/runtime.ts';
import { defineCapability, type CapabilityParts } from '../capability.ts';
import type { Outcomes } from '../async/requests.ts';
import type { AppKitConfig } from '../config.ts';

export type OriginCheckResult = 'allowed' | 'denied' | 'unknown' | 'skipped';

/**
 * E-mail and social login need the page origin in the project's allowed origins (wildcards
 * allowed, plus the default ancestors); otherwise the invalid-configuration alert shows. Skipped when
 * those features cannot run (no embedded wallet, or both turned off). A failed fetch is no evidence
 * of a bad configuration, so it raises nothing.
 */
export class OriginCheckService {
  private readonly environment: EnvironmentPort;
  private readonly authProvider: AuthProviderPort | null;
  private readonly reporter: ErrorReporterPort;
  private readonly outcomes: Outcomes;
  private readonly features: { readonly email: boolean; readonly socials: boolean };

  /** A denied origin raises the configuration alert (the modal shows it). */
  constructor(
    runtime: AppRuntime,
    private readonly projectConfig: ProjectConfigPort,
  ) {
    this.environment = runtime.environment;
    this.authProvider = runtime.auth;
    this.reporter = runtime.reporter;
    this.outcomes = runtime.outcomes;
    this.features = originCheckFeatures(runtime.config);
  }

  async check(): Promise<OriginCheckResult> {
    if (!this.authProvider || (!this.features.email && !this.features.socials)) return 'skipped';
    let allowed: readonly string[] | undefined;
    try {
      allowed = await this.projectConfig.fetchAllowedOrigins();
    } catch (error) {
      this.reporter.report(error, 'allowed origins fetch failed');
      return 'unknown';
    }
    const verdict = verifyOrigin(this.environment.origin(), allowed);
    if (verdict === 'denied') this.outcomes.report({ type: 'alert', alert: ERRORS.INVALID_APP_CONFIGURATION });
    return verdict;
  }
}

/** The two feature flags the check depends on (e-mail and socials default on). */
export function originCheckFeatures(config: AppKitConfig): { readonly email: boolean; readonly socials: boolean } {
  const { email, socials } = config.features;
  return { email, socials: socials !== false && socials.length > 0 };
}

export const OriginCheck = defineCapability('originCheck', { runtime: RUNTIME, projectConfig: REMOTE_TOKENS.ProjectConfig }, ({ runtime, projectConfig }) => new OriginCheckService(runtime, projectConfig));
export type OriginCheck = CapabilityParts<typeof OriginCheck>;
