import { ERRORS, type CatalogueEntry } from '../errors/catalogue.ts';

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

export function checkOptions(options: { readonly projectId?: unknown; readonly siweConfig?: unknown; readonly siwx?: unknown }): OptionsCheck {
  const alerts: CatalogueEntry[] = [];
  if (typeof options.projectId !== 'string' || options.projectId.trim() === '') alerts.push(ERRORS.PROJECT_ID_NOT_CONFIGURED);
  return { alerts };
}

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'dark' || value === 'light';
}
