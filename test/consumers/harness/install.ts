import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lock } from 'proper-lockfile';
import { consumersRootOf, markCheckoutFolder } from './consumer-folders.mjs';
import { packWalletport } from './pack.ts';

export const APPS_DIR = fileURLToPath(new URL('../apps', import.meta.url));
const BROWSER_CHECK = fileURLToPath(new URL('./browser-check.mjs', import.meta.url));
const EXAMPLE_CHECK = fileURLToPath(new URL('./appkit-example-check.mjs', import.meta.url));
const SERVE_DIST = fileURLToPath(new URL('./serve-dist.mjs', import.meta.url));

export interface CommandResult {
  readonly code: number;
  readonly output: string;
}

export interface ConsumerApp {
  /** The app's folder outside this repository, so nothing resolves from walletport's own node_modules. */
  readonly dir: string;
  readonly tarball: string;
  /** Runs a command in the app folder; never throws, the caller asserts on code and output. */
  run(command: string, args: readonly string[], options?: RunOptions): Promise<CommandResult>;
}

export interface RunOptions {
  readonly env?: Readonly<Record<string, string>>;
  readonly timeoutMs?: number;
}

export interface InstallOptions {
  /** Folder name under the temp root; defaults to the template's name. */
  readonly name?: string;
  /** Extra `npm install` arguments, e.g. `--omit=peer`. */
  readonly npmArgs?: readonly string[];
  /** Versions written over the template's package.json: one app, installed on React 18 and on React 19. */
  readonly dependencies?: Readonly<Record<string, string>>;
}

/** The React 18.3 line of an app template whose package.json names React 19. */
export const REACT_18: Readonly<Record<string, string>> = {
  react: '^18.3.1',
  'react-dom': '^18.3.1',
  '@types/react': '^18.3.0',
  '@types/react-dom': '^18.3.0',
};

function overrideDependencies(dir: string, versions: Readonly<Record<string, string>>): void {
  const file = join(dir, 'package.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string> | undefined>;
  for (const field of ['dependencies', 'devDependencies']) {
    const list = manifest[field];
    if (!list) continue;
    for (const [name, version] of Object.entries(versions)) if (name in list) list[name] = version;
  }
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * The consumer apps' folder of this checkout, kept between runs, so a second run only swaps walletport.
 * Every `npm test` removes the folders of checkouts that are gone (consumer-folders.mjs).
 */
export function consumersRoot(): string {
  return consumersRootOf(APPS_DIR);
}

/** npm run by `npm test` passes npm_* variables down; a consumer's own npm must not inherit them. */
function cleanEnv(extra: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^npm_/i.test(key) && key.toLowerCase() !== 'npm_config_cache') continue;
    if (key === 'NODE_OPTIONS' || key === 'VITEST' || key.startsWith('VITEST_') || key === 'NODE_ENV') continue;
    env[key] = value;
  }
  return { ...env, ...extra };
}

export function runIn(dir: string, command: string, args: readonly string[], options: RunOptions = {}): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(command, [...args], { cwd: dir, env: cleanEnv(options.env), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 600_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, output });
    });
  });
}

function copyTemplate(template: string, dir: string): void {
  mkdirSync(dir, { recursive: true });
  // Sources are laid anew each run; node_modules stays, so a second run only swaps walletport.
  for (const entry of readdirSync(dir)) if (entry !== 'node_modules') rmSync(join(dir, entry), { recursive: true, force: true });
  cpSync(join(APPS_DIR, template), dir, { recursive: true, filter: (source) => basename(source) !== 'node_modules' });
  cpSync(BROWSER_CHECK, join(dir, 'walletport-browser-check.mjs'));
  cpSync(EXAMPLE_CHECK, join(dir, 'appkit-example-check.mjs'));
  cpSync(SERVE_DIST, join(dir, 'serve-dist.mjs'));
}

/**
 * Lays an app from `test/consumers/apps/<template>` in a temp folder and installs the packed
 * tarball into it the way the README says (`npm install walletport-<version>.tgz`), plus the app's
 * own dependencies, from the npm cache where it can.
 */
export async function installConsumer(template: string, options: InstallOptions = {}): Promise<ConsumerApp> {
  const packed = packWalletport();
  const dir = join(consumersRoot(), options.name ?? template);
  // One install per app folder at a time: `npm test` installs the apps ahead of their tests
  // (prepare-consumers.ts), and a test that gets there first must not lay files under a running npm.
  markCheckoutFolder(consumersRoot(), APPS_DIR);
  const release = await lock(dir, { realpath: false, retries: { retries: 1_200, minTimeout: 250, maxTimeout: 500 } });
  try {
    return await installUnlocked(packed, template, dir, options);
  } finally {
    await release();
  }
}

async function installUnlocked(packed: string, template: string, dir: string, options: InstallOptions): Promise<ConsumerApp> {
  copyTemplate(template, dir);
  if (options.dependencies) overrideDependencies(dir, options.dependencies);
  // A content-addressed name: npm keys the lock on the file, so a rebuilt package is never mistaken for the last one.
  const digest = createHash('sha256').update(readFileSync(packed)).digest('hex').slice(0, 12);
  const tarball = join(dir, basename(packed).replace(/\.tgz$/, `-${digest}.tgz`));
  cpSync(packed, tarball);
  const install = await runIn(dir, 'npm', [
    'install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...(options.npmArgs ?? []), `./${basename(tarball)}`,
  ]);
  if (install.code !== 0) throw new Error(`npm install in ${dir} failed:\n${install.output}`);
  if (!existsSync(join(dir, 'node_modules', 'walletport', 'package.json'))) throw new Error(`walletport missing from ${dir}/node_modules`);
  return { dir, tarball, run: (command, args, runOptions) => runIn(dir, command, args, runOptions) };
}
