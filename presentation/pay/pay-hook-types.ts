/*
 * What AppKit Pay's React hooks take and return (reown-com/appkit tag @reown/appkit-pay@1.7.6,
 * packages/pay/src/exports/react.ts), as `walletport/pay/react` publishes them.
 */
import type { Exchange } from '../../domain/pay/exchange.ts';
import type { AppKitPayErrorMessage, ExchangeBuyStatus, GetExchangesParams, PaymentOptions, PayResult, PayUrlParams, PayUrlResponse } from './pay-types.ts';

/** AppKit's usePay return (exports/react.ts:26-58): the payment `open` started, as it goes. */
export interface UsePayReturn {
  /** Opens the modal on Pay; rejects with the catalogue error when Pay is off or the options are refused. */
  readonly open: (options: PaymentOptions) => Promise<void>;
  /** From the exchange list's loading, the wallet's prompt or the exchange's page until the payment ends. */
  readonly isPending: boolean;
  /** True once the payment went through: `data` holds its transaction hash. */
  readonly isSuccess: boolean;
  /** True once the payment failed: `error` says why. */
  readonly isError: boolean;
  /** The catalogue's text of the failure, or null. */
  readonly error: AppKitPayErrorMessage | null;
  /** The transaction hash once paid, or null. */
  readonly data: PayResult | null;
}

/** What `usePay` is told to call when a payment ends (AppKit's usePay parameters, exports/react.ts:26-58). */
export interface UsePayParameters {
  /** Called with the transaction hash when a payment succeeds. */
  readonly onSuccess?: (data: PayResult) => void;
  /** Called with the catalogue's text when a payment fails. */
  readonly onError?: (error: AppKitPayErrorMessage) => void;
}

/** What `useAvailableExchanges` returns (AppKit's, exports/react.ts): the exchanges and the asking's state. */
export interface UseAvailableExchangesReturn {
  /** The exchanges of the last answer; null before the first and after a failure. */
  readonly data: readonly Exchange[] | null;
  /** True while the exchanges are asked. */
  readonly isLoading: boolean;
  /** Why the last asking failed (a catalogue error, `code` PAY_…), or null. */
  readonly error: Error | null;
  /** Asks again, with other parameters if given. */
  readonly fetch: (params?: GetExchangesParams) => Promise<void>;
}

/** What `usePayUrlActions` returns (AppKit's, exports/react.ts): a site's own exchange buttons' two actions. */
export interface UsePayUrlActionsReturn {
  /** A checked pay URL for an exchange and its session id; nothing is opened. */
  readonly getUrl: (exchangeId: string, params: PayUrlParams) => Promise<PayUrlResponse>;
  /** The pay URL opened in a window of its own, with no handle back on this tab. Call it in a click. */
  readonly openUrl: (exchangeId: string, params: PayUrlParams) => Promise<PayUrlResponse>;
}

/** Which purchase `useExchangeBuyStatus` follows, and how (AppKit's, exports/react.ts:247-250 and around). */
export interface UseExchangeBuyStatusParameters {
  /** The exchange the pay URL was opened on. */
  readonly exchangeId: string;
  /** The session the pay URL answered with (`PayUrlResponse.sessionId`). */
  readonly sessionId: string;
  /** Asks again every this many milliseconds (at least 3000) until SUCCESS or FAILED; once when left out. */
  readonly pollingInterval?: number;
  /** False holds the asking, and clears what was read; true by default. */
  readonly isEnabled?: boolean;
  /** Called with every status read. */
  readonly onSuccess?: (data: ExchangeBuyStatus) => void;
  /** Called with every failure to read the status. */
  readonly onError?: (error: Error) => void;
}

/** What `useExchangeBuyStatus` returns: the exchange's last report and the asking's state. */
export interface UseExchangeBuyStatusReturn {
  /** The status last read, or null before the first read and while disabled. */
  readonly data: ExchangeBuyStatus | null;
  /** True while a read that shows loading (the first, or `refetch`) is under way. */
  readonly isLoading: boolean;
  /** Why the last read failed, or null once one succeeded. */
  readonly error: Error | null;
  /** Reads the status again now, while enabled. */
  readonly refetch: () => Promise<void>;
}
