import { ALERTS } from '../errors/alerts.ts';
import type { CatalogueEntry } from '../errors/catalogue-entry.ts';
import { startupError } from '../errors/startup-errors.ts';
import type { WalletportError } from '../errors/walletport-error.ts';

export type ThemeMode = 'dark' | 'light';

export interface AppMetadata {
  readonly name: string;
  readonly description: string;
  readonly url: string;
  readonly icons: readonly string[];
}

/** What the options check found: a list of alerts to show, never an exception. */
export interface OptionsCheck {
  readonly alerts: readonly CatalogueEntry[];
}

/** A project id is required; otherwise a configuration alert is shown. */
export function checkOptions(options: { readonly projectId?: unknown; readonly siweConfig?: unknown; readonly siwx?: unknown }): OptionsCheck {
  const alerts: CatalogueEntry[] = [];
  if (typeof options.projectId !== 'string' || options.projectId.trim() === '') alerts.push(ALERTS.PROJECT_ID_NOT_CONFIGURED);
  return { alerts };
}

/** Setting both a sign-in-with-wallet config and the siwx option is rejected. */
export function siweSiwxConflict(options: { readonly siweConfig?: unknown; readonly siwx?: unknown }): WalletportError | undefined {
  return options.siweConfig !== undefined && options.siwx !== undefined ? startupError('SIWE_AND_SIWX') : undefined;
}

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'dark' || value === 'light';
}
