import type { AppKitConfig } from '../config.ts';
import type { AppEventEmitter } from '../events/app-events.ts';
import type { EventTracker } from '../events/event-tracker.ts';
import type { Lifecycle } from '../lifecycle.ts';
import type { Outcomes } from '../async/requests.ts';
import type { AuthProviderPort } from '../ports/auth-provider.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import type { EnvironmentPort } from '../ports/environment.port.ts';
import type { ErrorReporterPort } from '../ports/error-reporter.port.ts';
import type { PopupPort } from '../ports/popup.port.ts';
import type { PersistedStateService } from '../services/persisted-state.service.ts';
import type { SnackbarService } from '../services/snackbar.service.ts';
import type { AppState } from '../stores/app-state.ts';
import { token } from '../token.ts';

/**
 * What every capability is given, the way wagmi's actions are given their `config`: the options in force,
 * the shared state (wagmi's `config.state`), the host page's ports (time, environment, pop-ups, the
 * embedded wallet's frame, the place errors go), and the instance's own plumbing that no capability owns
 * (its teardowns, the public events, the use cases' outcomes, the analytics tracker, the snackbar, the
 * stored state). A capability's constructor then names only this and the capabilities it builds on.
 */
export interface AppRuntime {
  readonly config: AppKitConfig;
  /** The slices more than one capability reads; each has one owner that writes it. */
  readonly state: AppState;
  readonly clock: ClockPort;
  readonly reporter: ErrorReporterPort;
  readonly environment: EnvironmentPort;
  /** `null` when no embedded wallet is configured. */
  readonly auth: AuthProviderPort | null;
  /** `null` outside a browser. */
  readonly popups: PopupPort | null;
  readonly lifecycle: Lifecycle;
  readonly events: AppEventEmitter;
  readonly outcomes: Outcomes;
  readonly tracker: EventTracker;
  readonly snackbar: SnackbarService;
  readonly persisted: PersistedStateService;
}

export const RUNTIME = token<AppRuntime>('Runtime');
