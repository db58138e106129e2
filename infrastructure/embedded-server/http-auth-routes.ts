import type { AuthService, LoginRequest } from './auth-service.ts';
import { jsonReply, stringField, type Router } from './http-router.ts';

/**
 * How long POST /api/device/wait holds an unconfirmed device before answering false: under the frame's
 * own wait (about 25 s), itself under the client's 30 s request timeout (spec §9).
 */
export const DEVICE_WAIT_MS = 20_000;

export interface AuthRoutesConfig {
  readonly auth: AuthService;
  readonly deviceWaitMs?: number;
}

/** The e-mail login, the device confirmation, the session and the change of e-mail (JSON in, JSON out). */
export function addAuthRoutes(router: Router, config: AuthRoutesConfig): Router {
  const { auth } = config;
  const deviceWaitMs = config.deviceWaitMs ?? DEVICE_WAIT_MS;
  return router
    .add('POST', '/api/email/start', async (context) => jsonReply(await auth.startEmailLogin(loginRequest(await context.json()))))
    .add('POST', '/api/device/wait', async (context) => {
      const request = loginRequest(await context.json());
      const verified = await auth.waitForDevice(request, { timeoutMs: deviceWaitMs, signal: context.signal });
      return jsonReply({ verified });
    })
    .add('POST', '/api/device/verify', async (context) => {
      const body = await context.json();
      return jsonReply(await auth.verifyDevice(stringField(body, 'token')));
    })
    .add('POST', '/api/otp/verify', async (context) => {
      const body = await context.json();
      return jsonReply(await auth.verifyOtp({ ...loginRequest(body), otp: stringField(body, 'otp') }));
    })
    .add('POST', '/api/sign-out', async (context) => {
      await auth.signOut(context.sessionToken());
      return jsonReply({});
    })
    .add('POST', '/api/email/update', async (context) => {
      const sessionToken = context.sessionToken();
      const body = await context.json();
      return jsonReply(await auth.startEmailUpdate(sessionToken, stringField(body, 'newEmail')));
    })
    .add('POST', '/api/email/update/primary', async (context) => {
      const sessionToken = context.sessionToken();
      const body = await context.json();
      return jsonReply(await auth.verifyEmailUpdatePrimaryOtp(sessionToken, stringField(body, 'otp')));
    })
    .add('POST', '/api/email/update/secondary', async (context) => {
      const sessionToken = context.sessionToken();
      const body = await context.json();
      const request = { otp: stringField(body, 'otp'), deviceId: stringField(body, 'deviceId') };
      return jsonReply(await auth.verifyEmailUpdateSecondaryOtp(sessionToken, request));
    });
}

function loginRequest(body: Record<string, unknown>): LoginRequest {
  return { email: stringField(body, 'email'), deviceId: stringField(body, 'deviceId') };
}
