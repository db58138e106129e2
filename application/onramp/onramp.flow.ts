import type { OnrampProviderName } from '../../domain/onramp/onramp-providers.ts';
import { BalancesFlow } from '../balances/index.ts';
import { defineCapability, type CapabilityParts } from '../capability.ts';
import { lazySession } from '../flows/lazy-session.ts';
import { ONRAMP_SOURCE } from '../ports/onramp.port.ts';
import type { PopupWindow } from '../ports/popup.port.ts';
import { REMOTE_TOKENS } from '../remote-tokens.ts';
import { RUNTIME } from '../runtime/runtime.ts';
import { OnrampStore } from './onramp.store.ts';

/**
 * What buying crypto (`kit.flows.onramp.commands`) does: the form, the quote and the provider's page.
 * Commands never reject for a failure of the purchase itself: the state's `error` says why.
 */
export interface OnrampCommands {
  /** Loads the options for the account and network in view and quotes the amount as it stands. */
  start(): Promise<void>;
  /** The amount to pay, as typed (`.` or `,` for decimals); each call quotes again, the latest wins. */
  setAmount(typed: string): Promise<void>;
  /** The currency paid in, by its `id` from the options (`USD`); quotes again. */
  choosePaymentCurrency(id: string): Promise<void>;
  /** The payment method, by its `id` from the options; quotes again. */
  choosePaymentMethod(id: string): Promise<void>;
  /** The coin or token bought, by its `symbol` from the options (`ETH`); quotes again. */
  choosePurchaseCurrency(symbol: string): Promise<void>;
  /**
   * Opens the provider's page and watches for the purchase; false when it did not open (see `error`).
   * Call it in the visitor's click: the window is opened before anything is awaited, as browsers allow
   * a pop-up only then. `popup` is a window the caller opened itself (null when the browser refused it).
   */
  buy(provider: OnrampProviderName, popup?: PopupWindow | null): Promise<boolean>;
  /** Stops waiting for a purchase; the form stays. The view calls it when it closes. */
  cancel(): void;
  /** Empties the form, the quote and the purchase. */
  reset(): void;
}

const POPUP_NAME = 'walletport-onramp';
const POPUP_FEATURES = 'popup,width=600,height=800';

/**
 * Buying crypto (`kit.flows.onramp`): its form, quote and pending purchase (its own `state`) and the
 * commands. The work (./onramp.session.ts) is imported on the first command, so a page that never
 * opens "Buy crypto" never downloads it. A change of account or network empties the form.
 */
export const OnrampFlow = defineCapability(
  'onramp',
  { runtime: RUNTIME, balances: BalancesFlow, source: ONRAMP_SOURCE, api: REMOTE_TOKENS.BlockchainApi },
  ({ runtime, balances, source, api }) => {
    const { popups } = runtime;
    const own = new OnrampStore();
    const { run, ifLoaded, reset } = lazySession(
      runtime,
      () =>
        import('./onramp.session.ts').then(
          ({ OnrampSession }) =>
            new OnrampSession({
              runtime,
              source,
              api,
              store: own,
              refreshBalances: () => balances.commands.fetch({ force: true }),
              tokenBalances: (caipAddress) => {
                const read = balances.state.getSnapshot();
                return read.caipAddress === caipAddress && !read.unavailable ? read.tokenBalances : undefined;
              },
            }),
        ),
      (error) => own.update({ error }),
    );
    const commands: OnrampCommands = {
      start: () => run('onramp start failed', undefined, (loaded) => loaded.start()),
      setAmount: (typed) => run('onramp form failed', undefined, (loaded) => loaded.setAmount(typed)),
      choosePaymentCurrency: (id) => run('onramp form failed', undefined, (loaded) => loaded.choosePaymentCurrency(id)),
      choosePaymentMethod: (id) => run('onramp form failed', undefined, (loaded) => loaded.choosePaymentMethod(id)),
      choosePurchaseCurrency: (symbol) => run('onramp form failed', undefined, (loaded) => loaded.choosePurchaseCurrency(symbol)),
      buy: (provider, popup) => {
        const { status } = own.getSnapshot();
        // Nothing to open while a purchase is being opened or awaited, or where buying is refused.
        if (status === 'opening' || status === 'waiting' || status === 'refused') return Promise.resolve(false);
        // Opened here, in the click's task, before the session's code is awaited.
        const window = popup !== undefined ? popup : (popups?.openBlank(POPUP_NAME, POPUP_FEATURES) ?? null);
        return run('onramp buy failed', false, (loaded) => loaded.buy(provider, window)).then((opened) => {
          if (!opened && window && !window.closed && own.getSnapshot().status !== 'waiting') window.close();
          return opened;
        });
      },
      cancel: () => ifLoaded((loaded) => loaded.cancel()),
      reset,
    };
    return { state: own, commands };
  },
);
export type OnrampFlow = CapabilityParts<typeof OnrampFlow>;
