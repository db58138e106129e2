import { ContainerModule } from 'inversify';
import type { AppKitConfig } from '../../application/config.ts';
import { AnalyticsService } from '../../application/analytics/index.ts';
import { APP_EVENTS, type AppEventEmitter, type AppEvents } from '../../application/events/app-events.ts';
import { EventStream } from '../../application/events/event-stream.ts';
import { EventTracker } from '../../application/events/event-tracker.ts';
import { Lifecycle } from '../../application/lifecycle.ts';
import { Outcomes } from '../../application/modal/outcomes.ts';
import type { AuthProviderPort } from '../../application/ports/auth-provider.port.ts';
import type { ClockPort } from '../../application/ports/clock.port.ts';
import type { EnvironmentPort } from '../../application/ports/environment.port.ts';
import type { ErrorReporterPort } from '../../application/ports/error-reporter.port.ts';
import { POPUPS, type PopupPort } from '../../application/ports/popup.port.ts';
import type { StoragePort } from '../../application/ports/storage.port.ts';
import { RUNTIME, type AppRuntime } from '../../application/runtime/runtime.ts';
import { PersistedStateService } from '../../application/services/persisted-state.service.ts';
import { SnackbarService } from '../../application/services/snackbar.service.ts';
import { APP_STATE, createAppState, type AppState } from '../../application/stores/app-state.ts';
import { TOKENS } from '../../application/tokens.ts';
import type { RemoteConfig } from '../../application/endpoints.ts';
import type { AnalyticsPort } from '../../application/ports/analytics.port.ts';
import { REMOTE_TOKENS } from '../../application/remote-tokens.ts';

/**
 * The shared state, the public events and the runtime every capability is given: built once per instance
 * from the host's ports, before any capability.
 */
export function runtimeModule(config: AppKitConfig): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(APP_STATE).toConstantValue(createAppState(config));
    bind(APP_EVENTS).toDynamicValue(({ get }) => {
      const reporter = get<ErrorReporterPort>(TOKENS.ErrorReporter);
      const events = new EventStream<AppEvents>((error, event) => reporter.report(error, `${String(event)} listener threw`));
      // Destroying the instance releases every listener, the host page's included.
      get(Lifecycle).add(() => events.clear());
      return events;
    });
    bind(PersistedStateService).toDynamicValue(({ get }) => new PersistedStateService(get<StoragePort>(TOKENS.Storage), get<ErrorReporterPort>(TOKENS.ErrorReporter)));
    bind(SnackbarService).toDynamicValue(({ get }) => new SnackbarService(get<AppState>(APP_STATE).snackbar, get<ClockPort>(TOKENS.Clock)));
    bind(AnalyticsService).toDynamicValue(({ get }) => {
      const state = get<AppState>(APP_STATE);
      return new AnalyticsService(
        get<RemoteConfig>(REMOTE_TOKENS.RemoteConfig),
        get<AnalyticsPort>(REMOTE_TOKENS.Analytics),
        get<ClockPort>(TOKENS.Clock),
        get<EnvironmentPort>(TOKENS.Environment),
        get(Outcomes),
        state.accounts,
        state.network,
      );
    });
    bind(EventTracker).toDynamicValue(({ get }) => new EventTracker(get(AnalyticsService), get<ClockPort>(TOKENS.Clock), get<AppEventEmitter>(APP_EVENTS)));
    bind(Outcomes).toDynamicValue(() => new Outcomes());
    bind(RUNTIME).toDynamicValue(({ get }): AppRuntime => ({
      config,
      state: get<AppState>(APP_STATE),
      clock: get<ClockPort>(TOKENS.Clock),
      reporter: get<ErrorReporterPort>(TOKENS.ErrorReporter),
      environment: get<EnvironmentPort>(TOKENS.Environment),
      auth: get<AuthProviderPort | null>(TOKENS.AuthProvider),
      popups: get<PopupPort | null>(POPUPS),
      lifecycle: get(Lifecycle),
      events: get<AppEventEmitter>(APP_EVENTS),
      outcomes: get(Outcomes),
      tracker: get(EventTracker),
      snackbar: get(SnackbarService),
      persisted: get(PersistedStateService),
    }));
  });
}
