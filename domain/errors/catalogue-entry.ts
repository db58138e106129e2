/** Category reported to error telemetry (INTERNAL_SDK_ERROR by default, API_ERROR for transactions). */
export type ErrorCategory = 'INTERNAL_SDK_ERROR' | 'API_ERROR' | 'USER_REJECTED' | 'CONFIGURATION' | 'VALIDATION';

/** Where an entry surfaces: a toast, a titled alert, a thrown error of one subsystem. */
export type CatalogueKind = 'snackbar' | 'alert' | 'siwx' | 'internal' | 'connection' | 'embedded' | 'remote';

/** How a snackbar (a toast) looks: a success, an error, or a spinner while something loads. */
export type SnackbarVariant = 'success' | 'error' | 'loading';

/**
 * One entry of walletport's message catalogue: an error, an alert or a toast, by its code, with the
 * text the visitor sees. A WalletportError carries the code and text of the entry it was made from.
 */
export interface CatalogueEntry {
  /** The entry's code, e.g. `PROJECT_ID_NOT_CONFIGURED`: the same in every locale. */
  readonly code: string;
  /** The spec's text, to the letter; its `{name}` style placeholders are filled in when it is shown. */
  readonly message: string;
  /** What telemetry files it under. */
  readonly category: ErrorCategory;
  /** Alerts carry a title shown above the message. */
  readonly title?: string;
  /** Where it surfaces: a toast, a titled alert, or a thrown error of one subsystem. */
  readonly kind?: CatalogueKind;
  /** Snackbars only: how the toast looks. */
  readonly variant?: SnackbarVariant;
  /** Text the UI shows when it differs from the thrown message (e.g. 'Action not allowed'). */
  readonly uiMessage?: string;
}

interface EntryExtras {
  readonly title?: string;
  readonly variant?: SnackbarVariant;
  readonly uiMessage?: string;
}

/** Builds an entry, leaving out absent optional fields so entries compare and serialise cleanly. */
export function defineEntry<const C extends string>(
  kind: CatalogueKind,
  code: C,
  message: string,
  category: ErrorCategory = 'INTERNAL_SDK_ERROR',
  extras: EntryExtras = {},
): CatalogueEntry & { readonly code: C } {
  const result: { -readonly [K in keyof CatalogueEntry]: CatalogueEntry[K] } & { code: C } = { code, message, category, kind };
  if (extras.title !== undefined) result.title = extras.title;
  if (extras.variant !== undefined) result.variant = extras.variant;
  if (extras.uiMessage !== undefined) result.uiMessage = extras.uiMessage;
  return result;
}

/** Fills `{key}` placeholders; unknown placeholders are left as they are. */
export function fillMessage(message: string, params: Readonly<Record<string, string | number>> = {}): string {
  return message.replace(/\{([a-zA-Z]+)\}/g, (whole, key: string) => {
    const value = Object.hasOwn(params, key) ? params[key] : undefined;
    return value === undefined ? whole : String(value);
  });
}
