import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ExchangeList } from '../../application/ports/pay.port.ts';
import type { Exchange } from '../../domain/pay/exchange.ts';
import { useAppKitInstance, useStore } from '../react/react-state.tsx';
import { errorMessage, payClientOf } from './pay-client.ts';
import type { ExchangeBuyStatus, GetExchangesParams, PaymentOptions } from './pay-types.ts';
import type {
  UseAvailableExchangesReturn, UseExchangeBuyStatusParameters, UseExchangeBuyStatusReturn, UsePayParameters, UsePayReturn, UsePayUrlActionsReturn,
} from './pay-hook-types.ts';

export type {
  UseAvailableExchangesReturn, UseExchangeBuyStatusParameters, UseExchangeBuyStatusReturn, UsePayParameters, UsePayReturn, UsePayUrlActionsReturn,
} from './pay-hook-types.ts';

/**
 * Pay from React (AppKit Pay's `usePay`): `open(options)` opens the modal on the payment, and the
 * state follows it. The callbacks fire once per outcome, and their listeners go with the component.
 */
export function usePay(parameters: UsePayParameters = {}): UsePayReturn {
  const kit = useAppKitInstance();
  const client = useMemo(() => payClientOf(kit), [kit]);
  const state = useStore(kit.flows.pay.state);
  const callbacks = useRef(parameters);
  callbacks.current = parameters;
  const data = state?.step === 'paid' ? (state.payment?.result ?? null) : null;
  const error = errorMessage(state?.error);
  useEffect(() => {
    if (data !== null) callbacks.current.onSuccess?.(data);
  }, [data]);
  useEffect(() => {
    if (error !== null) callbacks.current.onError?.(error);
  }, [error]);
  const open = useCallback((options: PaymentOptions) => client.openPay(options), [client]);
  const isError = error !== null;
  return {
    open,
    isPending: (state?.inProgress ?? false) || state?.exchangesStatus === 'loading',
    isSuccess: data !== null && !isError,
    isError,
    error,
    data,
  };
}

/** The exchanges open to the project (AppKit Pay's `useAvailableExchanges`), asked on mount unless `shouldFetchOnInit` is false. */
export function useAvailableExchanges(options: { readonly shouldFetchOnInit?: boolean } & GetExchangesParams = {}): UseAvailableExchangesReturn {
  const { shouldFetchOnInit = true, page, asset, amount, network } = options;
  const kit = useAppKitInstance();
  const client = useMemo(() => payClientOf(kit), [kit]);
  const [data, setData] = useState<readonly Exchange[] | null>(null);
  const [isLoading, setIsLoading] = useState(shouldFetchOnInit);
  const [error, setError] = useState<Error | null>(null);
  // An answer for a component that went, or for an older ask, is dropped.
  const latest = useRef(0);
  const fetchExchanges = useCallback(
    async (params?: GetExchangesParams) => {
      const ask = (latest.current += 1);
      setIsLoading(true);
      setError(null);
      try {
        const list: ExchangeList = await client.getAvailableExchanges(params);
        if (ask === latest.current) setData(list.exchanges);
      } catch (failure) {
        if (ask !== latest.current) return;
        setError(failure instanceof Error ? failure : new Error(String(failure)));
        setData(null);
      } finally {
        if (ask === latest.current) setIsLoading(false);
      }
    },
    [client],
  );
  useEffect(() => {
    if (shouldFetchOnInit) void fetchExchanges({ page, asset, amount, network });
    return () => void (latest.current += 1);
  }, [fetchExchanges, shouldFetchOnInit, page, asset, amount, network]);
  return { data, isLoading, error, fetch: fetchExchanges };
}

/** A pay URL to get, or to open from a click (AppKit Pay's `usePayUrlActions`). */
export function usePayUrlActions(): UsePayUrlActionsReturn {
  const kit = useAppKitInstance();
  return useMemo(() => {
    const client = payClientOf(kit);
    return { getUrl: client.getPayUrl, openUrl: client.openPayUrl };
  }, [kit]);
}

/** AppKit's floor on the polling interval (exports/react.ts:22). */
const MINIMUM_POLLING_INTERVAL = 3_000;

/** What the exchange reports of a session (AppKit Pay's `useExchangeBuyStatus`), polled while asked to; the timer goes with the component. */
export function useExchangeBuyStatus(parameters: UseExchangeBuyStatusParameters): UseExchangeBuyStatusReturn {
  const { exchangeId, sessionId, pollingInterval, isEnabled = true } = parameters;
  const kit = useAppKitInstance();
  const client = useMemo(() => payClientOf(kit), [kit]);
  const callbacks = useRef(parameters);
  callbacks.current = parameters;
  const [data, setData] = useState<ExchangeBuyStatus | null>(null);
  const [isLoading, setIsLoading] = useState(isEnabled);
  const [error, setError] = useState<Error | null>(null);
  const read = useCallback(
    async (showLoading: boolean): Promise<ExchangeBuyStatus | undefined> => {
      if (showLoading) setIsLoading(true);
      try {
        const status = await client.getBuyStatus(exchangeId, sessionId);
        setData(status);
        setError(null);
        callbacks.current.onSuccess?.(status);
        return status;
      } catch (failure) {
        const shown = failure instanceof Error ? failure : new Error(String(failure));
        setError(shown);
        callbacks.current.onError?.(shown);
        return undefined;
      } finally {
        if (showLoading) setIsLoading(false);
      }
    },
    [client, exchangeId, sessionId],
  );
  const final = data?.status === 'SUCCESS' || data?.status === 'FAILED';
  useEffect(() => {
    if (!isEnabled) {
      setData(null);
      setError(null);
      setIsLoading(false);
      return undefined;
    }
    void read(true);
    return undefined;
  }, [isEnabled, read]);
  useEffect(() => {
    if (!isEnabled || final || !pollingInterval || pollingInterval <= 0) return undefined;
    const timer = setInterval(() => {
      void read(false).then((status) => {
        if (!status) clearInterval(timer);
      });
    }, Math.max(pollingInterval, MINIMUM_POLLING_INTERVAL));
    return () => clearInterval(timer);
  }, [isEnabled, final, pollingInterval, read]);
  const refetch = useCallback(async () => {
    if (isEnabled) await read(true);
  }, [isEnabled, read]);
  return { data, isLoading, error, refetch };
}
