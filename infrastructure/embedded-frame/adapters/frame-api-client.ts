import { z } from '../../../domain/schemas/zod.ts';
import { catalogueMessage } from '../../../domain/errors/catalogue.ts';
import type { DeviceKey } from './device-key.ts';
import type { FrameSession } from './frame-session.ts';

/** An error answer of the auth server, or a failure to reach it; `message` is what the page is told. */
export class FrameApiError extends Error {
  constructor(message: string, readonly code: string | undefined, readonly status: number | undefined) {
    super(message);
    this.name = 'FrameApiError';
  }
}

/** The server refused the session token (revoked, expired, unknown): the visitor is signed out. */
export function isSessionRefusal(error: unknown): boolean {
  if (!(error instanceof FrameApiError)) return false;
  return error.status === 401 || error.code === 'SESSION_TOKEN_INVALID' || error.code === 'JWT_TOKEN_NOT_VALID';
}

const ErrorBodySchema = z.object({ error: z.object({ code: z.union([z.string(), z.number()]).optional(), message: z.string().min(1).max(2_000) }) });
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/);
const socialProvider = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster']);
// socialProvider / userName: only GET /api/user answers them (null for an e-mail session).
const UserSchema = z.object({
  email: z.string().max(320).nullable(), address,
  socialProvider: socialProvider.nullable().optional(), userName: z.string().max(200).nullable().optional(),
  // Only GET /api/user?chainId=N answers it: null when that chain has no smart-account factory.
  smartAccount: z.object({ address, deployed: z.boolean() }).nullable().optional(),
});
const StartSchema = z.object({ action: z.enum(['VERIFY_OTP', 'VERIFY_DEVICE', 'CONNECT']) });
const WaitSchema = z.object({ verified: z.boolean() });
const OtpSchema = z.object({ sessionToken: z.string().min(1).max(8_000), user: UserSchema });
const SignatureSchema = z.object({ signature: z.string().regex(/^0x[0-9a-fA-F]{130,}$/) });
const HashSchema = z.object({ hash: z.string().regex(/^0x[0-9a-fA-F]{64}$/) });
const RpcSchema = z.object({ result: z.unknown() });
const UpdateStartSchema = z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) });
const UpdatePrimarySchema = z.object({ action: z.literal('VERIFY_SECONDARY_OTP') });
const UpdateSecondarySchema = z.object({ newEmail: z.string().email().max(320) });
const SocialStartSchema = z.object({ uri: z.string().url().max(4_000) });
const SmartAccountNetworksSchema = z.object({ smartAccountEnabledNetworks: z.array(z.number().int().positive()).max(500) });
const SmartAccountDeploySchema = z.object({ smartAccount: z.object({ address, deployed: z.boolean() }) });
const FarcasterStartSchema = z.object({ url: z.string().url().max(4_000), channelId: z.string().min(1).max(100) });
const FarcasterWaitSchema = z.union([z.object({ pending: z.literal(true) }), OtpSchema]);

/** A session once the approval in Farcaster verified, else `{ pending: true }` (ask again). */
export type FarcasterWaitAnswer = z.output<typeof FarcasterWaitSchema>;

export type FrameUser = z.output<typeof UserSchema>;
export type EmailLoginAction = z.output<typeof StartSchema>['action'];
export type EmailUpdateAction = z.output<typeof UpdateStartSchema>['action'];

export interface FrameApiClientOptions {
  /** The frame's own origin: the auth server that served it. */
  readonly origin: string;
  readonly fetch: typeof fetch;
  readonly session: FrameSession;
  /** The frame's device key (opened once, then the same): every call carries its proof. */
  readonly deviceKey: () => Promise<DeviceKey>;
  /** Milliseconds since the epoch, for the proofs' times. */
  readonly now: () => number;
}

/**
 * The auth server's HTTP API (same origin, JSON). Every call carries a proof signed by the device key
 * (the `DPoP` header) and the session token goes as `Authorization: DPoP`: the server binds sign-ins
 * and sessions to that key. Error answers become FrameApiErrors carrying the server's catalogue text; a
 * session token the server refuses is dropped from storage on the spot.
 */
export class FrameApiClient {
  constructor(private readonly options: FrameApiClientOptions) {}

  async startEmailLogin(email: string): Promise<EmailLoginAction> {
    return (await this.call('POST', '/api/email/start', StartSchema, { email })).action;
  }

  /** Long-polls up to 20 s for the device link to be followed; `signal` cuts it short. */
  async waitForDevice(email: string, signal: AbortSignal): Promise<boolean> {
    return (await this.call('POST', '/api/device/wait', WaitSchema, { email }, { signal })).verified;
  }

  async verifyOtp(email: string, otp: string): Promise<{ readonly sessionToken: string; readonly user: FrameUser }> {
    return this.call('POST', '/api/otp/verify', OtpSchema, { email, otp });
  }

  getUser(): Promise<FrameUser> {
    return this.call('GET', '/api/user', UserSchema, undefined, { auth: true });
  }

  async signMessage(messageHex: string): Promise<string> {
    return (await this.call('POST', '/api/sign/message', SignatureSchema, { message: messageHex }, { auth: true })).signature;
  }

  async signTypedData(typedData: unknown): Promise<string> {
    return (await this.call('POST', '/api/sign/typed-data', SignatureSchema, { typedData }, { auth: true })).signature;
  }

  async sendTransaction(chainId: number, transaction: Readonly<Record<string, string>>): Promise<string> {
    return (await this.call('POST', '/api/transactions', HashSchema, { chainId, transaction }, { auth: true })).hash;
  }

  /** A read-only JSON-RPC call through the server's RPC URL for `chainId`; a JSON-RPC error is thrown. */
  async rpc(chainId: number, method: string, params: unknown): Promise<unknown> {
    return (await this.call('POST', '/api/rpc', RpcSchema, { chainId, method, params })).result;
  }

  /** Starts changing the signed-in user's e-mail: a code goes to the current address. */
  async startEmailUpdate(newEmail: string): Promise<EmailUpdateAction> {
    return (await this.call('POST', '/api/email/update', UpdateStartSchema, { newEmail }, { auth: true })).action;
  }

  /** The current address's code; the server then mails a code to the new address. */
  async verifyEmailUpdatePrimaryOtp(otp: string): Promise<'VERIFY_SECONDARY_OTP'> {
    return (await this.call('POST', '/api/email/update/primary', UpdatePrimarySchema, { otp }, { auth: true })).action;
  }

  /** The new address's code; answers the e-mail now stored, for which this device stays confirmed. */
  async verifyEmailUpdateSecondaryOtp(otp: string): Promise<string> {
    return (await this.call('POST', '/api/email/update/secondary', UpdateSecondarySchema, { otp }, { auth: true })).newEmail;
  }

  async signOut(): Promise<void> {
    await this.call('POST', '/api/sign-out', z.unknown(), {}, { auth: true });
  }

  /** Ends every session of the signed-in user, on every device and site. */
  async signOutEverywhere(): Promise<void> {
    await this.call('POST', '/api/sign-out/everywhere', z.unknown(), {}, { auth: true });
  }

  /** The provider's authorization address for a social sign-in started for the page of `origin`. */
  async startSocialLogin(provider: string, origin: string): Promise<string> {
    return (await this.call('POST', '/api/social/start', SocialStartSchema, { provider, origin })).uri;
  }

  /** Finishes a social sign-in with the address the provider sent the sign-in window back to. */
  async finishSocialLogin(uri: string): Promise<{ readonly sessionToken: string; readonly user: FrameUser }> {
    return this.call('POST', '/api/social/finish', OtpSchema, { uri });
  }

  /** Opens a Farcaster sign-in: the Farcaster client's link, and the server's opaque id of the sign-in. */
  startFarcasterLogin(origin: string): Promise<{ readonly url: string; readonly channelId: string }> {
    return this.call('POST', '/api/farcaster/start', FarcasterStartSchema, { origin });
  }

  /** Long-polls up to 20 s for the approval in Farcaster; `signal` cuts it short. */
  waitForFarcaster(channelId: string, signal: AbortSignal): Promise<FarcasterWaitAnswer> {
    return this.call('POST', '/api/farcaster/wait', FarcasterWaitSchema, { channelId }, { signal });
  }

  /** The user with their smart account on `chainId` (null: no smart accounts there). */
  getUserOnChain(chainId: number): Promise<FrameUser> {
    return this.call('GET', `/api/user?chainId=${chainId}`, UserSchema, undefined, { auth: true });
  }

  /** The chains on which the server offers smart accounts. */
  async smartAccountNetworks(): Promise<number[]> {
    return (await this.call('GET', '/api/smart-account/networks', SmartAccountNetworksSchema)).smartAccountEnabledNetworks;
  }

  /** Deploys the user's smart account on `chainId` unless it is there already. */
  async deploySmartAccount(chainId: number): Promise<{ readonly address: string; readonly deployed: boolean }> {
    return (await this.call('POST', '/api/smart-account/deploy', SmartAccountDeploySchema, { chainId }, { auth: true })).smartAccount;
  }

  /** Sends the transaction from the user's smart account (the server deploys it first when needed). */
  async sendSmartAccountTransaction(chainId: number, transaction: Readonly<Record<string, string>>): Promise<string> {
    return (await this.call('POST', '/api/transactions', HashSchema, { chainId, from: 'smartAccount', transaction }, { auth: true })).hash;
  }

  private async call<T>(method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, body?: unknown,
    options: { readonly auth?: boolean; readonly signal?: AbortSignal } = {}): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let token: string | undefined;
    if (options.auth) {
      token = this.options.session.token();
      if (!token) throw new FrameApiError(catalogueMessage('SESSION_TOKEN_INVALID'), 'SESSION_TOKEN_INVALID', undefined);
      headers.authorization = `DPoP ${token}`;
    }
    const url = new URL(path, this.options.origin).toString();
    const device = await this.options.deviceKey();
    headers.dpop = await device.proof({
      method, url, issuedAt: Math.floor(this.options.now() / 1000), ...(token === undefined ? {} : { accessToken: token }),
    });
    let response: Response;
    try {
      response = await this.options.fetch(url, {
        method, headers, credentials: 'omit', cache: 'no-store', redirect: 'error',
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new FrameApiError(catalogueMessage('HTTP_NETWORK'), undefined, undefined);
    }
    const answer: unknown = await response.json().catch(() => undefined);
    const failure = ErrorBodySchema.safeParse(answer);
    if (!response.ok || failure.success) {
      const error = failure.success
        ? new FrameApiError(failure.data.error.message, failure.data.error.code === undefined ? undefined : String(failure.data.error.code), response.status)
        : new FrameApiError(catalogueMessage('HTTP_STATUS', { status: response.status }), undefined, response.status);
      if (options.auth && isSessionRefusal(error)) this.options.session.clearToken();
      throw error;
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new FrameApiError(catalogueMessage('HTTP_INVALID_BODY'), undefined, response.status);
    return parsed.data;
  }
}
