import { z } from '../schemas/zod-mini.ts';
import { catalogueMessage } from '../errors/catalogue.ts';
import { isEmailAddress, isOneTimeCode } from './login-input.ts';
import { APP_MESSAGE_PREFIX, FRAME_MESSAGE_PREFIX, FRAME_REQUESTS, FrameMessageIdSchema, MAX_FRAME_MESSAGE_CHARS, type FrameRequestKind } from './frame-messages.ts';

/**
 * The secure frame's side of the page-to-frame message protocol (AppKit 1.7.6's W3mFrame messages): what a request from
 * the dApp's page must look like before the frame acts on it. The envelope (id, type) decides whether the
 * frame answers at all; the payload schema per kind decides whether it answers with an error instead of
 * acting. Every schema accepts what AppKit's own client sends (W3mFrameSchema appEvent) and may be stricter
 * on the values (an e-mail address, six digits, known account types).
 */

export const FrameRequestSchema = z.object({
  // An empty id cannot be told from another request's: it gets no answer.
  id: FrameMessageIdSchema.check(z.minLength(1)),
  type: z.string().check(z.maxLength(120), z.regex(/^@w3m-app\/[A-Z_]{1,80}$/)),
  payload: z.optional(z.unknown()),
});

const chainId = z.union([z.string().check(z.minLength(1), z.maxLength(80)), z.int().check(z.positive())]);
const accountType = z.enum(['eoa', 'smartAccount']);
const email = z.string().check(z.refine(isEmailAddress, 'a valid e-mail address'));
const otp = z.string().check(z.refine(isOneTimeCode, 'the six digits from the e-mail'));
const themeVariables = z.record(z.string().check(z.maxLength(100)), z.union([z.string().check(z.maxLength(500)), z.number()]));

/** Request payloads; a kind not listed carries nothing the frame reads. */
export const FRAME_REQUEST_PAYLOADS = {
  switchNetwork: z.object({ chainId }),
  connectEmail: z.object({ email }),
  connectOtp: z.object({ otp }),
  // `uri` is AppKit's field; the frame ignores it and takes the callback address only from its own origin's page.
  connectSocial: z.object({ uri: z.optional(z.string().check(z.maxLength(4_000))), preferredAccountType: z.optional(accountType) }),
  getSocialRedirectUri: z.object({ provider: z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord']) }),
  // AppKit fills chainId in; its schema leaves it optional, and so the frame does (its chain then).
  getUser: z._default(z.object({ chainId: z.optional(chainId), preferredAccountType: z.optional(accountType), socialUri: z.optional(z.string().check(z.maxLength(4_000))) }), {}),
  isConnected: z.optional(z.object({ token: z.optional(z.string().check(z.maxLength(4_000))) })),
  setPreferredAccount: z.object({ type: accountType }),
  rpcRequest: z.object({ method: z.string().check(z.minLength(1), z.maxLength(100)), params: z.optional(z.unknown()) }),
  updateEmail: z.object({ email }),
  updateEmailPrimaryOtp: z.object({ otp }),
  updateEmailSecondaryOtp: z.object({ otp }),
  syncTheme: z.object({
    themeMode: z.optional(z.enum(['light', 'dark'])),
    themeVariables: z.optional(themeVariables),
    w3mThemeVariables: z.optional(themeVariables),
  }),
  syncDappData: z.object({
    metadata: z.optional(z.object({
      name: z.string().check(z.maxLength(200)),
      description: z.optional(z.string().check(z.maxLength(10_000))),
      url: z.optional(z.string().check(z.maxLength(4_000))),
      icons: z.optional(z.array(z.string().check(z.maxLength(4_000))).check(z.maxLength(20))),
    })),
    sdkVersion: z.optional(z.string().check(z.maxLength(200))),
    sdkType: z.optional(z.string().check(z.maxLength(200))),
    projectId: z.string().check(z.maxLength(200)),
  }),
} as const satisfies Partial<Record<FrameRequestKind, z.ZodMiniType>>;

type PayloadSchemas = typeof FRAME_REQUEST_PAYLOADS;

export type FrameRequestPayload<K extends FrameRequestKind> = K extends keyof PayloadSchemas ? z.output<PayloadSchemas[K]> : unknown;

export interface FrameRequest<K extends FrameRequestKind = FrameRequestKind> {
  readonly id: string;
  readonly kind: K;
  readonly payload: FrameRequestPayload<K>;
}

/** One request of any kind, narrowed by `kind`. */
export type AnyFrameRequest = { [K in FrameRequestKind]: FrameRequest<K> }[FrameRequestKind];

export type FrameRequestReading =
  | { readonly status: 'request'; readonly request: AnyFrameRequest }
  /** A well-formed request whose payload is wrong: answered with an error, never acted on. */
  | { readonly status: 'invalid-payload'; readonly id: string; readonly kind: FrameRequestKind; readonly message: string }
  /** Not a request of this protocol: no answer at all. */
  | { readonly status: 'refused'; readonly reason: string };

const KIND_BY_TYPE: ReadonlyMap<string, FrameRequestKind> = new Map(
  (Object.entries(FRAME_REQUESTS) as [FrameRequestKind, string][]).map(([kind, type]) => [`${APP_MESSAGE_PREFIX}${type}`, kind]),
);

/** Reads a posted message as a request: the size first, then the envelope, then the payload of its kind. */
export function readFrameRequest(data: unknown): FrameRequestReading {
  // Data whose getters or proxy traps throw is refused like any other malformed message, never thrown on.
  try {
    return readRequest(data);
  } catch {
    return { status: 'refused', reason: 'unreadable data' };
  }
}

function readRequest(data: unknown): FrameRequestReading {
  if (measureJsonChars(data, MAX_FRAME_MESSAGE_CHARS) === undefined) return { status: 'refused', reason: 'too large or not JSON data' };
  const envelope = FrameRequestSchema.safeParse(data);
  if (!envelope.success) return { status: 'refused', reason: 'not a request envelope' };
  const kind = KIND_BY_TYPE.get(envelope.data.type);
  if (!kind) return { status: 'refused', reason: `unknown request type ${envelope.data.type}` };
  const schema: z.ZodMiniType | undefined = (FRAME_REQUEST_PAYLOADS as Partial<Record<FrameRequestKind, z.ZodMiniType>>)[kind];
  if (!schema) return { status: 'request', request: { id: envelope.data.id, kind, payload: envelope.data.payload } as AnyFrameRequest };
  const payload = schema.safeParse(envelope.data.payload);
  if (!payload.success) {
    return { status: 'invalid-payload', id: envelope.data.id, kind, message: catalogueMessage('INVALID_FRAME_MESSAGE', { kind: `${FRAME_REQUESTS[kind]} payload` }) };
  }
  return { status: 'request', request: { id: envelope.data.id, kind, payload: payload.data } as AnyFrameRequest };
}

/** The type of the frame's reply to `kind`: `@w3m-frame/<TYPE>_SUCCESS` or `_ERROR`. */
export function frameReplyType(kind: FrameRequestKind, outcome: 'SUCCESS' | 'ERROR'): string {
  return `${FRAME_MESSAGE_PREFIX}${FRAME_REQUESTS[kind]}_${outcome}`;
}

const MAX_DEPTH = 64;

/**
 * The length `JSON.stringify(value)` would have, or undefined when it exceeds `max` or the value is not
 * plain JSON data (a Map, a function, a BigInt, nesting deeper than 64, an object reached twice). It walks
 * iteratively and stops as soon as the budget is spent, so a hostile message costs about `max` characters
 * of work and cannot overflow the stack. Objects reached twice are refused too: structured clone keeps
 * shared references, and a few kilobytes of them can stand for gigabytes of JSON.
 */
export function measureJsonChars(value: unknown, max: number): number | undefined {
  let total = 0;
  const seen = new Set<object>();
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; depth: number };
    const current = item.value;
    if (current === null || typeof current === 'boolean') total += String(current).length;
    else if (typeof current === 'number') total += Number.isFinite(current) ? JSON.stringify(current).length : 4;
    else if (typeof current === 'string') {
      if (current.length + 2 > max - total) return undefined;
      total += JSON.stringify(current).length;
    } else if (typeof current === 'object') {
      if (seen.has(current) || item.depth >= MAX_DEPTH) return undefined;
      if (Array.isArray(current) && current.length > max - total) return undefined;
      seen.add(current);
      const entries = plainEntries(current);
      if (!entries) return undefined;
      total += 2 + Math.max(0, entries.length - 1);
      for (const [key, child] of entries) {
        if (key !== undefined) total += JSON.stringify(key).length + 1;
        stack.push({ value: child, depth: item.depth + 1 });
      }
    } else return undefined;
    if (total > max) return undefined;
  }
  return total;
}

/** An array's items or a plain object's defined fields (JSON drops undefined fields, and writes null in arrays). */
function plainEntries(value: object): [string | undefined, unknown][] | undefined {
  if (Array.isArray(value)) return Array.from(value, (item: unknown): [undefined, unknown] => [undefined, item === undefined ? null : item]);
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return undefined;
  return Object.entries(value).filter(([, child]) => child !== undefined);
}
