import { ContainerModule, type Newable } from 'inversify';
import { AppKitFacade } from '../../application/app-kit.ts';
import { ALL_CAPABILITY_CLASSES, CAPABILITIES, CAPABILITY_CLASSES, type Capabilities } from '../../application/capabilities.ts';
import { FLOW_CLASSES, FLOWS, type FlowName, type Flows } from '../../application/flows/registry.ts';
import { APP_EVENTS, type AppEvents } from '../../application/events/app-events.ts';
import { EventStream } from '../../application/events/event-stream.ts';
import { Lifecycle } from '../../application/lifecycle.ts';
import type { ErrorReporterPort } from '../../application/ports/error-reporter.port.ts';
import { TOKENS } from '../../application/tokens.ts';

/** The public events, the flows by name, and the facade the public API returns. */
export function flowsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(APP_EVENTS).toDynamicValue(({ get }) => {
      const reporter = get<ErrorReporterPort>(TOKENS.ErrorReporter);
      const events = new EventStream<AppEvents>((error, event) => reporter.report(error, `${String(event)} listener threw`));
      // Destroying the instance releases every listener, the host page's included.
      get<Lifecycle>(Lifecycle).add(() => events.clear());
      return events;
    });
    // Each capability class is its own identifier, bound once; the facade receives the flows as one map, by name.
    for (const capability of ALL_CAPABILITY_CLASSES) bind(capability).toSelf();
    bind(FLOWS).toDynamicValue(({ get }) => {
      const names = Object.keys(FLOW_CLASSES) as FlowName[];
      return Object.fromEntries(names.map((name) => [name, get<unknown>(FLOW_CLASSES[name] as Newable<unknown>)])) as unknown as Flows;
    });
    bind(CAPABILITIES).toDynamicValue(({ get }) => {
      const names = Object.keys(CAPABILITY_CLASSES) as (keyof Capabilities)[];
      return Object.fromEntries(names.map((name) => [name, get<unknown>(CAPABILITY_CLASSES[name])])) as unknown as Capabilities;
    });
    // The facade asks for the modal service, so the modal (whose navigator follows the use cases'
    // outcomes) is built with the facade, before any use case can report an outcome.
    bind(AppKitFacade).toSelf();
  });
}
