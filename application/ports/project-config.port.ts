/** The project's configuration as the remote API knows it. */
export interface ProjectConfigPort {
  /**
   * The origins the project allows, or undefined when they could not be fetched: a failed fetch
   * is not evidence of a bad configuration, so callers must not raise an alert for it.
   */
  fetchAllowedOrigins(): Promise<readonly string[] | undefined>;
  /**
   * Whether the project lets the kit send analytics events (its setting on the dashboard). Rejects
   * with a catalogue error when the answer cannot be read. A port without it leaves analytics to
   * `features.analytics` alone.
   */
  fetchAnalyticsEnabled?(): Promise<boolean>;
}
