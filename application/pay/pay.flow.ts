import { BalancesFlow } from '../balances/index.ts';
import { defineCapability, type CapabilityParts } from '../capability.ts';
import { lazySession } from '../flows/lazy-session.ts';
import { Network } from '../network/index.ts';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import type { BuyStatusReport } from '../../domain/pay/exchange.ts';
import { PAY_EXCHANGES, type ExchangeList, type PayUrl } from '../ports/pay.port.ts';
import type { PopupWindow } from '../ports/popup.port.ts';
import { RUNTIME } from '../runtime/runtime.ts';
import { Wallets } from '../wallets/wallets.ts';
import { payLookups, type ExchangeQuery, type PayAnswer, type PayUrlInput } from './pay-lookups.ts';
import { payParts } from './pay-parts.ts';
import { INITIAL_PAY_STATE, PayStore } from './pay.store.ts';

/** An exchange to pay through, from the state's `exchanges`, and the window the caller opened for it. */
export interface PayWithExchangeInput {
  /** The exchange's id, from the state's `exchanges`. */
  readonly exchangeId: string;
  /** A window the caller opened in the click (null when the browser refused it); else the flow opens one. */
  readonly popup?: PopupWindow | null;
}

/**
 * What Pay (`kit.flows.pay.commands`) does: the modal's payment from a request to its end, and the
 * exchange calls a site's own screens make. Commands never reject for a failure of the payment
 * itself: the state's `error`, or the answer's `error`, says what went wrong.
 */
export interface PayCommands {
  /**
   * Takes a payment request (AppKit's PaymentOptions: `paymentAsset`, `recipient`, `amount`, …), checks
   * it and lists the exchanges that sell its asset. False when Pay is off or the request is refused:
   * the catalogue error is in the state's `error`.
   */
  open(options: unknown): Promise<boolean>;
  /** Asks the exchanges again (after a failure). */
  loadExchanges(): Promise<void>;
  /** Shows the wallet payment in full (from, to, amount, asset, network) for the visitor to confirm. */
  review(): Promise<boolean>;
  /** Sends the payment shown by `review` through the connected wallet, which prompts; true once sent. */
  confirm(): Promise<boolean>;
  /**
   * Opens the exchange's pay page and waits for the exchange to report the payment. Call it in the
   * visitor's click: the window is opened before anything is awaited, as browsers allow a pop-up only then.
   */
  payWithExchange(input: PayWithExchangeInput): Promise<boolean>;
  /** Back to the choice: a confirmation not sent, an exchange no longer waited for, or a failed payment. */
  cancel(): void;
  /** Forgets the request and the payment: back to `idle`. */
  reset(): void;
  /** For a site's own screens (AppKit's getAvailableExchanges): the exchanges open to the project, for an asset when named. */
  findExchanges(query?: ExchangeQuery): Promise<PayAnswer<ExchangeList>>;
  /** For a site's own screens (AppKit's getPayUrl): a checked pay URL and its session; nothing is opened. */
  payUrl(input: PayUrlInput): Promise<PayAnswer<PayUrl>>;
  /**
   * For a site's own screens (AppKit's openPayUrl): the pay URL opened in a window from the click, with
   * no handle back on the site's tab. Call it in the visitor's click, as `payWithExchange`.
   */
  openPayUrl(input: PayUrlInput & { readonly popup?: PopupWindow | null }): Promise<PayAnswer<PayUrl>>;
  /** For a site's own screens (AppKit's useExchangeBuyStatus): what the exchange reports of a session. */
  buyStatus(input: { readonly exchangeId: string; readonly sessionId: string }): Promise<PayAnswer<BuyStatusReport>>;
}

const POPUP_NAME = 'walletport-pay';
const POPUP_FEATURES = 'popup,width=600,height=800';

/**
 * Pay (`kit.flows.pay`): a payment request a site asks for, paid with the connected wallet or through
 * an exchange. Its state is its own store; the work (./pay.session.ts) comes from the parts
 * `walletport/pay` installs, imported on the first command, so a page that never asks for a payment
 * never downloads it, and a site that never imports that entry does not carry it. Without those
 * parts every command refuses as a disabled Pay does (PAY_NOT_ENABLED), loading nothing.
 */
export const PayFlow = defineCapability(
  'pay',
  { runtime: RUNTIME, wallets: Wallets, network: Network, balances: BalancesFlow, exchanges: PAY_EXCHANGES },
  ({ runtime, wallets, network, balances, exchanges }) => {
    const { popups } = runtime;
    const own = new PayStore();
    const lookups = payLookups(runtime, exchanges);
    const { run: runLoaded, ifLoaded, reset } = lazySession(
      runtime,
      () =>
        // Commands reach here only once the parts are installed (see `run`).
        (payParts()?.session() ?? Promise.reject(catalogueError('PAY_NOT_ENABLED'))).then(
          ({ PaySession }) =>
            new PaySession({
              runtime,
              wallets,
              exchanges,
              switchNetwork: (target) => network.service.switchNetwork(target),
              refreshBalances: () => balances.commands.fetch({ force: true }),
              store: own,
            }),
        ),
      (error) => own.update({ error }),
    );
    const run: typeof runLoaded = (context, fallback, command) => {
      if (payParts()) return runLoaded(context, fallback, command);
      own.set({ ...INITIAL_PAY_STATE, step: 'failed', error: catalogueError('PAY_NOT_ENABLED') });
      return Promise.resolve(fallback);
    };
    const commands: PayCommands = {
      open: (options) =>
        run('pay open failed', false, async (loaded) => {
          const opened = loaded.open(options);
          if (opened) void loaded.loadExchanges();
          return opened;
        }),
      loadExchanges: () => run('pay exchanges failed', undefined, (loaded) => loaded.loadExchanges()),
      review: () => run('pay review failed', false, async (loaded) => loaded.review()),
      confirm: () => run('pay failed', false, (loaded) => loaded.confirm()),
      payWithExchange: ({ exchangeId, popup }) => {
        const { step } = own.getSnapshot();
        // Nothing to open while a payment is being sent, opened or awaited.
        if (step === 'paying' || step === 'opening' || step === 'waiting') return Promise.resolve(false);
        // Opened here, in the click's task, before the session's code is awaited.
        const window = popup !== undefined ? popup : (popups?.openBlank(POPUP_NAME, POPUP_FEATURES) ?? null);
        return run('pay with exchange failed', false, (loaded) => loaded.payWithExchange(exchangeId, window)).then((opened) => {
          if (!opened && window && !window.closed) window.close();
          return opened;
        });
      },
      cancel: () => ifLoaded((loaded) => loaded.cancel()),
      reset,
      findExchanges: (query) => lookups.findExchanges(query),
      payUrl: (input) => lookups.payUrl(input),
      openPayUrl: async ({ popup, ...input }) => {
        // Opened here, in the click's task, before the service is asked.
        const window = popup !== undefined ? popup : (popups?.openBlank(POPUP_NAME, POPUP_FEATURES) ?? null);
        if (!window) return { ok: false, error: catalogueError('PAY_POPUP_BLOCKED') };
        const answer = await lookups.payUrl(input);
        if (!answer.ok || window.closed) {
          window.close();
          return answer;
        }
        window.detachOpener?.();
        window.navigate(answer.value.url);
        return answer;
      },
      buyStatus: (input) => lookups.buyStatus(input),
    };
    return { state: own, commands };
  },
);
export type PayFlow = CapabilityParts<typeof PayFlow>;
