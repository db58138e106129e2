import type { StateObservable } from '../stores/state-observable.ts';

/**
 * One capability of the modal, in the manner of wagmi's actions: a state to read and watch, and
 * commands that take at most one input. The public instance API and the React hooks are derived
 * from this shape, so a new flow is its module, its line in the registry and its view.
 */
export interface Flow<State, Commands extends FlowCommands<Commands>> {
  /** The flow's state: read it with `getSnapshot()`, watch it with `subscribe()`. */
  readonly state: StateObservable<State>;
  /** What the flow can be told to do; each command takes one input at most and never throws into the page. */
  readonly commands: Commands;
}

/**
 * Each command takes one input at most (a two-argument function does not fit). Commands never throw
 * into the page: failures are reported, and the flow's state says what happened.
 */
export type FlowCommands<Commands> = { readonly [Name in keyof Commands]: (input: never) => unknown };

/** The state type of a flow: `FlowState<Flows['send']>` is `SendFlowState`. */
export type FlowState<F> = F extends {
  /** The flow's state. */
  readonly state: StateObservable<infer State>;
}
  ? State
  : never;
/** The commands type of a flow: `CommandsOf<Flows['send']>` is `SendCommands`. */
export type CommandsOf<F> = F extends {
  /** The flow's commands. */
  readonly commands: infer Commands;
}
  ? Commands
  : never;
