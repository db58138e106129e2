import type { WalletProvider } from '../../application/ports/wallet-provider.ts';
import { asWalletFailure } from './wallet-refusal.ts';

type Listener = (...args: never[]) => void;

/**
 * The `on` / `removeListener` / emit table of a wrapped provider (a WalletConnect session, a Wallet
 * Standard wallet): the core speaks EIP-1193 events, whatever the wallet underneath speaks.
 */
export function providerListeners() {
  const listeners = new Map<string, Set<Listener>>();
  return {
    on(event: string, listener: Listener): void {
      const set = listeners.get(event) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(event, set);
    },
    removeListener(event: string, listener: Listener): void {
      listeners.get(event)?.delete(listener);
    },
    emit(event: string, ...args: unknown[]): void {
      for (const listener of listeners.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args);
    },
    /** Whether anything still listens: a wrapper may stop following its wallet when nothing does. */
    isEmpty(): boolean {
      return [...listeners.values()].every((set) => set.size === 0);
    },
  };
}

export type ProviderListeners = ReturnType<typeof providerListeners>;

/** A wrapped wallet's answers, by WalletConnect method name; each gets the request's params as an object. */
export type MethodHandlers = Readonly<Record<string, (params: Record<string, unknown>) => Promise<unknown>>>;

/**
 * Answers one request from the handlers; any other method is refused with 4200, as EIP-1193 says. Async, so
 * a handler that throws before its first await still ends in a rejected promise, never a throw.
 */
export async function answerMethod(handlers: MethodHandlers, method: string, params: unknown): Promise<unknown> {
  const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined;
  if (!handler) throw Object.assign(new Error(`${method} is not supported by this wallet`), { code: 4200 });
  return handler(typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {});
}

/**
 * A wallet of another family behind the core's EIP-1193 shape: requests go to the handlers, events come
 * from the listener table, and once nothing listens `letGo` stops following the wallet's own events.
 */
export function wrappedProvider(handlers: MethodHandlers, listeners: ProviderListeners, letGo: () => void): WalletProvider {
  return {
    // The wrapped wallets say no, or "no such method", in their own ways; the core reads them as 4001 and 4200.
    request: ({ method, params }) => answerMethod(handlers, method, params).catch((error: unknown) => Promise.reject(asWalletFailure(error))),
    on: listeners.on,
    removeListener(event, listener) {
      listeners.removeListener(event, listener);
      if (listeners.isEmpty()) letGo();
    },
  };
}
