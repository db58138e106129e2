import { startupError } from '../errors/startup-errors.ts';
import type { WalletportError } from '../errors/walletport-error.ts';

/** The modal's colour scheme, as AppKit's `themeMode`. */
export type ThemeMode = 'dark' | 'light';

/** Your app as wallets show it (AppKit's `metadata`): sent when a wallet pairs over WalletConnect. */
export interface AppMetadata {
  /** The app's name, e.g. `My dApp`. */
  readonly name: string;
  /** One sentence about the app. */
  readonly description: string;
  /** The app's origin (`https://app.example.com`); wallets check it against the page's. */
  readonly url: string;
  /** Absolute URLs of the app's icons, the first one shown. */
  readonly icons: readonly string[];
}

/** Setting both a sign-in-with-wallet config and the siwx option is rejected. */
export function siweSiwxConflict(options: { readonly siweConfig?: unknown; readonly siwx?: unknown }): WalletportError | undefined {
  return options.siweConfig !== undefined && options.siwx !== undefined ? startupError('SIWE_AND_SIWX') : undefined;
}

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'dark' || value === 'light';
}
