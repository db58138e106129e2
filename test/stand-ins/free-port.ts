import { mkdirSync, openSync, closeSync, statSync, unlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * A port handed out here is closed again before its user binds it, so a second process asking the OS in
 * that moment may be handed the same number. Each port handed out is therefore also claimed by a file in
 * one directory every process on the machine shares: a port another process claimed a short while ago
 * is skipped. Claims expire on their own, so a crashed run leaves nothing that blocks the next one.
 */
const CLAIMS = join(tmpdir(), 'walletport-port-claims');
const CLAIM_LIFETIME_MS = 10 * 60_000;
const ATTEMPTS = 50;

function askTheSystem(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Claims the port for this process; false when another claim on it is still fresh. */
export function claimPort(port: number): boolean {
  mkdirSync(CLAIMS, { recursive: true });
  const file = join(CLAIMS, String(port));
  try {
    closeSync(openSync(file, 'wx'));
    return true;
  } catch {
    try {
      if (Date.now() - statSync(file).mtimeMs < CLAIM_LIFETIME_MS) return false;
      // A stale claim: take it over. Two takers at once both unlink; only one `wx` open then succeeds.
      unlinkSync(file);
      closeSync(openSync(file, 'wx'));
      return true;
    } catch {
      return false;
    }
  }
}

/** Asks the OS for a free loopback port that no other process on this machine was handed recently. */
export async function findFreePort(): Promise<number> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const port = await askTheSystem();
    if (claimPort(port)) return port;
  }
  throw new Error(`no free loopback port left unclaimed after ${ATTEMPTS} attempts (claims in ${CLAIMS})`);
}

/** Resolves false when something already listens on the port. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
