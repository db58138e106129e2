import type { AppKitFacade } from '../../application/app-kit.ts';
import type { CommandsOf, FlowState } from '../../application/flows/flow.ts';
import type { FlowName, Flows } from '../../application/flows/registry.ts';
import type { StateReader } from '../../application/stores/state-observable.ts';
import type { LateSource } from './core-link.ts';

/** A command as the page's first script offers it: the same input, its result in a promise that waits for the core. */
export type Promised<Command> = Command extends (...input: infer Input) => infer Result ? (...input: Input) => Promise<Awaited<Result>> : never;

/** A flow as the page sees it: its state (undefined until the core has loaded) and its commands, which wait for the core. */
export interface LateFlow<Name extends FlowName> {
  /** The flow's state; its snapshot is undefined until the core has loaded. */
  readonly state: LateSource<FlowState<Flows[Name]> | undefined>;
  /** The flow's commands; each loads the core if needed, then runs, so each returns a promise. */
  readonly commands: { readonly [Command in keyof CommandsOf<Flows[Name]>]: Promised<CommandsOf<Flows[Name]>[Command]> };
}

/** Every flow of an instance as the page sees it, by name (`modal.flows.send`). */
export type LateFlows = { readonly [Name in FlowName]: LateFlow<Name> };

// Names a caller may probe on any object (await, JSON, React's element check) that are never commands.
const NOT_COMMANDS = new Set<PropertyKey>(['then', 'toJSON', '$$typeof', 'constructor']);

/**
 * The flows of an instance, derived from the core's registry: the page holds no per-flow code, so
 * a new flow appears here (typed by the registry) without an edit. Commands are looked up by name
 * on the loaded core; one that does not exist there rejects instead of doing nothing. `stateOf` makes
 * a source over one of the core's that answers undefined until the core has loaded (the link's own).
 */
export function lateFlows(
  stateOf: (pick: (core: AppKitFacade) => StateReader<unknown>) => LateSource<unknown>,
  live: () => Promise<AppKitFacade>,
): LateFlows {
  const cache = new Map<PropertyKey, unknown>();
  const flowOf = (name: FlowName) => ({
    state: stateOf((core) => {
      const flow: Flows[FlowName] | undefined = core.flows[name];
      if (!flow) throw new TypeError(`walletport: there is no ${name} flow`);
      return flow.state;
    }),
    commands: new Proxy(
      {},
      {
        get(_target, command) {
          if (typeof command !== 'string' || NOT_COMMANDS.has(command)) return undefined;
          return async (input?: unknown) => {
            const flow: { readonly commands: object } | undefined = (await live()).flows[name];
            const commands = flow?.commands as Readonly<Record<string, unknown>> | undefined;
            const run = commands?.[command];
            if (typeof run !== 'function') throw new TypeError(`walletport: the ${name} flow has no command "${command}"`);
            return (run as (value?: unknown) => unknown)(input);
          };
        },
      },
    ),
  });
  return new Proxy({} as LateFlows, {
    get(_target, name) {
      if (typeof name !== 'string' || NOT_COMMANDS.has(name)) return undefined;
      if (!cache.has(name)) cache.set(name, flowOf(name as FlowName));
      return cache.get(name);
    },
  });
}
