import type { AuthService, LoginRequest } from '../email-login/auth-service.ts';
import { jsonReply, stringField, type RouteContext, type Router } from './http-router.ts';

/**
 * How long POST /api/device/wait holds an unconfirmed device before answering false: under the frame's
 * own wait (about 25 s), itself under the client's 30 s request timeout (connect email, device, otp, social).
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
    .add('POST', '/api/email/start', async (context) => jsonReply(await auth.startEmailLogin(await loginRequest(context))))
    .add('POST', '/api/device/wait', async (context) => {
      const request = await loginRequest(context);
      const verified = await auth.waitForDevice(request, { timeoutMs: deviceWaitMs, signal: context.signal });
      return jsonReply({ verified });
    })
    .add('POST', '/api/device/verify', async (context) => {
      const body = await context.json();
      return jsonReply(await auth.verifyDevice(stringField(body, 'token')));
    })
    .add('POST', '/api/otp/verify', async (context) => {
      const request = await loginRequest(context);
      return jsonReply(await auth.verifyOtp({ ...request, otp: stringField(await context.json(), 'otp') }));
    })
    .add('POST', '/api/sign-out', async (context) => {
      await auth.signOut(await context.sessionToken());
      return jsonReply({});
    })
    .add('POST', '/api/sign-out/everywhere', async (context) => {
      await auth.signOutEverywhere(await context.sessionToken());
      return jsonReply({});
    })
    .add('POST', '/api/email/update', async (context) => {
      const sessionToken = await context.sessionToken();
      const body = await context.json();
      return jsonReply(await auth.startEmailUpdate(sessionToken, stringField(body, 'newEmail')));
    })
    .add('POST', '/api/email/update/primary', async (context) => {
      const sessionToken = await context.sessionToken();
      const body = await context.json();
      return jsonReply(await auth.verifyEmailUpdatePrimaryOtp(sessionToken, stringField(body, 'otp')));
    })
    .add('POST', '/api/email/update/secondary', async (context) => {
      const sessionToken = await context.sessionToken();
      const body = await context.json();
      // The device stays confirmed for the new address: the one that proved its key, never one the body names.
      const request = { otp: stringField(body, 'otp'), deviceId: await context.deviceKey() };
      return jsonReply(await auth.verifyEmailUpdateSecondaryOtp(sessionToken, request));
    });
}

/** The e-mail of the body, for the device whose key signed the request (any `deviceId` in the body is ignored). */
async function loginRequest(context: RouteContext): Promise<LoginRequest> {
  const email = stringField(await context.json(), 'email');
  return { email, deviceId: await context.deviceKey() };
}
