import { startupError } from '../errors/startup-errors.ts';
import type { WalletportError } from '../errors/walletport-error.ts';

export type ThemeMode = 'dark' | 'light';

export interface AppMetadata {
  readonly name: string;
  readonly description: string;
  readonly url: string;
  readonly icons: readonly string[];
}

/** Setting both a sign-in-with-wallet config and the siwx option is rejected. */
export function siweSiwxConflict(options: { readonly siweConfig?: unknown; readonly siwx?: unknown }): WalletportError | undefined {
  return options.siweConfig !== undefined && options.siwx !== undefined ? startupError('SIWE_AND_SIWX') : undefined;
}

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'dark' || value === 'light';
}
