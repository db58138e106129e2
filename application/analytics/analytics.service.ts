import { ERRORS } from '../../domain/errors/catalogue.ts';
import type { RemoteConfig } from '../endpoints.ts';
import type { AnalyticsEvent, AnalyticsPayload, AnalyticsPort } from '../ports/analytics.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import type { EnvironmentPort } from '../ports/environment.port.ts';
import { HttpError } from '../ports/http.port.ts';
import type { Outcomes } from '../async/requests.ts';
import { AccountStore, NetworkStore } from '../stores/stores.ts';
import { eventEnvelope } from '../services/analytics-envelope.ts';

/**
 * Sends analytics events: only with the analytics feature on, never MODAL_CREATED; props
 * are the event (type, event, properties) plus the active address. A 403 raises the 'Invalid App Configuration' alert,
 * once per instance. Never throws and never rejects: analytics must not break the modal.
 */
export class AnalyticsService {
  private alerted = false;

  constructor(
    private readonly config: RemoteConfig,
    private readonly port: AnalyticsPort,
    private readonly clock: ClockPort,
    private readonly environment: EnvironmentPort,
    private readonly outcomes: Outcomes,
    private readonly accounts: AccountStore,
    private readonly network: NetworkStore,
  ) {}

  /** Resolves when the event was sent or dropped; the promise exists for tests, callers may ignore it. */
  track(event: AnalyticsEvent): Promise<void> {
    if (!this.config.analyticsEnabled || event.event === 'MODAL_CREATED') return Promise.resolve();
    let payload: AnalyticsPayload;
    try {
      const address = this.activeAddress();
      payload = {
        ...eventEnvelope(this.clock, this.environment),
        // The kit's shape: the event's data stays under `properties`, beside its name, never spread over them.
        props: { type: 'track', event: event.event, ...(event.properties ? { properties: event.properties } : {}), ...(address ? { address } : {}) },
      };
    } catch {
      return Promise.resolve();
    }
    try {
      return this.port.send(payload).catch((error: unknown) => this.onFailure(error));
    } catch (error) {
      this.onFailure(error);
      return Promise.resolve();
    }
  }

  private activeAddress(): string | undefined {
    const chain = this.network.getSnapshot().activeChain;
    return chain ? this.accounts.getSnapshot()[chain]?.address : undefined;
  }

  private onFailure(error: unknown): void {
    if (!HttpError.isStatus(error, 403) || this.alerted) return;
    this.alerted = true;
    this.outcomes.report({ type: 'alert', alert: ERRORS.INVALID_APP_CONFIGURATION });
  }
}

