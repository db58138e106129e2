import { ALERTS } from '../errors/alerts.ts';
import type { CatalogueEntry } from '../errors/catalogue-entry.ts';

// Apart from the option rules the page's first script runs (options.ts): only the core raises these
// alerts, and with them in that module every alert's text would load with the page.

/** What the options check found: a list of alerts to show, never an exception. */
export interface OptionsCheck {
  readonly alerts: readonly CatalogueEntry[];
}

/** A project id is required; otherwise a configuration alert is shown. */
export function checkOptions(options: { readonly projectId?: unknown }): OptionsCheck {
  const alerts: CatalogueEntry[] = [];
  if (typeof options.projectId !== 'string' || options.projectId.trim() === '') alerts.push(ALERTS.PROJECT_ID_NOT_CONFIGURED);
  return { alerts };
}
