import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** A local Anvil node, started by `startAnvil`. */
export interface AnvilChain {
  /** The node's EIP-155 chain id. */
  readonly chainId: number;
  /** The port it listens on. */
  readonly port: number;
  /** `http://127.0.0.1:<port>`: its JSON-RPC URL. */
  readonly rpcUrl: string;
  /** Stops the node. */
  stop(): Promise<void>;
}

const PLATFORM_PACKAGES: Readonly<Record<string, string>> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
};

/** The anvil binary shipped inside the npm package (spawned directly: killing `npx` would orphan it). */
export function anvilBinaryPath(): string {
  const pkg = PLATFORM_PACKAGES[`${process.platform}-${process.arch}`];
  if (!pkg) throw new Error(`anvil: no binary package for ${process.platform}-${process.arch}`);
  // The platform package is a dependency of @foundry-rs/anvil: resolve it from there, since npm may nest it.
  let anvilPackage: string;
  try {
    anvilPackage = createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json');
  } catch {
    throw new Error('anvil: the @foundry-rs/anvil package is missing; install it (npm install -D @foundry-rs/anvil)');
  }
  const binary = join(dirname(createRequire(anvilPackage).resolve(`${pkg}/package.json`)), 'bin', 'anvil');
  if (!existsSync(binary)) throw new Error(`anvil: binary missing at ${binary}; reinstall @foundry-rs/anvil`);
  return binary;
}

async function rpcReady(url: string, deadline: number): Promise<void> {
  for (;;) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`anvil at ${url} did not answer in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 2_000).unref();
    });
}

/**
 * Starts a local EVM chain on 127.0.0.1. Port 0 is not supported by anvil, so callers pass a port
 * (see `findFreePort`). The process dies with its parent.
 */
export async function startAnvil(options: { readonly chainId: number; readonly port: number; readonly timeoutMs?: number }): Promise<AnvilChain> {
  const child = spawn(
    anvilBinaryPath(),
    ['--host', '127.0.0.1', '--port', String(options.port), '--chain-id', String(options.chainId), '--silent'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code) => reject(new Error(`anvil (chain ${options.chainId}, port ${options.port}) exited with ${code}: ${stderr.trim()}`)));
  });
  const rpcUrl = `http://127.0.0.1:${options.port}`;
  const stop = stopper(child);
  try {
    await Promise.race([rpcReady(rpcUrl, Date.now() + (options.timeoutMs ?? 15_000)), exited]);
  } catch (error) {
    await stop();
    throw error;
  }
  exited.catch(() => undefined);
  return { chainId: options.chainId, port: options.port, rpcUrl, stop };
}
