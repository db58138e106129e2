import { ContainerModule, type Newable } from 'inversify';
import { AppKitFacade } from '../../application/app-kit.ts';
import type { AppKitConfig } from '../../application/config.ts';
import type { AppKitOptions } from '../../application/options.ts';
import { isSiwxConfig } from '../../application/ports/siwx.port.ts';
import { FLOW_CLASSES, FLOWS, type FlowName, type Flows } from '../../application/flows/registry.ts';
import { ViewStores } from '../../application/stores/view-stores.ts';
import { APP_EVENTS, type AppEvents } from '../../application/events/app-events.ts';
import { EventStream } from '../../application/events/event-stream.ts';
import { EventTracker } from '../../application/events/event-tracker.ts';
import { Lifecycle } from '../../application/lifecycle.ts';
import type { ErrorReporterPort } from '../../application/ports/error-reporter.port.ts';
import { ModalService } from '../../application/services/modal.service.ts';
import { ORIGIN_CHECK_FEATURES, OriginCheckService, originCheckFeatures } from '../../application/services/origin-check.service.ts';
import { SiwxSessionsService } from '../../application/services/siwx-sessions.service.ts';
import { SiwxSigner } from '../../application/services/siwx-signer.ts';
import { SiwxService } from '../../application/services/siwx.service.ts';
import { SnackbarService } from '../../application/services/snackbar.service.ts';
import { ThemeService } from '../../application/theme/index.ts';
import { HostCommandsService } from '../../application/services/host-commands.service.ts';
import { SiwxStore } from '../../application/stores/siwx.store.ts';
import { FeaturesStore, ModalStore, SnackbarStore } from '../../application/stores/stores.ts';

import { TOKENS } from '../../application/tokens.ts';

/**
 * The modal and what runs through it: views and history, events, snackbar, theme, the origin check,
 * sign-in with the wallet (SIWX), and the facade the public API returns.
 */
export function flowsModule(options: AppKitOptions, config: AppKitConfig): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ModalService).toSelf();
    bind(APP_EVENTS).toDynamicValue(({ get }) => {
      const reporter = get<ErrorReporterPort>(TOKENS.ErrorReporter);
      const events = new EventStream<AppEvents>((error, event) => reporter.report(error, `${String(event)} listener threw`));
      // Destroying the instance releases every listener, the host page's included.
      get<Lifecycle>(Lifecycle).add(() => events.clear());
      return events;
    });
    bind(ThemeService).toSelf();
    bind(HostCommandsService).toSelf();
    bind(ORIGIN_CHECK_FEATURES).toConstantValue(originCheckFeatures(config));
    bind(OriginCheckService).toSelf();
    // The option comes from untyped JavaScript too: anything that is not a SIWX config leaves SIWX off.
    bind(TOKENS.Siwx).toConstantValue(isSiwxConfig(options.siwx) ? options.siwx : null);
    bind(SiwxSessionsService).toSelf();
    bind(SiwxSigner).toSelf();
    bind(SiwxService).toSelf();
    // Each flow class is its own identifier; the facade receives them as one map, by name.
    const flowClasses: readonly Newable<unknown>[] = Object.values(FLOW_CLASSES);
    for (const flow of flowClasses) bind(flow).toSelf();
    bind(FLOWS).toDynamicValue(({ get }) => {
      const names = Object.keys(FLOW_CLASSES) as FlowName[];
      return Object.fromEntries(names.map((name) => [name, get<unknown>(FLOW_CLASSES[name] as Newable<unknown>)])) as unknown as Flows;
    });
    bind(ViewStores).toSelf();
    bind(AppKitFacade).toSelf();
  });
}
