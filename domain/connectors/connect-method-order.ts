import { CONNECT_METHODS, type ConnectMethod } from '../constants/features.ts';

export const DEFAULT_CONNECT_METHOD_ORDER: readonly ConnectMethod[] = ['email', 'social', 'wallet'];
export const WALLET_FIRST_CONNECT_METHOD_ORDER: readonly ConnectMethod[] = ['wallet', 'email', 'social'];

/**
 * Spec §2: email, social, wallet by default; wallet, email, social when injected or announced wallets are
 * visible; a valid `features.connectMethodsOrder` (each method once) overrides both.
 */
export function connectMethodOrder(options: {
  readonly injectedOrAnnouncedVisible: boolean;
  readonly override?: readonly unknown[] | undefined;
}): readonly ConnectMethod[] {
  const override = options.override;
  if (override !== undefined && isCompleteOrder(override)) return override;
  return options.injectedOrAnnouncedVisible ? WALLET_FIRST_CONNECT_METHOD_ORDER : DEFAULT_CONNECT_METHOD_ORDER;
}

function isCompleteOrder(value: readonly unknown[]): value is readonly ConnectMethod[] {
  return (
    value.length === CONNECT_METHODS.length &&
    new Set(value).size === value.length &&
    value.every((method) => (CONNECT_METHODS as readonly unknown[]).includes(method))
  );
}
