import { EMBEDDED_WALLET, DEFAULT_ALLOWED_ANCESTORS } from '../../domain/constants/embedded-wallet.ts';
import { ApprovalScreen } from './approval/approval-screen.ts';
import { browserVisibility, type ApprovalVisibility } from './approval/approval-visibility.ts';
import { browserWindowOpener, type WindowOpener } from './approval/approval-window-channel.ts';
import { DeviceKey, type DeviceKeyStore } from './adapters/device-key.ts';
import { embeddingSlot, slottedStorage } from './adapters/embedding-context.ts';
import { readEvmChainId } from './handlers/evm-chain-id.ts';
import { openSocialCallbackInbox } from './adapters/social-callback-inbox.ts';
import { FrameApiClient } from './adapters/frame-api-client.ts';
import { readFrameConfig, renderConfigError } from './adapters/frame-config.ts';
import { systemClock, type FrameClock, type FrameLog, type FrameWindow, type KeyValueStorage } from './ports/frame-environment.ts';
import { answerFrameRequest, createFrameHandlers } from './handlers/frame-handlers.ts';
import { FrameSession } from './adapters/frame-session.ts';
import { announceReady, openMessageGate } from './adapters/message-gate.ts';
import { W3M_FRAME_PROTOCOL_VERSION } from '../../domain/embedded/frame-messages.ts';

export interface FrameEnvironment {
  readonly window: FrameWindow;
  readonly fetch: typeof fetch;
  /** The frame origin's localStorage: session token and device id. */
  readonly storage: KeyValueStorage;
  /** Per-tab state between requests: the login e-mail and the chosen chain. */
  readonly sessionStorage: KeyValueStorage;
  readonly randomUUID: () => string;
  /** Where the device key is kept (the frame origin's IndexedDB; memory in tests). */
  readonly deviceKeys: (slot: string) => DeviceKeyStore;
  /** WebCrypto: makes the device key and signs with it. */
  readonly subtle: SubtleCrypto;
  readonly clock?: FrameClock;
  readonly log: FrameLog;
  /** Approve counts once the card has been visible this long without a break (default 500 ms). */
  readonly approveArmDelayMs?: number;
  /** What the browser tells about the card being seen (default: the frame window's IntersectionObserver). */
  readonly approvalVisibility?: ApprovalVisibility;
  /** Opens the approval window where visibility cannot be proven (default: the frame window's `open`). */
  readonly openWindow?: WindowOpener;
}

export interface RunningFrame {
  readonly session: FrameSession;
  /** Stops listening and declines any approval on screen. */
  stop(): void;
}

/**
 * Starts the secure frame in its page: reads the server's configuration, then listens to the embedding
 * page and announces itself. Without a valid configuration it shows why and does nothing else.
 */
export function startFrame(env: FrameEnvironment): RunningFrame | undefined {
  const doc = env.window.document;
  const config = readFrameConfig(doc);
  if (!config) {
    renderConfigError(doc);
    env.log.warn('the frame configuration is missing or invalid; the frame does not start');
    return undefined;
  }
  const clock = env.clock ?? systemClock;
  const query = new URLSearchParams(env.window.location.search);
  // A page asking for another protocol version would misread every answer: the frame stays silent (the
  // page's own request timeout then tells the visitor) and says here which version it speaks.
  const version = query.get('version');
  if (version !== W3M_FRAME_PROTOCOL_VERSION) {
    env.log.warn(`the page asks for protocol version ${version ?? '(none)'}; this frame speaks W3mFrame version ${W3M_FRAME_PROTOCOL_VERSION} only and does not answer`);
    return undefined;
  }
  const slot = embeddingSlot(env.window);
  // Everything the frame keeps is per embedding context: a frame nested in another site's iframe reads
  // and changes nothing of the dApp frame's session, chain, login or choices.
  const storage = slottedStorage(env.storage, slot);
  const sessionStorage = slottedStorage(env.sessionStorage, slot);
  const session = new FrameSession({
    storage,
    sessionStorage,
    defaultChainId: readEvmChainId(query.get('chainId') ?? undefined) ?? EMBEDDED_WALLET.defaultChainId,
  });
  let deviceKey: Promise<DeviceKey> | undefined;
  const openDeviceKey = (): Promise<DeviceKey> => {
    deviceKey ??= DeviceKey.open(env.deviceKeys(slot), env.subtle, env.randomUUID);
    // A failure is not kept: the next call tries again.
    deviceKey.catch(() => (deviceKey = undefined));
    return deviceKey;
  };
  const api = new FrameApiClient({ origin: env.window.location.origin, fetch: env.fetch, session, deviceKey: openDeviceKey, now: () => clock.now() });
  const approvals = new ApprovalScreen({
    document: doc, clock,
    ...(env.approveArmDelayMs === undefined ? {} : { armDelayMs: env.approveArmDelayMs }),
    visibility: env.approvalVisibility ?? browserVisibility(doc.defaultView),
    approvalWindow: { window: env.window, open: env.openWindow ?? browserWindowOpener(doc.defaultView), randomId: env.randomUUID },
  });
  const socialCallbacks = openSocialCallbackInbox(env.window, clock);
  const handlers = createFrameHandlers({
    api, session, clock, approvals, log: env.log, chains: config.chains, sessionStorage, reload: () => env.window.location.reload(),
    socialCallbacks,
  });
  const allowedOrigins = [...config.allowedOrigins, ...(config.defaultAncestors ? DEFAULT_ALLOWED_ANCESTORS : [])];
  const gate = openMessageGate({
    window: env.window,
    allowedOrigins,
    answer: (request, origin) => answerFrameRequest(handlers, request, origin),
    log: env.log,
  });
  announceReady(env.window, allowedOrigins, env.log);
  return {
    session,
    stop: () => {
      gate.close();
      socialCallbacks.close();
      approvals.dispose();
    },
  };
}
