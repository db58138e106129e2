import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { initialRouterState, route, viewOnOpen, type RouterAction, type RouterState, type TransactionAction } from './router.ts';
import { VIEWS, type View } from './views.ts';

const at = (...history: View[]): RouterState => ({ view: history.at(-1) ?? 'Connect', history, data: undefined });

describe('navigation rules', () => {
  it('push adds a view and ignores the current one', () => {
    expect(route(at('Connect'), { type: 'push', view: 'AllWallets' }).state.history).toEqual(['Connect', 'AllWallets']);
    const same = at('Connect', 'AllWallets');
    expect(route(same, { type: 'push', view: 'AllWallets' }).state).toBe(same);
  });
  it('replace swaps the last entry and ignores a view equal to it', () => {
    expect(route(at('Connect', 'AllWallets'), { type: 'replace', view: 'ConnectingExternal' }).state.history).toEqual(['Connect', 'ConnectingExternal']);
    const same = at('Connect', 'AllWallets');
    expect(route(same, { type: 'replace', view: 'AllWallets' }).state).toBe(same);
  });
  it('reset leaves only that view', () => {
    expect(route(at('Connect', 'AllWallets'), { type: 'reset', view: 'Account' }).state).toMatchObject({ view: 'Account', history: ['Account'] });
  });
  it('goBack pops one entry', () => {
    const { state, effect } = route(at('Connect', 'AllWallets'), { type: 'goBack' });
    expect(state).toMatchObject({ view: 'Connect', history: ['Connect'] });
    expect(effect.type).toBe('none');
  });
  it('goBack closes with one entry, or with UnsupportedChain in the history', () => {
    expect(route(at('Connect'), { type: 'goBack' }).effect.type).toBe('close');
    expect(route(at('UnsupportedChain', 'Account'), { type: 'goBack' }).effect.type).toBe('close');
  });
  it('leaving ConnectingFarcaster without an address resets Farcaster after 100 ms', () => {
    const leaving = at('Connect', 'ConnectingFarcaster');
    expect(route(leaving, { type: 'goBack', hasAddress: false }).effects).toEqual([{ type: 'resetFarcaster', delayMs: 100 }]);
    expect(route(leaving, { type: 'goBack', hasAddress: true }).effects).toEqual([]);
    expect(route(at('ConnectingFarcaster'), { type: 'goBack' }).effects.map((e) => e.type)).toEqual(['close', 'resetFarcaster']);
  });
  it('goBackToIndex truncates the history; out-of-range indexes change nothing', () => {
    const state = at('Connect', 'AllWallets', 'ConnectingExternal');
    expect(route(state, { type: 'goBackToIndex', index: 0 }).state.history).toEqual(['Connect']);
    expect(route(state, { type: 'goBackToIndex', index: 3 }).state).toBe(state);
    expect(route(state, { type: 'goBackToIndex', index: -1 }).state).toBe(state);
  });
});

describe('transaction stack', () => {
  const tx = (fields: Partial<TransactionAction>): TransactionAction => ({ view: undefined, goBack: false, ...fields });
  const withTx = (state: RouterState, action: TransactionAction) => route(state, { type: 'pushTransaction', action }).state;

  it('cancelling goes back and calls onCancel', () => {
    const action = tx({ view: 'Account' });
    const { state, effects } = route(withTx(at('Account', 'ApproveTransaction'), action), { type: 'popTransaction', outcome: 'cancel' });
    expect(state.view).toBe('Account');
    expect(state.transactionStack).toEqual([]);
    expect(effects).toEqual([{ type: 'runOnCancel', action }]);
  });
  it('completing with goBack goes back, then onSuccess', () => {
    const action = tx({ goBack: true });
    const { state, effects } = route(withTx(at('Account', 'ApproveTransaction'), action), { type: 'popTransaction', outcome: 'complete' });
    expect(state.view).toBe('Account');
    expect(effects).toEqual([{ type: 'runOnSuccess', action }]);
  });
  it('completing with replace returns to the entry before ConnectingSiwe, or closes', () => {
    const action = tx({ replace: true });
    const siwe = route(withTx(at('Connect', 'AllWallets', 'ConnectingSiwe', 'ApproveTransaction'), action), { type: 'popTransaction', outcome: 'complete' });
    expect(siwe.state.history).toEqual(['Connect', 'AllWallets']);
    const none = route(withTx(at('Account', 'ApproveTransaction'), action), { type: 'popTransaction', outcome: 'complete' });
    expect(none.effects.map((e) => e.type)).toEqual(['close', 'runOnSuccess']);
  });
  it('completing otherwise resets to the target view', () => {
    const action = tx({ view: 'RegisterAccountNameSuccess' });
    const { state } = route(withTx(at('Account', 'RegisterAccountName'), action), { type: 'popTransaction', outcome: 'complete' });
    expect(state).toMatchObject({ view: 'RegisterAccountNameSuccess', history: ['RegisterAccountNameSuccess'] });
  });
  it('popping an empty stack changes nothing', () => {
    const state = at('Account');
    expect(route(state, { type: 'popTransaction', outcome: 'complete' })).toMatchObject({ state, effects: [] });
  });
});

describe('opening', () => {
  const base = { manualWalletConnectControl: false, hasAdapters: true, hasAddress: false, isMobile: false, requestedView: undefined };
  it('goes to AllWallets on mobile and ConnectingWalletConnectBasic on desktop with manual control or nothing set up', () => {
    expect(viewOnOpen({ ...base, manualWalletConnectControl: true, isMobile: true })).toBe('AllWallets');
    expect(viewOnOpen({ ...base, manualWalletConnectControl: true })).toBe('ConnectingWalletConnectBasic');
    expect(viewOnOpen({ ...base, hasAdapters: false })).toBe('ConnectingWalletConnectBasic');
  });
  it('then a requested view, then Account with an address, otherwise Connect', () => {
    expect(viewOnOpen({ ...base, requestedView: 'AllWallets', hasAddress: true })).toBe('AllWallets');
    expect(viewOnOpen({ ...base, hasAddress: true })).toBe('Account');
    expect(viewOnOpen(base)).toBe('Connect');
  });
});

describe('router invariants (property-based)', () => {
  const view = fc.constantFrom<View>(...VIEWS);
  const action: fc.Arbitrary<RouterAction> = fc.oneof(
    view.map((v) => ({ type: 'push', view: v }) as const),
    view.map((v) => ({ type: 'replace', view: v }) as const),
    view.map((v) => ({ type: 'reset', view: v }) as const),
    fc.boolean().map((hasAddress) => ({ type: 'goBack', hasAddress }) as const),
    fc.integer({ min: -3, max: 12 }).map((index) => ({ type: 'goBackToIndex', index }) as const),
    fc.record({ view: fc.option(view, { nil: undefined }), goBack: fc.boolean(), replace: fc.boolean() })
      .map((a) => ({ type: 'pushTransaction', action: a }) as const),
    fc.constantFrom('cancel', 'complete').map((outcome) => ({ type: 'popTransaction', outcome }) as const),
  );

  it('never leaves the history empty and keeps the view equal to its last entry', () => {
    fc.assert(fc.property(view, fc.array(action, { maxLength: 60 }), (start, actions) => {
      let state = initialRouterState(start);
      for (const step of actions) {
        state = route(state, step).state;
        expect(state.history.length).toBeGreaterThan(0);
        expect(state.view).toBe(state.history.at(-1));
      }
    }));
  });
  it('push of the current view changes nothing', () => {
    fc.assert(fc.property(view, fc.array(action, { maxLength: 20 }), (start, actions) => {
      const state = actions.reduce((s, a) => route(s, a).state, initialRouterState(start));
      const result = route(state, { type: 'push', view: state.view });
      expect(result.state).toBe(state);
      expect(result.effects).toEqual([]);
    }));
  });
  it('reset leaves one entry', () => {
    fc.assert(fc.property(view, fc.array(action, { maxLength: 20 }), view, (start, actions, target) => {
      const state = actions.reduce((s, a) => route(s, a).state, initialRouterState(start));
      expect(route(state, { type: 'reset', view: target }).state.history).toEqual([target]);
    }));
  });
});
