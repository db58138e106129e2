import { z } from './zod.ts';
import type { WalletportError } from '../errors/walletport-error.ts';
import { catalogueError } from '../errors/catalogue.ts';
import {
  boundedText, chainIdSchema, emailSchema, frameSocialProviderSchema, preferredAccountTypeSchema, sendCallsParamsSchema,
  solanaSignAndSendParamsSchema, themeModeSchema,
} from './frame-fields.ts';
import { requestType, type FrameRequestKind } from './frame-message-types.ts';
import { safeParse } from './safe-parse.ts';

const idSchema = z.string().min(1).max(128);
const otpSchema = z.string().regex(/^[0-9A-Za-z]{4,12}$/);

function request<K extends FrameRequestKind, P extends z.ZodType | undefined = undefined>(kind: K, payload?: P) {
  return z.object({
    id: idSchema,
    type: z.literal(requestType(kind)),
    ...(payload === undefined ? {} : { payload }),
  } as { id: typeof idSchema; type: z.ZodLiteral<ReturnType<typeof requestType<K>>> } & (P extends z.ZodType ? { payload: P } : object));
}

/** Spec §5/§6: the RPC request's method-specific params are checked; other methods pass their params as data. */
const rpcRequestPayloadSchema = z
  .object({ method: z.string().min(1).max(128), params: z.unknown().optional(), chainId: chainIdSchema.optional() })
  .superRefine((payload, context) => {
    const special =
      payload.method === 'wallet_sendCalls' ? sendCallsParamsSchema
      : payload.method === 'solana_signAndSendTransaction' ? solanaSignAndSendParamsSchema
      : undefined;
    const result = special?.safeParse(payload.params);
    if (result !== undefined && !result.success) {
      context.addIssue({ code: 'custom', path: ['params'], message: result.error.issues[0]?.message ?? 'Invalid params' });
    }
  });

const themeVariablesSchema = z.record(z.string().max(128), z.union([z.string().max(1_024), z.number()]));

/** Spec §7: every request the app posts to the secure frame. */
export const frameRequestSchema = z.discriminatedUnion('type', [
  request('switchNetwork', z.object({ chainId: chainIdSchema })),
  request('connectEmail', z.object({ email: emailSchema })),
  request('connectDevice'),
  request('connectOtp', z.object({ otp: otpSchema })),
  request('connectSocial', z.object({ uri: z.string().min(1).max(8_192), preferredAccountType: preferredAccountTypeSchema.optional() })),
  request('getSocialRedirectUri', z.object({ provider: frameSocialProviderSchema })),
  request('getFarcasterUri'),
  request('connectFarcaster'),
  request('getUser', z.object({
    chainId: chainIdSchema.optional(),
    preferredAccountType: preferredAccountTypeSchema.optional(),
    socialUri: z.string().max(8_192).optional(),
  })),
  request('signOut'),
  request('isConnected', z.object({ token: boundedText().optional() }).optional()),
  request('getChainId'),
  request('getSmartAccountEnabledNetworks'),
  request('initSmartAccount'),
  request('setPreferredAccount', z.object({ type: preferredAccountTypeSchema })),
  request('rpcRequest', rpcRequestPayloadSchema),
  request('updateEmail', z.object({ email: emailSchema })),
  request('updateEmailPrimaryOtp', z.object({ otp: otpSchema })),
  request('updateEmailSecondaryOtp', z.object({ otp: otpSchema })),
  request('syncTheme', z.object({
    themeMode: themeModeSchema.optional(),
    themeVariables: themeVariablesSchema.optional(),
    w3mThemeVariables: themeVariablesSchema.optional(),
  })),
  request('syncDappData', z.object({
    metadata: z.object({
      name: boundedText(), description: boundedText(), url: boundedText(), icons: z.array(boundedText()).max(20),
    }).optional(),
    sdkVersion: boundedText(),
    sdkType: boundedText(),
    projectId: boundedText(),
  })),
  request('reload'),
]);

export type FrameRequest = z.infer<typeof frameRequestSchema>;

export type FrameParseResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: WalletportError };

/** Spec §5: frame messages must match the known schemas, else parsing fails (with a typed error). */
export function parseFrameRequest(value: unknown): FrameParseResult<FrameRequest> {
  const parsed = safeParse(frameRequestSchema, value);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, error: frameMessageError('request', parsed.issue) };
}

export function frameMessageError(kind: 'request' | 'reply', issue: string | undefined): WalletportError {
  return catalogueError('INVALID_FRAME_MESSAGE', { params: { kind }, ...(issue === undefined ? {} : { details: issue.slice(0, 200) }) });
}
