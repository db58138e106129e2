import { z } from './zod.ts';
import { boundedText, chainIdSchema, emailSchema, preferredAccountTypeSchema, userFieldsSchema } from './frame-fields.ts';
import {
  CONNECT_EMAIL_ACTIONS, FRAME_READY, FRAME_REQUEST_NAMES, FRAME_SESSION_UPDATE, UPDATE_EMAIL_ACTIONS, errorType, successType,
  type FrameRequestKind,
} from './frame-message-types.ts';
import { frameMessageError, type FrameParseResult } from './frame-requests.ts';
import { safeParse } from './safe-parse.ts';

const idSchema = z.string().min(1).max(128);
const empty = z.union([z.object({}).loose(), z.undefined(), z.null()]).optional();

/** Spec §7 success payloads, per request. The RPC reply is whatever the chain answered (JSON). */
export const FRAME_SUCCESS_PAYLOADS = {
  switchNetwork: z.object({ chainId: chainIdSchema }),
  connectEmail: z.object({ action: z.enum(CONNECT_EMAIL_ACTIONS) }),
  connectDevice: empty,
  connectOtp: empty,
  connectSocial: userFieldsSchema,
  getSocialRedirectUri: z.object({ uri: z.string().min(1).max(8_192) }),
  getFarcasterUri: z.object({ url: z.string().min(1).max(8_192) }),
  connectFarcaster: z.object({ userName: boundedText() }),
  getUser: userFieldsSchema,
  signOut: empty,
  isConnected: z.object({ isConnected: z.boolean() }),
  getChainId: z.object({ chainId: chainIdSchema }),
  getSmartAccountEnabledNetworks: z.object({ smartAccountEnabledNetworks: z.array(z.number().int()).max(1_000) }),
  initSmartAccount: z.object({ address: boundedText().optional(), isDeployed: z.boolean().optional() }).loose().optional(),
  setPreferredAccount: z.object({ type: preferredAccountTypeSchema, address: boundedText().optional() }),
  rpcRequest: z.unknown(),
  updateEmail: z.object({ action: z.enum(UPDATE_EMAIL_ACTIONS) }),
  updateEmailPrimaryOtp: empty,
  updateEmailSecondaryOtp: z.object({ newEmail: emailSchema }),
  syncTheme: empty,
  syncDappData: empty,
  reload: empty,
} as const satisfies Record<FrameRequestKind, z.ZodType>;

/** Spec §7 error payload: a message (absent allowed: 'An error occurred' is shown then). */
export const frameErrorPayloadSchema = z.object({ message: z.string().max(4_096).optional() }).loose().optional();

export type FrameReply =
  | { readonly id: string; readonly kind: FrameRequestKind; readonly ok: true; readonly payload: unknown }
  | { readonly id: string; readonly kind: FrameRequestKind; readonly ok: false; readonly payload: { readonly message?: string | undefined } | undefined };

const envelopeSchema = z.object({ id: idSchema, type: z.string().max(128), payload: z.unknown().optional() });

const KIND_BY_NAME = new Map<string, FrameRequestKind>(
  (Object.keys(FRAME_REQUEST_NAMES) as FrameRequestKind[]).map((kind) => [FRAME_REQUEST_NAMES[kind], kind]),
);

/**
 * Spec §5/§7: a reply to a request. The type must be a known request's _SUCCESS or _ERROR, and the payload
 * must match that request's schema; anything else fails with a typed error.
 */
export function parseFrameReply(value: unknown): FrameParseResult<FrameReply> {
  const envelope = safeParse(envelopeSchema, value);
  if (!envelope.success) return { ok: false, error: frameMessageError('reply', envelope.issue) };
  const { id, type, payload } = envelope.data;
  const match = /^@w3m-frame\/([A-Z_]+)_(SUCCESS|ERROR)$/.exec(type);
  const kind = match?.[1] === undefined ? undefined : KIND_BY_NAME.get(match[1]);
  if (kind === undefined || match === null) return { ok: false, error: frameMessageError('reply', `unknown type ${type}`) };
  const ok = match[2] === 'SUCCESS';
  const schema: z.ZodType = ok ? FRAME_SUCCESS_PAYLOADS[kind] : frameErrorPayloadSchema;
  const parsed = safeParse(schema, payload);
  if (!parsed.success) return { ok: false, error: frameMessageError('reply', parsed.issue) };
  if (ok) return { ok: true, value: { id, kind, ok: true, payload: parsed.data } };
  return { ok: true, value: { id, kind, ok: false, payload: parsed.data as { message?: string } | undefined } };
}

/** Unsolicited frame events: ready, and the session token update. */
export const frameEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal(FRAME_READY), payload: z.unknown().optional() }),
  z.object({ type: z.literal(FRAME_SESSION_UPDATE), payload: z.object({ token: z.string().min(1).max(8_192) }) }),
]);

export type FrameEvent = z.infer<typeof frameEventSchema>;

export function parseFrameEvent(value: unknown): FrameParseResult<FrameEvent> {
  const parsed = safeParse(frameEventSchema, value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: frameMessageError('reply', parsed.issue) };
}

export { successType, errorType };
