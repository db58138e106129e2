import { CONNECT_METHODS, type ConnectMethod } from '../constants/features.ts';

export interface ConnectMethodsInput {
  /** The `connectMethodsOrder` feature, when the integrator set one. */
  readonly override: readonly ConnectMethod[] | undefined;
  /** Injected or announced wallets are on the page. */
  readonly walletsVisible: boolean;
  /** What this site can offer at all (e-mail needs an embedded wallet; social login needs providers). */
  readonly available: Readonly<Record<ConnectMethod, boolean>>;
}

/**
 * Spec §2: the Connect view's methods in the order e-mail, social, wallet; wallet first when injected or
 * announced wallets are visible; the feature's own order when set (a method it leaves out comes last).
 * Methods the site cannot offer are dropped.
 */
export function connectMethodsOrder(input: ConnectMethodsInput): readonly ConnectMethod[] {
  const base: readonly ConnectMethod[] = input.walletsVisible ? ['wallet', 'email', 'social'] : CONNECT_METHODS;
  const order = input.override && input.override.length > 0 ? [...new Set([...input.override, ...base])] : base;
  return order.filter((method) => input.available[method]);
}

/**
 * The `emailShowWallets` feature off: with an e-mail login on offer, the wallet list waits behind a
 * "Continue with a wallet" button. Without one, the wallets are all the view has, so they show.
 */
export function walletsCollapsed(input: { readonly emailShowWallets: boolean; readonly emailOffered: boolean }): boolean {
  return input.emailOffered && !input.emailShowWallets;
}
