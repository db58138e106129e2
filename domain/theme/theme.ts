import type { ThemeMode } from '../options/options.ts';

/** AppKit's theme variables by name (`--w3m-accent`, `--w3m-font-family`, `--w3m-border-radius-master`, …). */
export type ThemeVariables = Readonly<Record<string, string | number>>;

/** Theme variables from untyped input: string and finite number values kept, anything else dropped. */
export function plainThemeVariables(value: unknown): ThemeVariables {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || (typeof entry[1] === 'number' && Number.isFinite(entry[1]))),
  );
}

/** Theme: mode defaults to dark. */
export interface Theme {
  readonly themeMode: ThemeMode;
  readonly themeVariables: ThemeVariables;
}

export const DEFAULT_THEME_MODE: ThemeMode = 'dark';

/** Theme-sync payload sent to the secure frame. */
export interface ThemeSyncPayload {
  /** The modal's colour scheme. */
  readonly themeMode: ThemeMode;
  /** The theme variables set by the site. */
  readonly themeVariables: ThemeVariables;
  /** AppKit's `w3mThemeVariables` field: variables for the frame's own views; empty unless given. */
  readonly w3mThemeVariables: ThemeVariables;
}

export function themeSyncPayload(theme: Partial<Theme>, w3mThemeVariables: ThemeVariables = {}): ThemeSyncPayload {
  return {
    themeMode: theme.themeMode ?? DEFAULT_THEME_MODE,
    themeVariables: theme.themeVariables ?? {},
    w3mThemeVariables,
  };
}
