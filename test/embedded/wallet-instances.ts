import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startEmbeddedWalletServer, type EmbeddedWalletServer, type EmbeddedWalletServerOptions } from '../../infrastructure/embedded-server/embedded-wallet-server.ts';
import { FRAME_SCRIPT, PROJECT_ID } from '../../infrastructure/embedded-server/embedded-wallet-server.fixture.ts';
import { findFreePort } from '../stand-ins/free-port.ts';

/**
 * Several auth server instances on one database, as a deployment runs them: the same public URL (the
 * load balancer's), project and secrets, each listening on a port of its own. An instance runs in this
 * process, or in a child process when a test must kill it.
 */
export const SHARED_SETTINGS = {
  projectId: PROJECT_ID,
  masterKey: '0123456789abcdef'.repeat(4),
  otpSecret: 'otp-secret-shared-by-every-instance-0001',
  jwtSecret: 'jwt-secret-shared-by-every-instance-0001',
} as const;

/** What can cross to a child process: every option that is data, not a function. */
export type InstanceOptions = Omit<EmbeddedWalletServerOptions, 'log' | 'frameScript' | 'now'>;

export function instanceOptions(connectionString: string, publicUrl: string, overrides: Partial<InstanceOptions> = {}): InstanceOptions {
  return {
    ...SHARED_SETTINGS,
    publicUrl,
    allowedOrigins: ['https://dapp.example.test'],
    rpcUrls: {},
    mailer: 'development',
    database: { connectionString, maxConnections: 4 },
    // Dozens of visitors log in from this machine's one address, in the tests and the benchmark.
    loginLimits: { perAddress: { codeRequests: 1_000, codeChecks: 1_000 } },
    ...overrides,
  };
}

export interface WalletInstance {
  /** The instance's own address, for a proxy to forward to and to read its development mailbox. */
  readonly ownUrl: string;
  readonly logLines: readonly string[];
  stop(): Promise<void>;
}

export async function startInstance(options: InstanceOptions): Promise<WalletInstance & { readonly server: EmbeddedWalletServer }> {
  const port = options.port ?? (await findFreePort());
  const logLines: string[] = [];
  const server = await startEmbeddedWalletServer({
    ...options, port, frameScript: async () => FRAME_SCRIPT, log: (line) => void logLines.push(line),
  });
  return { server, ownUrl: `http://127.0.0.1:${port}`, logLines, stop: () => server.stop() };
}

export interface WalletInstanceProcess extends WalletInstance {
  readonly pid: number;
  /** Resolves with the signal or exit code once the process has ended. */
  readonly exited: Promise<string>;
  kill(signal: NodeJS.Signals): void;
}

const PROCESS_SCRIPT = fileURLToPath(new URL('./wallet-instance-process.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

/** An instance in a child process (wallet-instance-process.ts under tsx): answers once it listens. */
export async function startInstanceProcess(options: InstanceOptions, startTimeoutMs = 30_000): Promise<WalletInstanceProcess> {
  const port = options.port ?? (await findFreePort());
  const child = spawn(TSX, [PROCESS_SCRIPT], {
    env: { ...process.env, WALLETPORT_INSTANCE_OPTIONS: JSON.stringify({ ...options, port }) },
    // stdin stays open while this process lives: the instance stops when it closes.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const logLines: string[] = [];
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? `exit ${code}`)));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => void logLines.push(...chunk.split('\n').filter(Boolean)));
  const listening = new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      if (output.includes('\n')) resolve();
    });
    void exited.then((how) => reject(new Error(`The instance process ended (${how}) before it listened:\n${logLines.join('\n')}`)));
    setTimeout(() => reject(new Error(`The instance process did not listen in ${startTimeoutMs} ms`)), startTimeoutMs).unref();
  });
  try {
    await listening;
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    ownUrl: `http://127.0.0.1:${port}`,
    pid: child.pid ?? -1,
    logLines,
    exited,
    kill: (signal) => void child.kill(signal),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
