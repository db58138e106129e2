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
 * The Connect view's methods in the order e-mail, social, wallet; wallet first when injected or
 * announced wallets are visible; the feature's own order when set (a method it leaves out comes last).
 * Methods the site cannot offer are dropped.
 */
export function connectMethodsOrder(input: ConnectMethodsInput): readonly ConnectMethod[] {
  const base: readonly ConnectMethod[] = input.walletsVisible ? ['wallet', 'email', 'social'] : CONNECT_METHODS;
  const order = input.override && input.override.length > 0 ? [...new Set([...input.override, ...base])] : base;
  return order.filter((method) => input.available[method]);
}

/**
 * The wallet list waits behind a "Continue with a wallet" button when the site asks for it
 * (`collapseWallets`), or when `emailShowWallets` is off and an e-mail login is on offer (without one,
 * the wallets are all the view has, so they show).
 */
export function walletsCollapsed(input: { readonly emailShowWallets: boolean; readonly emailOffered: boolean; readonly collapseWallets: boolean }): boolean {
  return input.collapseWallets || (input.emailOffered && !input.emailShowWallets);
}
