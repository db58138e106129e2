import type { ServiceIdentifier } from 'inversify';
import type { AppKitConfig } from '../../application/config.ts';
import { SDK_PROPERTIES } from '../../application/endpoints.ts';
import { Lifecycle } from '../../application/lifecycle.ts';
import { Outcomes } from '../../application/async/requests.ts';
import type { AuthProviderPort } from '../../application/ports/auth-provider.port.ts';
import type { ClockPort } from '../../application/ports/clock.port.ts';
import type { ErrorReporterPort } from '../../application/ports/error-reporter.port.ts';
import { PersistedStateService } from '../../application/services/persisted-state.service.ts';
import { APP_STATE, type AppState } from '../../application/stores/app-state.ts';
import { TOKENS } from '../../application/tokens.ts';
import { EIP155_ONLY_EMBEDDED_WALLET } from '../../domain/chain-families/eip155-only-rules.ts';
import { EMBEDDED_WALLET } from '../../domain/constants/embedded-wallet.ts';
import { HOSTED_SECURE_SITE_URL } from '../../domain/embedded/frame-messages.ts';
import { ALERTS, FRAME_TIMEOUT_REASONS, type AlertCode } from '../../domain/errors/alerts.ts';
import { themeSyncPayload } from '../../domain/theme/theme.ts';
import { LazyFrameAuthProvider } from './lazy-frame-auth-provider.ts';

/**
 * The secure frame's client when the e-mail or social login is on: the site's own frame (`frameUrl`), else,
 * with a project id, Reown's hosted secure site as AppKit uses it (both speak W3mFrame). It loads on first
 * use. Its alerts and timeouts go where every other alert and report goes.
 */
export function defaultFrameAuthProvider(config: AppKitConfig, get: <T>(id: ServiceIdentifier<T>) => T, frameUrlGiven: boolean): AuthProviderPort | null {
  // A frame address given but unusable is no reason to send the visitor's login somewhere else.
  const frameUrl = frameUrlGiven ? config.embeddedWalletFrameUrl : config.projectId ? HOSTED_SECURE_SITE_URL : undefined;
  const socials = config.features.socials !== false && config.features.socials.length > 0;
  if (!frameUrl || (!config.features.email && !socials)) return null;
  const persisted = get(PersistedStateService);
  // The shared state, not the runtime: the runtime is built from this provider.
  const modal = get<AppState>(APP_STATE).modal;
  const reporter = get<ErrorReporterPort>(TOKENS.ErrorReporter);
  // The modal shows the alert: the frame reports it as any use case reports what happened.
  const raiseAlert = (code: AlertCode) => get(Outcomes).report({ type: 'alert', alert: ALERTS[code] });
  const network = config.defaultNetwork?.chainNamespace === EIP155_ONLY_EMBEDDED_WALLET ? config.defaultNetwork : config.networks.find((item) => item.chainNamespace === EIP155_ONLY_EMBEDDED_WALLET);
  const provider = new LazyFrameAuthProvider({
    frameUrl,
    projectId: config.projectId,
    chainId: network?.id ?? EMBEDDED_WALLET.defaultChainId,
    enableLogger: true,
    clock: get<ClockPort>(TOKENS.Clock),
    readLastChainId: async () => (await persisted.readEmbeddedWalletCache()).lastChainId,
    clearLoginCache: () => persisted.clearEmbeddedWalletCache(),
    raiseAlert,
    dappData: {
      ...(config.metadata ? { metadata: config.metadata } : {}),
      sdkVersion: SDK_PROPERTIES.sdkVersion,
      sdkType: SDK_PROPERTIES.sdkType,
      projectId: config.projectId,
    },
    theme: () => {
      const { themeMode, themeVariables } = modal.getSnapshot();
      return themeSyncPayload({ themeMode, themeVariables });
    },
    onTimeout: (reason) => {
      raiseAlert(FRAME_TIMEOUT_REASONS[reason]);
      reporter.report(new Error(reason), 'embedded wallet frame timed out');
    },
  });
  get(Lifecycle).add(() => provider.destroy());
  return provider;
}
