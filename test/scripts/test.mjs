// `npm test`: typecheck, the layer rule, the documentation site, the package (build, pack, publint, attw), then unit, dom,
// browser and consumer-app tests against the packed tarball. Installs Debian chromium for the browser
// tests when it is missing (never a downloaded browser build).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const CHROMIUM = process.env.WALLETPORT_CHROMIUM ?? '/usr/bin/chromium';
const POSTGRES_ROOT = '/usr/lib/postgresql';

function run(title, command, args, options = {}) {
  console.log(`\n[walletport] ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`[walletport] ${title}: failed`);
    process.exit(result.status ?? 1);
  }
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = asRoot ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('installing Debian chromium (apt-get update)', sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(asRoot ? [] : ['apt-get']), 'update', '-qq'], { env });
  run('installing Debian chromium', sudo[0] ?? 'apt-get', [...(asRoot ? [] : ['apt-get']), 'install', '-y', '-qq', 'chromium'], { env });
  if (!existsSync(CHROMIUM)) {
    console.error(`[walletport] chromium is still missing at ${CHROMIUM}`);
    process.exit(1);
  }
}

/**
 * The deployment tests start a real PostgreSQL of their own (test/embedded/postgres-server.ts) from Debian's
 * `postgresql` binaries: installed here when missing, like chromium. The package's own cluster is not used.
 */
function ensurePostgres() {
  const installed = () => existsSync(POSTGRES_ROOT) && readdirSync(POSTGRES_ROOT).some((version) => existsSync(join(POSTGRES_ROOT, version, 'bin', 'initdb')));
  if (installed()) return;
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const aptGet = (title, args) => run(title, asRoot ? 'apt-get' : 'sudo', [...(asRoot ? [] : ['apt-get']), ...args], { env });
  aptGet('installing Debian postgresql (apt-get update)', ['update', '-qq']);
  aptGet('installing Debian postgresql', ['install', '-y', '-qq', 'postgresql']);
  if (!installed()) {
    console.error(`[walletport] postgresql is still missing under ${POSTGRES_ROOT}`);
    process.exit(1);
  }
}

/** Like run(), without waiting: for steps that read the sources and touch nothing the others write. */
function runAlongside(title, command, args) {
  console.log(`\n[walletport] ${title} (alongside)`);
  const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
  return new Promise((resolve) => child.on('close', (code) => resolve({ title, code })));
}

async function finished(steps) {
  for (const { title, code } of await Promise.all(steps)) {
    if (code === 0) continue;
    console.error(`[walletport] ${title}: failed`);
    process.exit(code ?? 1);
  }
}

ensureChromium();
ensurePostgres();
// The type check and the layer rule read the sources while the package builds from them (two cores).
const checks = [
  runAlongside('typecheck (tsc --noEmit)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
  runAlongside('layer rule (dependency-cruiser)', bin('depcruise'), [
    'domain', 'application', 'infrastructure', 'presentation', 'test',
    '--config', '.dependency-cruiser.cjs', '--output-type', 'err',
  ]),
  // The documentation site: generated pages, the API reference and its findings, dead links.
  runAlongside('docs: build the site (VitePress, TypeDoc)', bin('tsx'), ['test/docs/build-docs.ts']),
];

// One tarball for the whole run: what every consumer app, the demo and the e2e tests install.
const packDir = mkdtempSync(join(tmpdir(), 'walletport-pack-'));
// Every app copies the tarball into its own folder, so the run's copy goes when the run ends, however it ends.
process.on('exit', () => rmSync(packDir, { recursive: true, force: true }));
run('package: build (tsup) and pack (npm pack)', 'flock', [
  join(tmpdir(), 'walletport-build.lock'), 'sh', '-c', `npm run build --silent && npm pack --silent --pack-destination '${packDir}'`,
]);
await finished(checks);
const tarball = join(packDir, readdirSync(packDir).find((name) => name.endsWith('.tgz')) ?? 'missing.tgz');
run('package: publint --strict', bin('publint'), [tarball, '--strict']);
// attw lists the `chains/*` pattern of the exports map without checking it: each family is named, as tsup builds them.
const chainEntries = readdirSync(join(root, 'infrastructure/chains'), { withFileTypes: true })
  .filter((item) => item.isDirectory() && existsSync(join(root, 'infrastructure/chains', item.name, 'entry.ts')))
  .map((item) => `./chains/${item.name}`);
run('package: are the types wrong (attw, ESM entries)', bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'table-flipped', '--include-entrypoints', ...chainEntries]);

// The consumer apps install from the npm cache while the unit tests run; their tests, which run
// last, then find them installed (a test that gets there first waits for the app's lock).
const env = { ...process.env, WALLETPORT_TARBALL: tarball };
const consumers = spawn(bin('tsx'), ['test/consumers/harness/prepare-consumers.ts'], { cwd: root, stdio: 'inherit', env, detached: true });
const consumersDone = new Promise((resolve) => consumers.on('close', resolve));
consumers.on('error', (error) => console.error('[walletport] installing the consumer apps ahead did not start:', error.message));

/** "file > suite > test: first line of the failure", for each failed test in a vitest JSON report. */
function failedTests(summary) {
  return (summary.testResults ?? []).flatMap((file) => {
    const path = String(file.name ?? '').replace(root, '');
    const failedAssertions = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    // A file that failed before any test ran (an import error) has no failed assertion of its own.
    if (failedAssertions.length === 0 && file.status === 'failed') return [`${path}: ${firstLine(file.message)}`];
    return failedAssertions.map((test) => `${path} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

function firstLine(text) {
  return String(text ?? '').split('\n').find((line) => line.trim() !== '')?.trim().slice(0, 300) ?? '';
}

/** One vitest run over some projects, narrowed by `filters` (file filters, `--exclude` globs); resolves with its exit code and the path of its JSON report. */
function runVitest(name, projects, filters = []) {
  const report = join(root, 'node_modules', `.vitest-report-${name}.json`);
  rmSync(report, { force: true });
  const args = ['run', ...projects.flatMap((project) => ['--project', project]), ...filters, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const vitest = spawn(bin('vitest'), args, { cwd: root, stdio: 'inherit', env });
  return new Promise((resolve) => vitest.on('close', (code) => resolve({ name, code, report })));
}

/**
 * Browser files that run after the consumer apps, in the consumer apps' lane: the browser files take
 * about twice as long as the apps, so one lane of browser files beside one lane of apps left a core idle
 * for the last third of the run. These are long files (together about as long as a third of the browser
 * files): with them, the two lanes end within a minute of each other. A file added to test/e2e runs in the
 * first lane; a file named here that no longer exists fails the run ("No test files found").
 */
const SECOND_LANE_BROWSER_FILES = ['test/e2e/embedded-wallet.e2e.ts', 'test/e2e/chain-families.e2e.ts', 'test/e2e/views-a11y.e2e.ts'];

/** One vitest run after another; resolves with every run's result. */
async function inTurn(...starts) {
  const results = [];
  for (const start of starts) results.push(await start());
  return results;
}

// Unit and DOM files first, one per core. Then two lanes side by side, each project one file at a time: the
// browser files in one, the consumer apps then the rest of the browser files in the other. On two cores, a
// browser test beside an app build or another browser test overlaps well. Free loopback ports are claimed
// machine-wide (test/stand-ins/free-port.ts), so the lanes never start servers on the same port, and each
// browser file launches its own chromium.
const runs = [await runVitest('unit', ['unit', 'dom'])];
const lanes = await Promise.all([
  runVitest('e2e', ['e2e'], SECOND_LANE_BROWSER_FILES.flatMap((file) => ['--exclude', file])),
  inTurn(() => runVitest('consumers', ['consumers']), () => runVitest('e2e-second-lane', ['e2e'], SECOND_LANE_BROWSER_FILES)),
]);
runs.push(...lanes.flat());
// Its own process group: an npm it started goes with it when the tests end first.
if (consumers.exitCode === null) process.kill(-consumers.pid, 'SIGTERM');
await consumersDone;
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
for (const { name, code, report } of runs) {
  if (!existsSync(report)) {
    console.error(`[walletport] ${name} tests: no report (exit code ${code})`);
    continue;
  }
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  passed += summary.numPassedTests ?? 0;
  failed += summary.numFailedTests ?? 0;
  skipped += (summary.numPendingTests ?? 0) + (summary.numTodoTests ?? 0);
  failures.push(...failedTests(summary));
}
// CI keeps only the end of the output: the failed tests are named there, each with its first line of why.
for (const line of failures) console.error(`[walletport] failed test: ${line}`);
console.log(`\nwalletport: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
const failedRuns = runs.filter(({ code }) => code !== 0).map(({ name }) => name);
if (failedRuns.length > 0) console.error(`[walletport] failed: ${failedRuns.join(', ')} tests`);
process.exit(failedRuns.length > 0 ? 1 : 0);
