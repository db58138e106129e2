import { token } from '../token.ts';

/** A pop-up window the page opened (the social sign-in). */
export interface PopupWindow {
  /** The window's identity: a message whose source is this value comes from the pop-up. */
  readonly window: unknown;
  /** True once the window was closed (by the visitor or the page). */
  readonly closed: boolean;
  /** Loads `url` in the window. */
  navigate(url: string): void;
  /** Closes the window. */
  close(): void;
  /**
   * Cuts the window's link back to the page (`opener`), for a page that must not message or redirect
   * the site's tab (a provider's checkout); the social sign-in keeps it to post its result.
   */
  detachOpener?(): void;
}

/** A message the page received (origin and source are the browser's, not the sender's claims). */
export interface PageMessage {
  /** The sender's origin, as the browser reports it. */
  readonly origin: string;
  /** The sending window, to compare with a `PopupWindow`'s `window`. */
  readonly source: unknown;
  /** The message's data, unchecked. */
  readonly data: unknown;
}

/** Pop-up windows and the page's messages, so the social login runs against a fake window in tests. */
export interface PopupPort {
  /**
   * Opens an empty pop-up; null when the browser blocked it. Browsers allow a pop-up only in the task of
   * the visitor's click, so nothing may be awaited between the click and this call.
   */
  openBlank(name: string, features: string): PopupWindow | null;
  /** Listens for the page's messages; the returned function stops listening. */
  onMessage(listener: (message: PageMessage) => void): () => void;
}

/** `null` where there is no window (server rendering). */
export const POPUPS = token<PopupPort | null>('Popups');
