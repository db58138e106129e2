/** Facts about where the modal runs, read once per call so tests can vary them. */
export interface EnvironmentPort {
  isMobile(): boolean;
  origin(): string;
}
