/** Facts about where the modal runs, read once per call so tests can vary them. */
export interface EnvironmentPort {
  /** True on a phone or tablet: the modal then offers wallet apps by deep link rather than QR codes. */
  isMobile(): boolean;
  /** The page's origin (`https://app.example.com`), as `location.origin`. */
  origin(): string;
  /** The page's full URL (analytics and telemetry report it, as the kit does); the origin when absent. */
  pageUrl?(): string;
  /**
   * Telegram's `WebApp.platform` when the page runs as a Telegram mini app, else undefined (some social
   * logins cannot complete inside Telegram).
   */
  telegramPlatform?(): string | undefined;
  /** The visitor's IANA time zone as the browser reports it (`Europe/Paris`); buying crypto is refused in some. */
  timeZone?(): string | undefined;
}
