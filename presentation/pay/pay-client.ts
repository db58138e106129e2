import type { PayAnswer, PayState } from '../../application/pay/index.ts';
import type { ExchangeList } from '../../application/ports/pay.port.ts';
import type { ErrorCode } from '../../domain/errors/catalogue.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';
import type { Exchange } from '../../domain/pay/exchange.ts';
import type { AppKit } from '../core/app-kit-instance.ts';
import { installPay } from './install-pay.ts';
import type { AppKitPayErrorMessage, ExchangeBuyStatus, GetExchangesParams, PaymentOptions, PaymentResult, PayUrlParams, PayUrlResponse } from './pay-types.ts';

/** pay()'s default wait: five minutes, as AppKit Pay 1.7.16's (client.ts:6-7). */
export const PAY_TIMEOUT_MS = 300_000;

/**
 * A catalogue error, its module fetched when first needed: the catalogue comes with the core, and a
 * page that imports Pay but never fails one does not load it for this entry.
 */
async function payFailure(code: ErrorCode, details?: string): Promise<WalletportError> {
  const { catalogueError } = await import('../../domain/errors/catalogue.ts');
  return catalogueError(code, details === undefined ? {} : { details });
}

/** The value of a headless answer, or its catalogue error thrown: AppKit's own calls reject on failure. */
function valueOf<T>(answer: PayAnswer<T>): T {
  if (!answer.ok) throw answer.error;
  return answer.value;
}

/**
 * AppKit Pay's client functions over one walletport instance. The page holds only these few lines and
 * the loaders `installPay` puts in place: the payment's code comes with its first command, and the Pay
 * view with its first opening.
 */
export function payClientOf(kit: AppKit) {
  installPay();
  const { pay } = kit.flows;
  const state = (): PayState | undefined => pay.state.getSnapshot();

  async function openPay(options: PaymentOptions): Promise<void> {
    if (!(await pay.commands.open(options))) throw state()?.error ?? (await payFailure('PAY_UNABLE_TO_INITIATE_PAYMENT'));
    await kit.open({ view: 'Pay' });
  }

  return {
    openPay,

    /** Opens Pay and settles with the payment's end: paid, failed, or `timeoutMs` passed. */
    async pay(options: PaymentOptions, timeoutMs: number = PAY_TIMEOUT_MS): Promise<PaymentResult> {
      if (!(typeof timeoutMs === 'number' && timeoutMs > 0)) throw await payFailure('PAY_INVALID_PAYMENT_CONFIG', 'Timeout must be greater than 0');
      await openPay(options);
      return new Promise<PaymentResult>((resolve, reject) => {
        let stop: () => void = () => undefined;
        const timer = setTimeout(() => {
          stop();
          void payFailure('PAY_GENERIC_PAYMENT_ERROR', 'Payment timeout').then(reject, reject);
        }, timeoutMs);
        const settleOn = (current: PayState | undefined): void => {
          const outcome = outcomeOf(current);
          if (!outcome) return;
          clearTimeout(timer);
          stop();
          resolve(outcome);
        };
        stop = pay.state.subscribe(settleOn);
        settleOn(state());
      });
    },

    /** The exchanges listed for the payment in view (AppKit's getExchanges). */
    getExchanges: (): readonly Exchange[] => state()?.exchanges ?? [],
    /** The transaction hash of the payment, once there is one. */
    getPayResult: (): string | undefined => state()?.payment?.result,
    getPayError: (): AppKitPayErrorMessage | null => errorMessage(state()?.error),
    getIsPaymentInProgress: (): boolean => state()?.inProgress ?? false,
    getAvailableExchanges: async (params?: GetExchangesParams): Promise<ExchangeList> => valueOf(await pay.commands.findExchanges(params)),
    getPayUrl: async (exchangeId: string, params: PayUrlParams): Promise<PayUrlResponse> => valueOf(await pay.commands.payUrl({ exchangeId, ...params })),
    /** Call it in the visitor's click: the window is opened before the service is asked. */
    openPayUrl: async (exchangeId: string, params: PayUrlParams): Promise<PayUrlResponse> => valueOf(await pay.commands.openPayUrl({ exchangeId, ...params })),
    getBuyStatus: async (exchangeId: string, sessionId: string): Promise<ExchangeBuyStatus> => valueOf(await pay.commands.buyStatus({ exchangeId, sessionId })),
  };
}

export type PayClient = ReturnType<typeof payClientOf>;

/** The error's text as AppKit hands it to a site; null when there is none. */
export function errorMessage(error: WalletportError | undefined): AppKitPayErrorMessage | null {
  return error ? error.shortMessage : null;
}

/** What pay() settles with for a state: paid, or failed with its text; undefined while neither. */
export function outcomeOf(current: PayState | undefined): PaymentResult | undefined {
  if (!current) return undefined;
  if (current.step === 'paid') return { success: true, result: current.payment?.result };
  if (current.step === 'failed') return { success: false, error: errorMessage(current.error) ?? 'Payment failed' };
  return undefined;
}
