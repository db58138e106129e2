import type { ThemeMode } from '../../domain/options/options.ts';
import { isThemeMode } from '../../domain/options/options.ts';
import { plainThemeVariables, themeSyncPayload, type ThemeSyncPayload, type ThemeVariables } from '../../domain/theme/theme.ts';
import type { AuthProviderPort } from '../ports/auth-provider.port.ts';
import type { ErrorReporterPort } from '../ports/error-reporter.port.ts';
import { RUNTIME, type AppRuntime } from '../runtime/runtime.ts';
import { defineCapability, type CapabilityParts } from '../capability.ts';
import type { ModalStore } from '../stores/stores.ts';

/** Theme mode and variables; each change is synced to the embedded wallet's frame. */
export class ThemeService {
  private readonly store: ModalStore;
  private readonly authProvider: AuthProviderPort | null;
  private readonly reporter: ErrorReporterPort;

  /** Writes the theme fields of the modal slice. */
  constructor(runtime: AppRuntime) {
    this.store = runtime.state.modal;
    this.authProvider = runtime.auth;
    this.reporter = runtime.reporter;
  }

  setThemeMode(themeMode: ThemeMode): void {
    if (!isThemeMode(themeMode)) return;
    this.store.update({ themeMode });
    this.sync();
  }

  /** Merges the given variables over the current ones (AppKit semantics). */
  setThemeVariables(variables: ThemeVariables): void {
    const clean = plainThemeVariables(variables);
    this.store.update((state) => ({ themeVariables: { ...state.themeVariables, ...clean } }));
    this.sync();
  }

  syncPayload(): ThemeSyncPayload {
    const { themeMode, themeVariables } = this.store.getSnapshot();
    return themeSyncPayload({ themeMode, themeVariables });
  }

  private sync(): void {
    const send = this.authProvider?.syncTheme;
    if (!send) return;
    void send.call(this.authProvider, this.syncPayload()).catch((error: unknown) => this.reporter.report(error, 'theme sync failed'));
  }
}

export const Theme = defineCapability('theme', { runtime: RUNTIME }, ({ runtime }) => new ThemeService(runtime));
export type Theme = CapabilityParts<typeof Theme>;
