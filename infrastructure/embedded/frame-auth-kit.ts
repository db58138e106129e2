import type { ClockPort } from '../../application/ports/clock.port.ts';
import type { DappDataPayload } from '../../domain/embedded/embedded-user.ts';
import type { AlertCode, FrameTimeoutReason } from '../../domain/errors/alerts.ts';
import type { ThemeSyncPayload } from '../../domain/theme/theme.ts';
import { createBrowserFrameHost } from './browser-frame-host.ts';
import { FrameAuthProvider } from './frame-auth-provider.ts';
import { FrameTransport } from './frame-transport.ts';

/** What the page knows when it builds the frame's client. */
export interface FrameAuthSettings {
  /** Walletport's own frame, or Reown's hosted secure site: both speak AppKit 1.7.6's W3mFrame protocol. */
  readonly frameUrl: string;
  readonly projectId: string;
  readonly chainId: string | number;
  readonly enableLogger: boolean;
  readonly clock: ClockPort;
  readonly readLastChainId: () => Promise<string | number | undefined>;
  readonly clearLoginCache: () => Promise<void>;
  readonly raiseAlert: (alert: AlertCode) => void;
  readonly onTimeout: (reason: FrameTimeoutReason) => void;
  /** What the frame is told once it is ready (sync dapp data and sync theme). */
  readonly dappData: DappDataPayload;
  readonly theme: () => ThemeSyncPayload;
}

export interface FrameAuthKit {
  readonly transport: FrameTransport;
  readonly provider: FrameAuthProvider;
}

/** The frame's client on this page: the hidden iframe, the message transport and the auth provider over it. */
export function createFrameAuthKit(settings: FrameAuthSettings): FrameAuthKit {
  const transport = new FrameTransport({
    frameUrl: settings.frameUrl,
    projectId: settings.projectId,
    chainId: settings.chainId,
    enableLogger: settings.enableLogger,
    clock: settings.clock,
    host: createBrowserFrameHost(),
    onTimeout: settings.onTimeout,
  });
  const provider = new FrameAuthProvider({
    transport,
    readLastChainId: settings.readLastChainId,
    clearLoginCache: settings.clearLoginCache,
    raiseAlert: settings.raiseAlert,
    frameOrigin: new URL(settings.frameUrl).origin,
  });
  return { transport, provider };
}
