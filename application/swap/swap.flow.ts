import { BalancesFlow } from '../balances/index.ts';
import { defineCapability, type CapabilityParts } from '../capability.ts';
import { lazySession } from '../flows/lazy-session.ts';
import { SWAP_SOURCES } from '../ports/swap-source.port.ts';
import { RUNTIME } from '../runtime/runtime.ts';
import { Wallets } from '../wallets/wallets.ts';
import { SwapStore } from './swap.store.ts';

/**
 * What Swap (`kit.flows.swap.commands`) does: the form's tokens and amount, the quote, the approval
 * and the swap. Commands never reject for a failure of the swap itself: the state's `error` says why.
 */
export interface SwapCommands {
  /** Loads the tokens of the network in view and quotes the form as it stands. */
  start(): Promise<void>;
  /** The token sold / bought, by CAIP-10 address from the state's `tokens`. */
  selectFrom(address: string): Promise<void>;
  /** The token bought, by CAIP-10 address from the state's `tokens`; quotes again. */
  selectTo(address: string): Promise<void>;
  /** Swaps the token sold and the token bought; quotes again. */
  flip(): Promise<void>;
  /** The amount sold, as typed (`.` or `,` for decimals); each call quotes again, the latest wins. */
  setAmount(typed: string): Promise<void>;
  /** Sends the exact approval the state's quote shows; false when nothing was approved (see `error`). */
  approve(): Promise<boolean>;
  /** Sends the swap the state's quote shows, if the price still holds; false otherwise (see `error`). */
  swap(): Promise<boolean>;
  /** Empties the form and the quote. */
  reset(): void;
}

/**
 * The swap capability: its form and quote (its own `state`) and the commands. The work itself
 * (./swap.session.ts, with the token rules and the sources) is imported on the first command, so a
 * page that never opens the Swap view never downloads it. A change of account or network empties the
 * form: a quote is for one account on one network.
 */
export const SwapFlow = defineCapability('swap', { runtime: RUNTIME, wallets: Wallets, balances: BalancesFlow, sources: SWAP_SOURCES }, ({ runtime, wallets, balances, sources }) => {
  const own = new SwapStore();
  const { run, reset } = lazySession(
    runtime,
    () =>
      import('./swap.session.ts').then(
        ({ SwapSession }) =>
          new SwapSession({
            runtime,
            wallets,
            refreshBalances: () => balances.commands.fetch({ force: true }),
            sources,
            store: own,
            configuredTokens: Object.values(runtime.config.tokens ?? {}).map((token) => token.address),
          }),
      ),
    (error) => own.update({ error }),
  );
  const commands: SwapCommands = {
    start: () => run('swap start failed', undefined, (loaded) => loaded.start()),
    selectFrom: (address) => run('swap form failed', undefined, (loaded) => loaded.selectFrom(address)),
    selectTo: (address) => run('swap form failed', undefined, (loaded) => loaded.selectTo(address)),
    flip: () => run('swap form failed', undefined, (loaded) => loaded.flip()),
    setAmount: (typed) => run('swap form failed', undefined, (loaded) => loaded.setAmount(typed)),
    approve: () => run('swap approval failed', false, (loaded) => loaded.approve()),
    swap: () => run('swap failed', false, (loaded) => loaded.swap()),
    reset,
  };
  return { state: own, commands };
});
export type SwapFlow = CapabilityParts<typeof SwapFlow>;
