import { FARCASTER_RESET_DELAY_MS } from '../constants/timing.ts';
import type { RouterEffect, TransactionAction } from './transaction-action.ts';
import type { View } from './views.ts';

export type { RouterEffect, TransactionAction } from './transaction-action.ts';

/** Data a view was opened with (a connector id, a wallet name, ...). */
export type ViewData = Readonly<Record<string, string | undefined>>;

/** Where the modal's navigation stands: the view shown, the way back, and the actions waiting on a view. */
export interface RouterState {
  /** The view shown. */
  readonly view: View;
  /** The views visited, the current one last: what the back arrow returns through. */
  readonly history: readonly View[];
  /** What the current view was opened with (a connector id, a wallet name, …), by the view's own keys. */
  readonly data: ViewData | undefined;
  /** Pending actions, last pushed on top. Absent means empty. */
  readonly transactionStack?: readonly TransactionAction[];
}

export type RouterAction =
  | { readonly type: 'push'; readonly view: View; readonly data?: ViewData }
  | { readonly type: 'replace'; readonly view: View; readonly data?: ViewData }
  | { readonly type: 'reset'; readonly view: View; readonly data?: ViewData }
  /** `hasAddress` decides the Farcaster leave rule; leaving it out counts as "no address". */
  | { readonly type: 'goBack'; readonly hasAddress?: boolean }
  | { readonly type: 'goBackToIndex'; readonly index: number }
  | { readonly type: 'pushTransaction'; readonly action: TransactionAction }
  | { readonly type: 'popTransaction'; readonly outcome: 'cancel' | 'complete'; readonly hasAddress?: boolean };

export interface RouterResult {
  readonly state: RouterState;
  /** `close` when the modal must close, else `none` (kept for callers that only care about closing). */
  readonly effect: RouterEffect;
  /** Every effect of the step, in the order the application layer must run them. */
  readonly effects: readonly RouterEffect[];
}

const NONE: RouterEffect = { type: 'none' };
const CLOSE: RouterEffect = { type: 'close' };

export function initialRouterState(view: View = 'Connect', data?: ViewData): RouterState {
  return { view, history: [view], data };
}

function result(state: RouterState, effects: readonly RouterEffect[] = []): RouterResult {
  return { state, effect: effects.some((effect) => effect.type === 'close') ? CLOSE : NONE, effects };
}

function withHistory(state: RouterState, history: readonly View[], data: ViewData | undefined): RouterState {
  const view = history.at(-1) ?? state.view;
  return { ...state, view, history, data };
}

/** Navigation rules as a pure reducer. */
export function route(state: RouterState, action: RouterAction): RouterResult {
  switch (action.type) {
    case 'push':
      if (action.view === state.view) return result(state);
      return result(withHistory(state, [...state.history, action.view], action.data));
    case 'replace':
      if (state.history.at(-1) === action.view) return result(state);
      return result(withHistory(state, [...state.history.slice(0, -1), action.view], action.data));
    case 'reset':
      return result({ ...state, view: action.view, history: [action.view], data: action.data });
    case 'goBack':
      return goBack(state, action.hasAddress === true);
    case 'goBackToIndex':
      if (!Number.isInteger(action.index) || action.index < 0 || action.index >= state.history.length) return result(state);
      return result(withHistory(state, state.history.slice(0, action.index + 1), undefined));
    case 'pushTransaction':
      return result({ ...state, transactionStack: [...(state.transactionStack ?? []), action.action] });
    case 'popTransaction':
      return popTransaction(state, action.outcome, action.hasAddress === true);
  }
}

/** Pop one entry; close instead with one entry or UnsupportedChain in the history. */
function goBack(state: RouterState, hasAddress: boolean): RouterResult {
  const effects: RouterEffect[] = [];
  let next = state;
  if (state.history.length <= 1 || state.history.includes('UnsupportedChain')) effects.push(CLOSE);
  else next = withHistory(state, state.history.slice(0, -1), undefined);
  if (state.view === 'ConnectingFarcaster' && !hasAddress) {
    effects.push({ type: 'resetFarcaster', delayMs: FARCASTER_RESET_DELAY_MS });
  }
  return result(next, effects);
}

/**
 * Transaction stack. Cancel: go back, then onCancel. Complete: go back; or replace (return to the
 * entry before ConnectingSiwe, or close); or reset to the target view; then onSuccess.
 */
function popTransaction(state: RouterState, outcome: 'cancel' | 'complete', hasAddress: boolean): RouterResult {
  const stack = state.transactionStack ?? [];
  const action = stack.at(-1);
  if (action === undefined) return result(state);
  const popped: RouterState = { ...state, transactionStack: stack.slice(0, -1) };
  if (outcome === 'cancel') {
    const back = goBack(popped, hasAddress);
    return result(back.state, [...back.effects, { type: 'runOnCancel', action }]);
  }
  let step: RouterResult;
  if (action.goBack) step = goBack(popped, hasAddress);
  else if (action.replace === true) {
    const siwe = popped.history.indexOf('ConnectingSiwe');
    step = siwe > 0 ? route(popped, { type: 'goBackToIndex', index: siwe - 1 }) : result(popped, [CLOSE]);
  } else if (action.view !== undefined) step = route(popped, { type: 'reset', view: action.view });
  else step = result(popped);
  return result(step.state, [...step.effects, { type: 'runOnSuccess', action }]);
}

export interface OpeningContext {
  readonly manualWalletConnectControl: boolean;
  readonly hasAdapters: boolean;
  readonly hasAddress: boolean;
  readonly isMobile: boolean;
  readonly requestedView: View | undefined;
}

/**
 * The view opening the modal shows: with manual WalletConnect control, or with no adapters and no address,
 * AllWallets on mobile and ConnectingWalletConnectBasic on desktop; else the requested view; else Account
 * when there is an address; otherwise Connect.
 */
export function viewOnOpen(context: OpeningContext): View {
  if (context.manualWalletConnectControl || (!context.hasAdapters && !context.hasAddress)) {
    return context.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic';
  }
  if (context.requestedView !== undefined) return context.requestedView;
  if (context.hasAddress) return 'Account';
  return 'Connect';
}
