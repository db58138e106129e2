import { randomBytes } from 'node:crypto';
import { startEmbeddedWalletServer, type EmbeddedWalletServer, type EmbeddedWalletServerOptions } from './embedded-wallet-server.ts';

/** Shared by the server's tests: a real server on a free port, and a fetch client that keeps every answer. */
export const PROJECT_ID = 'project-a';
export const DAPP_ORIGIN = 'https://dapp.example.test';
export const FRAME_SCRIPT = 'window.__walletportFrameLoaded = true;';

export interface ApiAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  /** The body parsed as JSON (undefined when it is not JSON). */
  readonly json: Record<string, unknown> & { error?: { code: string; message: string } };
}

export interface ApiClient {
  /** Every answer so far, to check what all of them carry. */
  readonly answers: ApiAnswer[];
  get(path: string, token?: string): Promise<ApiAnswer>;
  post(path: string, body: unknown, token?: string): Promise<ApiAnswer>;
  raw(path: string, init: RequestInit): Promise<ApiAnswer>;
}

export function apiClient(baseUrl: string): ApiClient {
  const answers: ApiAnswer[] = [];
  const raw = async (path: string, init: RequestInit): Promise<ApiAnswer> => {
    const response = await fetch(`${baseUrl}${path}`, init);
    const text = await response.text();
    let json: ApiAnswer['json'];
    try {
      json = JSON.parse(text) as ApiAnswer['json'];
    } catch {
      json = {};
    }
    const answer = { status: response.status, headers: response.headers, text, json };
    answers.push(answer);
    return answer;
  };
  const auth = (token?: string): Record<string, string> => (token === undefined ? {} : { authorization: `Bearer ${token}` });
  return {
    answers,
    raw,
    get: (path, token) => raw(path, { headers: auth(token) }),
    post: (path, body, token) => raw(path, {
      method: 'POST', headers: { 'content-type': 'application/json', ...auth(token) }, body: JSON.stringify(body),
    }),
  };
}

export interface TestServer {
  readonly server: EmbeddedWalletServer;
  readonly api: ApiClient;
  readonly logLines: string[];
  /** Moves the server's clock (token and code lifetimes) forward. */
  advance(ms: number): void;
  signIn(email: string, deviceId?: string): Promise<{ sessionToken: string; address: `0x${string}` }>;
}

export async function startTestServer(overrides: Partial<EmbeddedWalletServerOptions> = {}): Promise<TestServer> {
  const clock = { offset: 0 };
  const logLines: string[] = [];
  const server = await startEmbeddedWalletServer({
    projectId: PROJECT_ID,
    allowedOrigins: [DAPP_ORIGIN],
    rpcUrls: {},
    masterKey: randomBytes(32).toString('hex'),
    otpSecret: 'otp-secret-of-at-least-32-characters!',
    jwtSecret: 'jwt-secret-of-at-least-thirty-two-chars',
    mailer: 'development',
    log: (line) => void logLines.push(line),
    frameScript: async () => FRAME_SCRIPT,
    now: () => Date.now() + clock.offset,
    ...overrides,
  });
  const api = apiClient(server.url);
  return {
    server,
    api,
    logLines,
    advance: (ms) => void (clock.offset += ms),
    async signIn(email, deviceId = 'device-1') {
      const started = await api.post('/api/email/start', { email, deviceId });
      if (started.json.action !== 'VERIFY_OTP') throw new Error(`Sign-in of ${email} did not ask for a code: ${started.text}`);
      const otp = (await api.get(`/api/dev/mailbox?email=${encodeURIComponent(email)}`)).json.otp;
      const verified = await api.post('/api/otp/verify', { email, deviceId, otp });
      const { sessionToken, user } = verified.json as { sessionToken?: string; user?: { address: `0x${string}` } };
      if (sessionToken === undefined || user === undefined) throw new Error(`Sign-in of ${email} failed: ${verified.text}`);
      return { sessionToken, address: user.address };
    },
  };
}

/** Starting PGlite takes seconds, more when other test files run alongside. */
export const SERVER_START_TIMEOUT_MS = 60_000;
