import type { StateObservable } from '../stores/state-observable.ts';

/**
 * One capability of the modal, in the manner of wagmi's actions: a state to read and watch, and
 * commands that take at most one input. The public instance API and the React hooks are derived
 * from this shape, so a new flow is its module, its line in the registry and its view.
 */
export interface Flow<State, Commands extends FlowCommands<Commands>> {
  readonly state: StateObservable<State>;
  readonly commands: Commands;
}

/**
 * Each command takes one input at most (a two-argument function does not fit). Commands never throw
 * into the page: failures are reported, and the flow's state says what happened.
 */
export type FlowCommands<Commands> = { readonly [Name in keyof Commands]: (input: never) => unknown };

export type FlowState<F> = F extends { readonly state: StateObservable<infer State> } ? State : never;
export type CommandsOf<F> = F extends { readonly commands: infer Commands } ? Commands : never;
