import type { ClockPort } from '../../application/ports/clock.port.ts';
import { EMBEDDED_WALLET } from '../../domain/constants/embedded-wallet.ts';
import type { FrameTimeoutReason } from '../../domain/errors/alerts.ts';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import {
  FrameReplySchema, MAX_FRAME_MESSAGE_CHARS, W3M_FRAME_PROTOCOL_VERSION, isReadOnlyRequest, readFrameReady, readFrameReply, requestTimesOut, timeoutAlertsVisitor,
  requestType, type FrameRequestKind,
} from '../../domain/embedded/frame-messages.ts';
import { secureFrameAddress } from './secure-frame-address.ts';

/** The frame's window and the way to take the frame off the page. */
export interface FrameHandle {
  readonly window: MessageEventSource & { postMessage(message: unknown, targetOrigin: string): void };
  remove(): void;
  /** Shows the frame full-size over the page (the visitor approves inside it), or hides it again. */
  setVisible?(visible: boolean): void;
}

/** The page the frame lives in: only what the transport touches, so tests can give a stand-in. */
export interface FrameHost {
  /** Creates the hidden frame at `url` and returns its window, or undefined when it cannot. */
  createFrame(url: string): FrameHandle | undefined;
  addMessageListener(listener: (event: MessageEvent) => void): () => void;
}

export interface FrameTransportOptions {
  /** Where the secure frame is served; its origin is the only one whose messages are read. */
  readonly frameUrl: string;
  readonly projectId: string;
  /** The site's network: sent as a CAIP-2 id (a number n goes as eip155:n), as AppKit sends it. */
  readonly chainId: string | number;
  readonly enableLogger: boolean;
  readonly clock: ClockPort;
  readonly host: FrameHost;
  /** A load or request timeout is reported with its reason. */
  readonly onTimeout?: (reason: FrameTimeoutReason) => void;
  readonly randomId?: () => string;
  /** Where the page says a frame speaks another protocol version (default: the console). */
  readonly warn?: (message: string) => void;
}

interface Pending {
  readonly kind: FrameRequestKind;
  resolve(payload: unknown): void;
  reject(error: unknown): void;
  cancelTimer(): void;
}

/**
 * The client side of the frame protocol. A message is read only when it comes from the frame's
 * exact origin and from the frame's own window, and parses; `postMessage` always names the frame's
 * origin. Replies to unknown or settled ids are ignored.
 */
export class FrameTransport {
  private readonly origin: string;
  private readonly pending = new Map<string, Pending>();
  private frame: ReturnType<FrameHost['createFrame']>;
  private ready: Promise<void> | undefined;
  private stopListening: (() => void) | undefined;
  private onReady: (() => void) | undefined;
  /** The version a frame announced that is not this page's: its requests would never be answered. */
  private otherVersion: string | undefined;

  constructor(private readonly options: FrameTransportOptions) {
    this.origin = new URL(options.frameUrl).origin;
  }

  /** Injects the frame if needed; resolves on its ready event plus the 500 ms settle delay. */
  load(): Promise<void> {
    this.ready ??= new Promise<void>((resolve, reject) => {
      const url = secureFrameAddress(this.options);
      const cancelLoadTimer = this.awaitReady(resolve, reject);
      this.stopListening ??= this.options.host.addMessageListener((event) => this.receive(event));
      this.frame = this.options.host.createFrame(url);
      if (!this.frame) {
        cancelLoadTimer();
        this.onReady = undefined;
        this.ready = undefined;
        reject(catalogueError('EMAIL_DEPENDENCY_LOAD_FAILED', { details: 'the secure frame could not be created' }));
      }
    });
    return this.ready;
  }

  /**
   * The frame reloads itself after answering RELOAD: the requests still waiting on the old page get no
   * answer (they are rejected), and the next ones wait for its new ready event, as at the first load.
   * Call it as soon as the RELOAD answer arrived, before the new page can announce itself.
   */
  awaitReload(): Promise<void> {
    if (!this.frame) return this.load();
    for (const [id, pending] of this.pending) {
      this.pending.delete(id);
      pending.cancelTimer();
      pending.reject(catalogueError(pending.kind === 'rpcRequest' ? 'REQUEST_ABORTED' : 'REQUEST_ABORTED_OTHER'));
    }
    this.ready = new Promise<void>((resolve, reject) => void this.awaitReady(resolve, reject));
    return this.ready;
  }

  /** Waits for the frame's ready event (plus the settle delay) for at most the load timeout; returns the timer's cancel. */
  private awaitReady(resolve: () => void, reject: (error: unknown) => void): () => void {
    const cancelLoadTimer = this.options.clock.schedule(() => {
      const otherVersion = this.otherVersion;
      this.otherVersion = undefined;
      this.onReady = undefined;
      this.ready = undefined;
      this.frame?.remove();
      this.frame = undefined;
      // A frame that loaded but speaks another version is no load failure: nothing it is asked is answered.
      if (otherVersion !== undefined) {
        this.options.onTimeout?.('iframe_request_timeout');
        reject(catalogueError('IFRAME_REQUEST_TIMEOUT', { details: `the secure frame speaks ${otherVersion}, not W3mFrame version ${W3M_FRAME_PROTOCOL_VERSION}` }));
        return;
      }
      this.options.onTimeout?.('iframe_load_failed');
      reject(catalogueError('EMAIL_DEPENDENCY_LOAD_FAILED', { details: 'the secure frame did not load in 20 s' }));
    }, EMBEDDED_WALLET.frameLoadTimeoutMs);
    this.onReady = () => {
      cancelLoadTimer();
      this.onReady = undefined;
      this.options.clock.schedule(resolve, EMBEDDED_WALLET.readyDelayMs);
    };
    return cancelLoadTimer;
  }

  /** Sends one request and settles with its reply's payload, or the frame's error, or a timeout. */
  async request(kind: FrameRequestKind, payload?: unknown): Promise<unknown> {
    await this.load();
    const frame = this.frame;
    if (!frame) throw catalogueError('EMAIL_DEPENDENCY_LOAD_FAILED');
    const id = (this.options.randomId ?? (() => crypto.randomUUID()))();
    return new Promise<unknown>((resolve, reject) => {
      const cancelTimer = requestTimesOut(kind)
        ? this.options.clock.schedule(() => {
            this.pending.delete(id);
            if (timeoutAlertsVisitor(kind)) this.options.onTimeout?.('iframe_request_timeout');
            reject(catalogueError('IFRAME_REQUEST_TIMEOUT'));
          }, EMBEDDED_WALLET.requestTimeoutMs)
        : () => undefined;
      this.pending.set(id, { kind, resolve, reject, cancelTimer });
      frame.window.postMessage({ id, type: requestType(kind), ...(payload === undefined ? {} : { payload }) }, this.origin);
    });
  }

  /**
   * Rejects the requests that change something ('Request was aborted' for an RPC request,
   * 'Something went wrong' for the others); read-only ones keep waiting for their answer.
   */
  abortPending(): void {
    for (const [id, pending] of this.pending) {
      if (isReadOnlyRequest(pending.kind)) continue;
      this.pending.delete(id);
      pending.cancelTimer();
      pending.reject(catalogueError(pending.kind === 'rpcRequest' ? 'REQUEST_ABORTED' : 'REQUEST_ABORTED_OTHER'));
    }
  }

  /** Shows the frame over the page while the visitor approves inside it, or hides it. */
  setVisible(visible: boolean): void {
    this.frame?.setVisible?.(visible);
  }

  /** Removes the frame and the listener; every pending request is rejected. */
  destroy(): void {
    this.stopListening?.();
    this.stopListening = undefined;
    for (const pending of this.pending.values()) {
      pending.cancelTimer();
      pending.reject(catalogueError('REQUEST_ABORTED'));
    }
    this.pending.clear();
    this.frame?.remove();
    this.frame = undefined;
    this.ready = undefined;
  }

  private noteOtherVersion(version: string): void {
    if (!this.onReady || this.otherVersion !== undefined) return;
    this.otherVersion = version;
    (this.options.warn ?? ((message: string) => console.error(message)))(
      `[walletport] the secure frame at ${this.origin} speaks ${/^\d/.test(version) ? `W3mFrame version ${version}` : version}; this page expects ` +
        `W3mFrame protocol version ${W3M_FRAME_PROTOCOL_VERSION} (AppKit 1.7.6: @w3m-app/ and @w3m-frame/ messages). Its requests will time out.`,
    );
  }

  private receive(event: MessageEvent): void {
    // Only the frame itself: its exact origin and its own window (another frame of that origin is not it).
    if (event.origin !== this.origin || !this.frame || event.source !== this.frame.window) return;
    let data: unknown;
    try {
      data = event.data;
      if (typeof data === 'string' ? data.length > MAX_FRAME_MESSAGE_CHARS : JSON.stringify(data ?? null).length > MAX_FRAME_MESSAGE_CHARS) return;
    } catch {
      return;
    }
    const ready = readFrameReady(data);
    if (ready?.status === 'ready') return void this.onReady?.();
    if (ready?.status === 'other-version') return this.noteOtherVersion(ready.version);
    const reply = FrameReplySchema.safeParse(data);
    if (!reply.success) return;
    const pending = this.pending.get(reply.data.id);
    if (!pending) return;
    const outcome = readFrameReply(pending.kind, reply.data);
    if (!outcome) return;
    this.pending.delete(reply.data.id);
    pending.cancelTimer();
    if (outcome.ok) pending.resolve(outcome.payload);
    else if ('invalid' in outcome) pending.reject(catalogueError('INVALID_FRAME_MESSAGE', { params: { kind: 'reply' } }));
    else pending.reject(outcome.message ? catalogueError('WRAPPED', { params: { message: outcome.message } }) : catalogueError('FRAME_ERROR_WITHOUT_MESSAGE'));
  }
}

