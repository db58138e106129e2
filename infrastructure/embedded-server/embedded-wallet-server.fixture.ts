import { randomBytes, randomUUID } from 'node:crypto';
import { DeviceKey, memoryDeviceKeyStore } from '../embedded-frame/adapters/device-key.ts';
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

/**
 * A device of its own, as the frame is: every call carries a fresh proof of its device key (the `DPoP`
 * header) and the session token goes as `Authorization: DPoP`. Two clients are two devices.
 */
export interface ApiClient {
  /** Every answer so far, to check what all of them carry. */
  readonly answers: ApiAnswer[];
  /** This client's device key (made on first use). */
  device(): Promise<DeviceKey>;
  get(path: string, token?: string): Promise<ApiAnswer>;
  post(path: string, body: unknown, token?: string): Promise<ApiAnswer>;
  /** A request as given: no proof or token is added. */
  raw(path: string, init: RequestInit): Promise<ApiAnswer>;
  /** The headers a proper call to `path` carries (proof and token), to take apart in a test. */
  headersFor(method: string, path: string, token?: string): Promise<Record<string, string>>;
}

export function newDeviceKey(): Promise<DeviceKey> {
  return DeviceKey.open(memoryDeviceKeyStore(), globalThis.crypto.subtle, () => randomUUID());
}

export function apiClient(baseUrl: string, now: () => number = Date.now): ApiClient {
  const answers: ApiAnswer[] = [];
  let device: Promise<DeviceKey> | undefined;
  const deviceKey = () => (device ??= newDeviceKey());
  const headersFor = async (method: string, path: string, token?: string): Promise<Record<string, string>> => {
    const url = `${baseUrl}${path}`;
    const proof = await (await deviceKey()).proof({
      method, url, issuedAt: Math.floor(now() / 1000), ...(token === undefined ? {} : { accessToken: token }),
    });
    return { dpop: proof, ...(token === undefined ? {} : { authorization: `DPoP ${token}` }) };
  };
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
  return {
    answers,
    raw,
    device: deviceKey,
    headersFor,
    get: async (path, token) => raw(path, { headers: await headersFor('GET', path.split('?')[0] ?? path, token) }),
    post: async (path, body, token) => raw(path, {
      method: 'POST', headers: { 'content-type': 'application/json', ...(await headersFor('POST', path, token)) }, body: JSON.stringify(body),
    }),
  };
}

export interface TestServer {
  readonly server: EmbeddedWalletServer;
  readonly api: ApiClient;
  readonly logLines: string[];
  /** Moves the server's clock (token and code lifetimes) forward. */
  advance(ms: number): void;
  /** A client on a device of its own (a new device key), on the server's clock. */
  newDevice(): ApiClient;
  /** Signs in by e-mail on `client`'s device (default: `api`'s); the token works on that device only. */
  signIn(email: string, client?: ApiClient): Promise<{ sessionToken: string; address: `0x${string}` }>;
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
  const api = apiClient(server.url, () => Date.now() + clock.offset);
  return {
    server,
    api,
    logLines,
    advance: (ms) => void (clock.offset += ms),
    newDevice: () => apiClient(server.url, () => Date.now() + clock.offset),
    async signIn(email, client = api) {
      const started = await client.post('/api/email/start', { email });
      if (started.json.action !== 'VERIFY_OTP') throw new Error(`Sign-in of ${email} did not ask for a code: ${started.text}`);
      const otp = (await api.get(`/api/dev/mailbox?email=${encodeURIComponent(email)}`)).json.otp;
      const verified = await client.post('/api/otp/verify', { email, otp });
      const { sessionToken, user } = verified.json as { sessionToken?: string; user?: { address: `0x${string}` } };
      if (sessionToken === undefined || user === undefined) throw new Error(`Sign-in of ${email} failed: ${verified.text}`);
      return { sessionToken, address: user.address };
    },
  };
}

/** Starting PGlite takes seconds, more when other test files run alongside. */
export const SERVER_START_TIMEOUT_MS = 60_000;
