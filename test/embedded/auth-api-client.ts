import { apiClient, type ApiAnswer, type ApiClient } from '../../infrastructure/embedded-server/embedded-wallet-server.fixture.ts';

/**
 * The one way the deployment tests and the bench call the auth API: whatever every request must carry
 * (a device proof, a session token) is added by the fixture's client, for all of them at once. One
 * client is one visitor's device.
 */
export type AuthApiClient = ApiClient;
export type { ApiAnswer };

export function authApiClient(baseUrl: string): AuthApiClient {
  return apiClient(baseUrl);
}

export interface EmailLogin {
  readonly email: string;
  readonly sessionToken: string;
  readonly address: string;
  /** Behind the test balancer: the instances that answered the start and the verify step. */
  readonly answeredBy: readonly [string | null, string | null];
}

/**
 * An e-mail login as the frame makes it: the code asked for through `client` (behind a load balancer, any
 * instance may answer), read from the development mailbox of whichever instance sent it, and entered
 * through `client` again. Throws with the answer that went wrong.
 */
export async function emailLogin(client: AuthApiClient, mailboxUrls: readonly string[], email: string): Promise<EmailLogin> {
  const started = await client.post('/api/email/start', { email });
  if (started.json.action !== 'VERIFY_OTP') throw new LoginFailure('start', started);
  const otp = await readOtp(mailboxUrls, email);
  const verified = await client.post('/api/otp/verify', { email, otp });
  const { sessionToken, user } = verified.json as { sessionToken?: string; user?: { address: string } };
  if (sessionToken === undefined || user === undefined) throw new LoginFailure('verify', verified);
  return {
    email, sessionToken, address: user.address, answeredBy: [started.headers.get('x-served-by'), verified.headers.get('x-served-by')],
  };
}

/** The user of a session, asked of one instance. */
export function whoIs(client: AuthApiClient, sessionToken: string): Promise<ApiAnswer> {
  return client.get('/api/user', sessionToken);
}

/**
 * The newest sign-in code mailed to `email` by any of the instances: each keeps its own development
 * mailbox, so each is asked directly (its own address passes the mailbox's Host check).
 */
export async function readOtp(mailboxUrls: readonly string[], email: string): Promise<string> {
  for (const url of mailboxUrls) {
    // An instance that was killed has no mailbox left to read: the others are asked all the same.
    const answer = await authApiClient(url).get(`/api/dev/mailbox?email=${encodeURIComponent(email)}`).catch(() => undefined);
    if (typeof answer?.json.otp === 'string') return answer.json.otp;
  }
  throw new Error(`No instance mailed a code to ${email}`);
}

/** A login step that did not answer what a working login answers; `answer` says what came back. */
export class LoginFailure extends Error {
  constructor(readonly step: 'start' | 'verify', readonly answer: ApiAnswer) {
    super(`The ${step} step answered ${answer.status}: ${answer.text}`);
    this.name = 'LoginFailure';
  }
}
