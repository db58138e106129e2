import type { ThemeMode } from '../options/options.ts';

export type ThemeVariables = Readonly<Record<string, string | number>>;

/** Spec §3 theme: mode defaults to dark. */
export interface Theme {
  readonly themeMode: ThemeMode;
  readonly themeVariables: ThemeVariables;
}

export const DEFAULT_THEME_MODE: ThemeMode = 'dark';

/** Spec §3 theme-sync payload sent to the secure frame. */
export interface ThemeSyncPayload {
  readonly themeMode: ThemeMode;
  readonly themeVariables: ThemeVariables;
  readonly w3mThemeVariables: ThemeVariables;
}

export function themeSyncPayload(theme: Partial<Theme>, w3mThemeVariables: ThemeVariables = {}): ThemeSyncPayload {
  return {
    themeMode: theme.themeMode ?? DEFAULT_THEME_MODE,
    themeVariables: theme.themeVariables ?? {},
    w3mThemeVariables,
  };
}
