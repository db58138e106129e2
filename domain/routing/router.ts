import type { View } from './views.ts';

/** Data a view was opened with (a connector id, a wallet name, ...). */
export type ViewData = Readonly<Record<string, string | undefined>>;

export interface RouterState {
  readonly view: View;
  readonly history: readonly View[];
  readonly data: ViewData | undefined;
}

export type RouterAction =
  | { readonly type: 'push'; readonly view: View; readonly data?: ViewData }
  | { readonly type: 'replace'; readonly view: View; readonly data?: ViewData }
  | { readonly type: 'reset'; readonly view: View; readonly data?: ViewData }
  | { readonly type: 'goBack' }
  | { readonly type: 'goBackToIndex'; readonly index: number };

/** What the application layer must do after a routing step (the reducer itself never acts). */
export type RouterEffect = { readonly type: 'close' } | { readonly type: 'none' };

export interface RouterResult {
  readonly state: RouterState;
  readonly effect: RouterEffect;
}

const NONE: RouterEffect = { type: 'none' };

export function initialRouterState(view: View = 'Connect', data?: ViewData): RouterState {
  return { view, history: [view], data };
}

/** Spec §2 navigation rules as a pure reducer. */
export function route(state: RouterState, action: RouterAction): RouterResult {
  switch (action.type) {
    case 'push':
      if (action.view === state.view) return { state, effect: NONE };
      return { state: { view: action.view, history: [...state.history, action.view], data: action.data }, effect: NONE };
    case 'replace': {
      if (state.history.at(-1) === action.view) return { state, effect: NONE };
      const history = [...state.history.slice(0, -1), action.view];
      return { state: { view: action.view, history, data: action.data }, effect: NONE };
    }
    case 'reset':
      return { state: initialRouterState(action.view, action.data), effect: NONE };
    case 'goBack': {
      if (state.history.length <= 1 || state.history.includes('UnsupportedChain')) {
        return { state, effect: { type: 'close' } };
      }
      const history = state.history.slice(0, -1);
      const view = history.at(-1) ?? 'Connect';
      return { state: { view, history, data: undefined }, effect: NONE };
    }
    case 'goBackToIndex': {
      if (!Number.isInteger(action.index) || action.index < 0 || action.index >= state.history.length) {
        return { state, effect: NONE };
      }
      const history = state.history.slice(0, action.index + 1);
      const view = history.at(-1) ?? 'Connect';
      return { state: { view, history, data: undefined }, effect: NONE };
    }
  }
}

export interface OpeningContext {
  readonly manualWalletConnectControl: boolean;
  readonly hasAdapters: boolean;
  readonly hasAddress: boolean;
  readonly isMobile: boolean;
  readonly requestedView: View | undefined;
}

/** Spec §2 "Opening the modal", rules 1 to 4. */
export function viewOnOpen(context: OpeningContext): View {
  if (context.manualWalletConnectControl || (!context.hasAdapters && !context.hasAddress)) {
    return context.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic';
  }
  if (context.requestedView !== undefined) return context.requestedView;
  if (context.hasAddress) return 'Account';
  return 'Connect';
}
