import { requestType, type FrameRequestKind } from '../../domain/embedded/frame-messages.ts';
import type { FrameClock, FrameWindow, KeyValueStorage } from './ports/frame-environment.ts';
import { FRAME_CONFIG_ELEMENT_ID } from './adapters/frame-config.ts';
import { memoryDeviceKeyStore, type DeviceKeyStore } from './adapters/device-key.ts';
import { memoryStorage } from './adapters/frame-session.ts';
import { startFrame, type RunningFrame } from './start-frame.ts';
import type { ApprovalVisibility } from './approval/approval-visibility.ts';
import { visibleAtOnce } from './approval/approval-visibility.fixture.ts';
import type { WindowOpener } from './approval/approval-window-channel.ts';

/**
 * Shared by the frame's tests (happy-dom): the frame's page with a stand-in parent that records what it
 * is sent, a stand-in auth server answering from a route table, and helpers to post requests as the
 * embedding page would.
 */
export const FRAME_ORIGIN = 'http://127.0.0.1:4010';
export const PAGE_ORIGIN = 'https://shop.example';
export const OTHER_ORIGIN = 'https://evil.example';
export const ADDRESS = '0x1111111111111111111111111111111111111111';
export const SIGNATURE = `0x${'ab'.repeat(65)}`;
export const TX_HASH = `0x${'cd'.repeat(32)}`;

export interface ServerCall {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
  readonly authorization: string | null;
}

export type RouteAnswer = { readonly status?: number; readonly body: unknown };
export type Route = (call: ServerCall, signal: AbortSignal | undefined) => RouteAnswer | Promise<RouteAnswer>;

/** A same-origin auth server: `routes` keyed 'POST /api/email/start'; anything unrouted answers 404. */
export function fakeAuthServer(routes: Record<string, Route> = {}) {
  const calls: ServerCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    if (url.origin !== FRAME_ORIGIN) throw new TypeError(`not the frame origin: ${url.origin}`);
    const headers = new Headers(init.headers);
    const call: ServerCall = {
      method: init.method ?? 'GET', path: url.pathname,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('authorization'),
    };
    calls.push(call);
    // Like the real server: a call without the device key's proof is refused.
    if (!headers.get('dpop')) {
      return new Response(JSON.stringify({ error: { code: 'DEVICE_PROOF_INVALID', message: 'No device proof' } }), { status: 401 });
    }
    const route = routes[`${call.method} ${call.path}`];
    const answer = route ? await route(call, init.signal ?? undefined) : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls, routes };
}

export interface FramePageOptions {
  readonly config?: unknown;
  readonly search?: string;
  readonly ancestorOrigins?: readonly string[];
  readonly referrer?: string;
  /** false: the frame opened as a page of its own (its own parent). */
  readonly framed?: boolean;
  readonly routes?: Record<string, Route>;
  readonly clock?: FrameClock;
  readonly token?: string;
  readonly approveArmDelayMs?: number;
  /** What the browser tells about the approval being seen (default: seen at once). */
  readonly approvalVisibility?: ApprovalVisibility;
  /** The approval window's opener (default: the browser blocks it). */
  readonly openWindow?: WindowOpener;
  /**
   * The storage of another frame page, as a second frame of the same origin under the same top-level
   * site sees it: the browser gives both one partition (localStorage, sessionStorage, IndexedDB).
   */
  readonly sharesStorageWith?: FrameStorage;
}

/** A frame page's browser storage: localStorage, sessionStorage and the IndexedDB of device keys (by slot). */
export interface FrameStorage {
  readonly storage: KeyValueStorage;
  readonly sessionStorage: KeyValueStorage;
  readonly deviceKeys: (slot: string) => DeviceKeyStore;
}

/** Device keys kept per slot, as the frame's IndexedDB keeps them. */
function memoryDeviceKeysBySlot(): (slot: string) => DeviceKeyStore {
  const stores = new Map<string, DeviceKeyStore>();
  return (slot) => {
    const store = stores.get(slot) ?? memoryDeviceKeyStore();
    stores.set(slot, store);
    return store;
  };
}

export const DEFAULT_CONFIG = { projectId: 'project-a', allowedOrigins: [PAGE_ORIGIN], chains: [1, 31337] };

interface Posted {
  readonly message: { readonly id?: string; readonly type: string; readonly payload?: unknown };
  readonly targetOrigin: string;
}

export function framePage(options: FramePageOptions = {}) {
  const doc = document.implementation.createHTMLDocument('frame');
  const config = doc.createElement('script');
  config.type = 'application/json';
  config.id = FRAME_CONFIG_ELEMENT_ID;
  config.textContent = typeof options.config === 'string' ? options.config : JSON.stringify(options.config ?? DEFAULT_CONFIG);
  doc.body.append(config);
  Object.defineProperty(doc, 'referrer', { value: options.referrer ?? '' });
  const posted: Posted[] = [];
  const waiting = new Map<string, (reply: Posted) => void>();
  const parent = {
    postMessage(message: Posted['message'], targetOrigin: string): void {
      const entry = { message, targetOrigin };
      posted.push(entry);
      if (message.id) waiting.get(message.id)?.(entry);
    },
  };
  const listeners = new Set<(event: MessageEvent) => void>();
  let reloads = 0;
  const win: FrameWindow = {
    parent,
    location: {
      origin: FRAME_ORIGIN,
      search: options.search ?? '?projectId=project-a&chainId=eip155:1&version=4&enableLogger=false',
      ...(options.ancestorOrigins ? { ancestorOrigins: Object.assign([...options.ancestorOrigins], { length: options.ancestorOrigins.length }) } : {}),
      reload: () => void (reloads += 1),
    },
    document: doc,
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
  };
  if (options.framed === false) Object.assign(win, { parent: win });
  const server = fakeAuthServer(options.routes);
  const storage = options.sharesStorageWith?.storage ?? memoryStorage();
  const sessionStorage = options.sharesStorageWith?.sessionStorage ?? memoryStorage();
  const deviceKeys = options.sharesStorageWith?.deviceKeys ?? memoryDeviceKeysBySlot();
  if (options.token) storage.setItem('walletport-frame:session', options.token);
  const warnings: string[] = [];
  let nextId = 0;
  // The frame opens its device key at its first API call, before the proof is signed: counted here, a
  // call is seen the moment it starts, not only once the (asynchronous) proof lets it reach the server.
  let deviceKeyUses = 0;
  const frame: RunningFrame | undefined = startFrame({
    window: win, fetch: server.fetch, storage, sessionStorage, randomUUID: () => crypto.randomUUID(),
    deviceKeys: (slot) => (deviceKeyUses++, deviceKeys(slot)), subtle: crypto.subtle,
    log: { debug: () => undefined, warn: (message) => void warnings.push(message) },
    ...(options.clock ? { clock: options.clock } : {}),
    approveArmDelayMs: options.approveArmDelayMs ?? 0,
    approvalVisibility: options.approvalVisibility ?? visibleAtOnce(),
    openWindow: options.openWindow ?? (() => null),
  });

  const deliver = (data: unknown, from: { origin?: string; source?: unknown } = {}): void => {
    const event = { data, origin: from.origin ?? PAGE_ORIGIN, source: 'source' in from ? from.source : parent } as MessageEvent;
    for (const listener of [...listeners]) listener(event);
  };
  const newId = (): string => `00000000-0000-4000-8000-${String(++nextId).padStart(12, '0')}`;
  /** Posts a request as the embedding page and resolves with the frame's reply. */
  const request = (kind: FrameRequestKind, payload?: unknown, from: { origin?: string } = {}): Promise<Posted> => {
    const id = newId();
    const reply = new Promise<Posted>((resolve) => waiting.set(id, resolve));
    deliver({ id, type: requestType(kind), ...(payload === undefined ? {} : { payload }) }, from);
    return reply;
  };
  const button = (testId: 'wp-frame-approve' | 'wp-frame-reject'): HTMLButtonElement | null => doc.querySelector(`[data-testid="${testId}"]`);
  return {
    doc, win, parent, posted, listeners, server, storage, sessionStorage, deviceKeys, warnings, frame, deliver, request, newId, button,
    deviceKeyUses: () => deviceKeyUses,
    reloads: () => reloads,
  };
}

/** Lets pending promise chains and zero-delay work run. */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 25));

export const signedIn = (): Record<string, Route> => ({
  'GET /api/user': () => ({ body: { email: 'ada@example.com', address: ADDRESS } }),
});
