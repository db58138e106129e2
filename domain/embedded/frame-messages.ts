import { z } from '../schemas/zod-mini.ts';
import { EMBEDDED_WALLET, TIMED_FRAME_REQUESTS } from '../constants/embedded-wallet.ts';

/**
 * Messages to the embedded secure frame, in AppKit 1.7.6's W3mFrame protocol (the table with its
 * sources is test/contracts/w3m-frame.contract.ts): each request has a random id and a type; the reply
 * carries the same id and the type with _SUCCESS or _ERROR. The frame announces itself with READY. The
 * same protocol reaches Reown's hosted secure site and walletport's own frame.
 */
export const FRAME_REQUESTS = {
  switchNetwork: 'SWITCH_NETWORK',
  connectEmail: 'CONNECT_EMAIL',
  connectDevice: 'CONNECT_DEVICE',
  connectOtp: 'CONNECT_OTP',
  connectSocial: 'CONNECT_SOCIAL',
  getSocialRedirectUri: 'GET_SOCIAL_REDIRECT_URI',
  getFarcasterUri: 'GET_FARCASTER_URI',
  connectFarcaster: 'CONNECT_FARCASTER',
  getUser: 'GET_USER',
  signOut: 'SIGN_OUT',
  // walletport's own (AppKit has no equivalent; only walletport's frame answers it): ends every session
  // of the user on every device, this one included.
  signOutEverywhere: 'SIGN_OUT_EVERYWHERE',
  isConnected: 'IS_CONNECTED',
  getChainId: 'GET_CHAIN_ID',
  getSmartAccountEnabledNetworks: 'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  initSmartAccount: 'INIT_SMART_ACCOUNT',
  setPreferredAccount: 'SET_PREFERRED_ACCOUNT',
  rpcRequest: 'RPC_REQUEST',
  updateEmail: 'UPDATE_EMAIL',
  updateEmailPrimaryOtp: 'UPDATE_EMAIL_PRIMARY_OTP',
  updateEmailSecondaryOtp: 'UPDATE_EMAIL_SECONDARY_OTP',
  syncTheme: 'SYNC_THEME',
  syncDappData: 'SYNC_DAPP_DATA',
  reload: 'RELOAD',
} as const;

export type FrameRequestKind = keyof typeof FRAME_REQUESTS;

/** The prefixes that keep the two directions apart: the app never acts on its own messages echoed back. */
export const APP_MESSAGE_PREFIX = '@w3m-app/';
export const FRAME_MESSAGE_PREFIX = '@w3m-frame/';
export const FRAME_READY = `${FRAME_MESSAGE_PREFIX}READY`;

/** The protocol version the page asks for in the frame's `version` parameter and the frame names in READY. */
export const W3M_FRAME_PROTOCOL_VERSION = String(EMBEDDED_WALLET.secureSdkVersion);

/** Reown's hosted secure site: where AppKit's e-mail and social login go when the site hosts no frame. */
export const HOSTED_SECURE_SITE_URL = 'https://secure.walletconnect.org/sdk';

/** Before this protocol, walletport's frame announced itself with this type (and no version). */
const EARLIER_WALLETPORT_READY = '@walletport-frame/READY';

export function requestType(kind: FrameRequestKind): string {
  return `${APP_MESSAGE_PREFIX}${FRAME_REQUESTS[kind]}`;
}

/** Connect e-mail, device, OTP, social and social redirect wait 30 s; the others as long as the frame takes. */
export function requestTimesOut(kind: FrameRequestKind): boolean {
  return (TIMED_FRAME_REQUESTS as readonly string[]).includes(kind);
}

/**
 * Whether a timed request that runs out raises the 'Embedded Wallet Request Timed Out' alert. Not the device
 * check: Reown's hosted site holds it until the timeout while the visitor reads the mail, and the e-mail
 * login asks again, so that timeout is the normal "not yet"; an alert every 30 s would say something broke.
 */
export function timeoutAlertsVisitor(kind: FrameRequestKind): boolean {
  return requestTimesOut(kind) && kind !== 'connectDevice';
}

/** Requests that change nothing: an abort (sign-out timing out) leaves them running. */
const READ_ONLY: ReadonlySet<FrameRequestKind> = new Set(['getUser', 'isConnected', 'getChainId', 'getSmartAccountEnabledNetworks', 'syncTheme', 'syncDappData']);

export function isReadOnlyRequest(kind: FrameRequestKind): boolean {
  return READ_ONLY.has(kind);
}

/** The largest reply read: a frame answering megabytes is not a frame walletport talks to. */
export const MAX_FRAME_MESSAGE_CHARS = 100_000;

/**
 * A message id: AppKit makes short base-36 ids, walletport UUIDs; both are a few letters, digits and
 * dashes, and nothing longer or of other characters is read.
 */
export const FrameMessageIdSchema = z.string().check(z.maxLength(64), z.regex(/^[A-Za-z0-9_-]*$/));
const id = FrameMessageIdSchema;
const replyType = z.string().check(z.maxLength(120), z.regex(/^@w3m-frame\/[A-Z_]{1,80}_(SUCCESS|ERROR)$/));

/** Any reply: the shape is checked here, its payload against the request's own schema (below). */
export const FrameReplySchema = z.object({ id, type: replyType, payload: z.optional(z.unknown()) });
export type FrameReply = z.infer<typeof FrameReplySchema>;

/** AppKit's READY carries an optional version (W3mFrameSchema FrameReadyResponse); the hosted site may leave it out. */
const FrameReadySchema = z.object({ type: z.literal(FRAME_READY), payload: z.optional(z.object({ version: z.optional(z.string().check(z.maxLength(80))) })) });

export type FrameReadyReading =
  | { readonly status: 'ready' }
  /** A frame announcing another protocol version: not ready for this page, which says what it expected. */
  | { readonly status: 'other-version'; readonly version: string };

/** Reads a frame's announcement, or undefined when the message is none. */
export function readFrameReady(data: unknown): FrameReadyReading | undefined {
  const ready = FrameReadySchema.safeParse(data);
  if (ready.success) {
    const version = ready.data.payload?.version;
    return version === undefined || version === W3M_FRAME_PROTOCOL_VERSION ? { status: 'ready' } : { status: 'other-version', version };
  }
  const earlier = z.object({ type: z.literal(EARLIER_WALLETPORT_READY) }).safeParse(data);
  return earlier.success ? { status: 'other-version', version: 'walletport\'s earlier @walletport-frame protocol' } : undefined;
}

const ErrorPayloadSchema = z.optional(z.object({ message: z.optional(z.string().check(z.maxLength(2_000))) }));

const accountType = z.enum(['eoa', 'smartAccount']);
const chainId = z.union([z.string().check(z.minLength(1), z.maxLength(80)), z.int().check(z.positive())]);

/** Success payloads, per request; a request not listed here answers anything (an RPC result, say). */
export const FRAME_SUCCESS_PAYLOADS: Partial<Record<FrameRequestKind, z.ZodMiniType>> = {
  connectEmail: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  getUser: z.object({
    email: z.optional(z.nullable(z.string().check(z.maxLength(320)))),
    address: z.string().check(z.minLength(1), z.maxLength(128)),
    chainId,
    accounts: z.optional(z.array(z.object({ address: z.string().check(z.minLength(1), z.maxLength(128)), type: accountType })).check(z.maxLength(50))),
    userName: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
    preferredAccountType: z.optional(accountType),
    // Optional in AppKit's FrameGetUserResponse: a frame that leaves it out means not deployed.
    smartAccountDeployed: z.optional(z.boolean()),
  }),
  isConnected: z.object({ isConnected: z.boolean() }),
  getChainId: z.object({ chainId }),
  getSmartAccountEnabledNetworks: z.object({ smartAccountEnabledNetworks: z.array(z.int().check(z.positive())).check(z.maxLength(500)) }),
  getSocialRedirectUri: z.object({ uri: z.url().check(z.maxLength(4_000)) }),
  getFarcasterUri: z.object({ url: z.url().check(z.maxLength(4_000)) }),
  updateEmail: z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  updateEmailSecondaryOtp: z.object({ newEmail: z.email().check(z.maxLength(320)) }),
};

export type FrameOutcome =
  | { readonly ok: true; readonly payload: unknown }
  | { readonly ok: false; readonly message: string | undefined }
  /** A success whose payload does not match the request's schema: the request fails, nothing is used. */
  | { readonly ok: false; readonly invalid: true };

/**
 * What a reply to `kind` says: its success payload checked against the request's schema, or the error's
 * message. A reply of another request's type is undefined: not an answer to this request.
 */
export function readFrameReply(kind: FrameRequestKind, reply: FrameReply): FrameOutcome | undefined {
  const base = `${FRAME_MESSAGE_PREFIX}${FRAME_REQUESTS[kind]}`;
  if (reply.type === `${base}_ERROR`) {
    const parsed = ErrorPayloadSchema.safeParse(reply.payload);
    return { ok: false, message: parsed.success ? parsed.data?.message || undefined : undefined };
  }
  if (reply.type !== `${base}_SUCCESS`) return undefined;
  const schema = FRAME_SUCCESS_PAYLOADS[kind];
  if (!schema) return { ok: true, payload: reply.payload };
  const parsed = schema.safeParse(reply.payload);
  return parsed.success ? { ok: true, payload: parsed.data } : { ok: false, invalid: true };
}
