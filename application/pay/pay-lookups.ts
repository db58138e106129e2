import { catalogueError, walletportErrorOr } from '../../domain/errors/catalogue.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';
import type { BuyStatusReport } from '../../domain/pay/exchange.ts';
import { parsePayAmount, PAY_MAX_DECIMALS } from '../../domain/pay/pay-amount.ts';
import type { ExchangeList, PayAssetRef, PayExchangesPort, PayUrl } from '../ports/pay.port.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import { payParts } from './pay-parts.ts';

/** A headless call's answer: its value, or the catalogue error it failed with (never a throw into the page). */
export type PayAnswer<T> = PayAnswerValue<T> | PayAnswerError;

/** A headless call that succeeded. */
export interface PayAnswerValue<T> {
  /** True: `value` holds the answer. */
  readonly ok: true;
  /** What the call answered. */
  readonly value: T;
}

/** A headless call that failed. */
export interface PayAnswerError {
  /** False: `error` says why. */
  readonly ok: false;
  /** The catalogue error (`code` PAY_…). */
  readonly error: WalletportError;
}

/**
 * Which exchanges to list (AppKit's GetExchangesParams, options.ts:30-35, published under that name by
 * `walletport/pay`): every exchange open to the project, or those selling an asset when both `asset`
 * and `network` are given (an asset counts only with its network).
 */
export interface ExchangeQuery {
  /** The page of the service's list, from 0 (the default). */
  readonly page?: number | undefined;
  /** 'native', or the token's address on `network`. */
  readonly asset?: string | undefined;
  /** In whole units of the asset (0.01 is a hundredth of an ETH); plain decimal text is taken too. */
  readonly amount?: number | string | undefined;
  /** CAIP-2, e.g. `eip155:8453`. */
  readonly network?: string | undefined;
}

/** AppKit's PayUrlParams (options.ts:37-42) and the exchange it is for. */
export interface PayUrlInput {
  /** The exchange's id. */
  readonly exchangeId: string;
  /** CAIP-2, e.g. `eip155:8453`. */
  readonly network: string;
  /** 'native', or the token's address. */
  readonly asset: string;
  /** In whole units of the asset (0.01 is a hundredth of an ETH); plain decimal text is taken too. */
  readonly amount: number | string;
  /** The address paid, on the asset's network. */
  readonly recipient: string;
}

/**
 * The exchange calls a site makes itself (AppKit Pay's getAvailableExchanges, getPayUrl, the buy
 * status its hooks ask), each refused while Pay is off or its parts are not in the page, its input
 * checked as the modal's own payment is, and every failure answered as a catalogue error.
 */
export function payLookups(runtime: AppRuntime, exchanges: PayExchangesPort) {
  const enabled = (): boolean => runtime.state.features.getSnapshot().features.pay === true && payParts() !== undefined;
  async function answer<T>(fallback: 'PAY_UNABLE_TO_GET_EXCHANGES' | 'PAY_UNABLE_TO_GET_PAY_URL' | 'PAY_UNABLE_TO_GET_BUY_STATUS', ask: () => Promise<T>): Promise<PayAnswer<T>> {
    if (!enabled()) return { ok: false, error: catalogueError('PAY_NOT_ENABLED') };
    try {
      return { ok: true, value: await ask() };
    } catch (cause) {
      const error = walletportErrorOr(cause, fallback);
      if (error.category !== 'VALIDATION') runtime.reporter.report(cause, 'pay lookup failed');
      return { ok: false, error };
    }
  }
  return {
    findExchanges: (query: ExchangeQuery = {}): Promise<PayAnswer<ExchangeList>> =>
      answer('PAY_UNABLE_TO_GET_EXCHANGES', () => {
        // AppKit names an asset only when both it and its network are given (PayController.ts:195-198).
        const asset: PayAssetRef | undefined = typeof query.asset === 'string' && typeof query.network === 'string' ? { network: query.network, asset: query.asset } : undefined;
        const amount = query.amount === undefined ? undefined : amountText(query.amount);
        return exchanges.listExchanges({ page: query.page, asset, amount });
      }),
    payUrl: (input: PayUrlInput): Promise<PayAnswer<PayUrl>> =>
      answer('PAY_UNABLE_TO_GET_PAY_URL', () => {
        if (typeof input.recipient !== 'string' || input.recipient === '' || input.recipient.length > 128) throw catalogueError('PAY_INVALID_RECIPIENT');
        return exchanges.getPayUrl({ exchangeId: input.exchangeId, asset: { network: input.network, asset: input.asset }, amount: amountText(input.amount), recipient: input.recipient });
      }),
    buyStatus: (input: { readonly exchangeId: string; readonly sessionId: string }): Promise<PayAnswer<BuyStatusReport>> =>
      answer('PAY_UNABLE_TO_GET_BUY_STATUS', () => exchanges.getBuyStatus({ exchangeId: input.exchangeId, sessionId: input.sessionId })),
  };
}

/** An amount as the exchange calls send it: plain decimal text, more than zero; refused rather than guessed. */
function amountText(amount: unknown): string {
  const parsed = parsePayAmount(amount, PAY_MAX_DECIMALS);
  if (!parsed.ok) throw catalogueError('PAY_INVALID_AMOUNT', { details: parsed.reason });
  return parsed.text;
}
