import type { SqlDatabase } from '../storage/database.ts';
import { authServiceFor } from './auth-service.fixture.ts';
import type { AuthServiceConfig } from './auth-service.ts';

/** Shared by the e-mail change tests: a user signed in on `deviceId`, with the auth service fixture around them. */
export async function signedInUser(db: SqlDatabase, email: string, deviceId = 'laptop', overrides: Partial<AuthServiceConfig> = {}) {
  const fixture = authServiceFor(db, overrides);
  await fixture.service.startEmailLogin({ email, deviceId });
  const { sessionToken, user } = await fixture.service.verifyOtp({ email, deviceId, otp: fixture.otpFor(email) });
  // Signed in by e-mail, so the user has that e-mail (the record's type also allows users without one).
  return { ...fixture, sessionToken, user: { ...user, email: user.email ?? email }, deviceId };
}

/** Runs the whole change to `to` with the mailed codes and answers what the last step answered. */
export async function changeEmail(signedIn: Awaited<ReturnType<typeof signedInUser>>, to: string) {
  const { service, sessionToken, otpFor, deviceId } = signedIn;
  await service.startEmailUpdate(sessionToken, to);
  await service.verifyEmailUpdatePrimaryOtp(sessionToken, otpFor(signedIn.user.email));
  return service.verifyEmailUpdateSecondaryOtp(sessionToken, { otp: otpFor(to), deviceId });
}
