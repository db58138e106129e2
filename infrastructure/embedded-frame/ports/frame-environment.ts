/**
 * What the secure frame's script touches of the browser, as small shapes: the real window fits them, and a
 * test hands in stand-ins (a parent that records what it is sent, a fetch that answers from a table).
 */

/** The window the frame's script runs in. */
export interface FrameWindow {
  /** The dApp's page; the frame's only correspondent. Equal to the window itself when not framed. */
  readonly parent: FrameParent;
  /** The top-level window, when the browser gives it: tells a frame nested in another frame apart. */
  readonly top?: unknown;
  readonly location: FrameLocation;
  readonly document: Document;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface FrameParent {
  postMessage(message: unknown, targetOrigin: string): void;
}

export interface FrameLocation {
  readonly origin: string;
  readonly search: string;
  /** Chromium and Safari list the embedding pages' origins, nearest first; Firefox has none. */
  readonly ancestorOrigins?: { readonly length: number; readonly [index: number]: string };
  reload(): void;
}

/** localStorage and sessionStorage, or a stand-in. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface FrameClock {
  now(): number;
  /** Runs `task` after `ms`; the returned function cancels it. */
  schedule(task: () => void, ms: number): () => void;
}

/** `debug` is for the page's developer when they ask for it (enableLogger); `warn` is always written. */
export interface FrameLog {
  debug(message: string): void;
  warn(message: string): void;
}

export const systemClock: FrameClock = {
  now: () => Date.now(),
  schedule: (task, ms) => {
    const timer = setTimeout(task, ms);
    return () => clearTimeout(timer);
  },
};

/** Resolves after `ms`, or at once when `signal` aborts. */
export function pause(clock: FrameClock, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const cancel = clock.schedule(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done(): void {
      cancel();
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}
