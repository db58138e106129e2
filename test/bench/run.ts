/**
 * `npm run bench`: a benchmark, not a test. Installs the packed tarball into a Vite app on React 19
 * and one on React 18.3 (what a dApp gets), builds them beside a floor for each React (a plain React
 * button with a hand-written dialog, same Vite and defaults), then prints initial JavaScript size and
 * click-to-first-view latency side by side, then the same for a site on EVM and Solana (with the
 * Solana SDK chunk's size), a site on all five families with SIWX (each family's SDK chunk), the embedded wallet's
 * auth server on PostgreSQL (login throughput and p95 on one and two instances), the Swap view's chunks and the
 * time from an amount typed to its quote shown, and finally runs the vitest micro-benchmarks.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../stand-ins/chromium.ts';
import { startDemoServer } from '../stand-ins/demo-server.ts';
import { installConsumer, REACT_18 } from '../consumers/harness/install.ts';
import { readBundleGraph, type BundleGraph } from '../consumers/harness/bundle-graph.ts';
import { SDK_MARKS, type SdkFamily } from '../consumers/harness/sdk-marks.ts';
import { REPO_ROOT } from '../consumers/harness/pack.ts';
import { measureClicks, median, type ClickSample, type DialogClickSample } from './click-latency.ts';
import { measurePage, measureReadyInTurns, type PageFigures } from './page-figures.ts';
import { measureEmailLogin, printEmailLogin } from './embedded-login.ts';
import { measureAllWalletsScroll, printAllWalletsScroll } from './all-wallets-scroll.ts';
import { measurePostgresLogins, printPostgresLogins } from './embedded-login-postgres.ts';
import { measureSwapQuotes, printSwapChunks, printSwapQuotes } from './swap-quote.ts';

const RUNS = Number(process.env['WALLETPORT_BENCH_RUNS'] ?? 21);
const KIB = 1024;
const kib = (bytes: number): string => `${(bytes / KIB).toFixed(1)} KiB`;
const ms = (value: number): string => `${value.toFixed(1)} ms`;
const sum = (chunks: BundleGraph['initial']): number => chunks.reduce((total, chunk) => total + chunk.gzip, 0);

/** The relay's subscribe method: text only WalletConnect's SDK carries, marking its chunk. */
const WALLETCONNECT_SDK = /irn_subscribe/;

/**
 * Every chunk but WalletConnect's SDK: the most a visit fetches that connects a browser wallet and uses
 * the account (the SDK loads only when a pairing starts).
 */
const withoutWalletConnect = (graph: BundleGraph): number => sum([...graph.initial, ...graph.lazy].filter((chunk) => !WALLETCONNECT_SDK.test(chunk.code)));

interface Measured {
  /** The built app, served again for the figures taken in turns with the floor. */
  readonly dist: string;
  /** The React version npm installed into the app. */
  readonly react: string;
  readonly initialGzip: number;
  readonly totalGzip: number;
  readonly graph: BundleGraph;
  readonly first: ClickSummary;
  readonly repeat: ClickSummary;
  readonly page: PageFigures;
}

interface ClickSummary {
  readonly ms: number;
  readonly frames: number;
  readonly worstFrames: number;
  /** The most frames any click waited for a dialog of any kind, the loading dialog included. */
  readonly worstFeedbackFrames: number;
}

function summarise(samples: readonly DialogClickSample[]): ClickSummary {
  return {
    ms: median(samples.map((s) => s.ms)),
    frames: median(samples.map((s) => s.frames)),
    worstFrames: Math.max(...samples.map((s) => s.frames)),
    worstFeedbackFrames: Math.max(...samples.map((s) => s.feedbackFrames)),
  };
}

/** "worst 5 (a dialog within 1)": a worst case past one frame is told apart from a click left without a dialog. */
const worst = (summary: ClickSummary): string => `worst ${summary.worstFrames}${summary.worstFrames > 1 ? ` (a dialog within ${summary.worstFeedbackFrames})` : ''}`;

/**
 * Installs an app template with the packed tarball, builds it with its default Vite config and
 * measures it. The folder names are the bench's own, so a bench and the consumer tests running at
 * the same time never install into one folder.
 */
async function measureApp(browser: Browser, template: string, name: string, dependencies: Readonly<Record<string, string>>, env: Readonly<Record<string, string>> = {}): Promise<Measured> {
  const app = await installConsumer(template, { name: `bench-${name}`, dependencies });
  const react = (JSON.parse(readFileSync(`${app.dir}/node_modules/react/package.json`, 'utf8')) as { version: string }).version;
  const build = await app.run('node_modules/.bin/vite', ['build', '--manifest'], { env });
  if (build.code !== 0) throw new Error(`vite build of ${template} failed:\n${build.output}`);
  const graph = readBundleGraph(`${app.dir}/dist`);
  const server = await startDemoServer({ directory: `${app.dir}/dist`, port: 0, config: { projectId: 'walletport-bench', chains: [] } });
  try {
    console.log(`[bench] ${name}: ${RUNS} click runs...`);
    const clicks = await measureClicks(browser, server.url, RUNS);
    console.log(`[bench] ${name}: ready, JS fetched, opens from pointerdown, heap over open/close cycles...`);
    const page = await measurePage(browser, server.url, graph, Math.min(RUNS, 7));
    return { dist: `${app.dir}/dist`, react, initialGzip: sum(graph.initial), totalGzip: sum([...graph.initial, ...graph.lazy]), graph, first: summarise(clicks.first), repeat: summarise(clicks.repeat), page };
  } finally {
    await server.stop();
  }
}

function printComparison(walletport: Measured, floor: Measured): void {
  const react = walletport.react === floor.react ? walletport.react : `${walletport.react} / ${floor.react}`;
  const rows = [
    [`React ${react}`, 'walletport', 'floor', 'ratio'],
    ['initial JS (gzip)', kib(walletport.initialGzip), kib(floor.initialGzip), (walletport.initialGzip / floor.initialGzip).toFixed(2)],
    ['  over the floor', kib(walletport.initialGzip - floor.initialGzip), '—', 'target ≤ 8.0 KiB'],
    // Each script the page fetches before it renders costs start-up time of its own, whatever its size.
    ['initial scripts (files)', String(walletport.graph.initial.length), String(floor.graph.initial.length), ''],
    ['all JS incl. lazy (gzip)', kib(walletport.totalGzip), kib(floor.totalGzip), (walletport.totalGzip / floor.totalGzip).toFixed(2)],
    ['all JS but WalletConnect\'s SDK (gzip)', kib(withoutWalletConnect(walletport.graph)), kib(floor.totalGzip), 'target ≤ 250.0 KiB'],
    ['first open, median', `${ms(walletport.first.ms)} / ${walletport.first.frames} frame(s)`, `${ms(floor.first.ms)} / ${floor.first.frames} frame(s)`, (walletport.first.ms / floor.first.ms).toFixed(2)],
    ['first open, worst frames', String(walletport.first.worstFrames), String(floor.first.worstFrames), 'target ≤ 2'],
    ['  to a dialog, the loading one included', String(walletport.first.worstFeedbackFrames), String(floor.first.worstFeedbackFrames), 'target ≤ 1'],
    ['later opens, median', `${ms(walletport.repeat.ms)} / ${walletport.repeat.frames} frame(s)`, `${ms(floor.repeat.ms)} / ${floor.repeat.frames} frame(s)`, (walletport.repeat.ms / floor.repeat.ms).toFixed(2)],
    ['later opens, worst frames', String(walletport.repeat.worstFrames), String(floor.repeat.worstFrames), 'target ≤ 1'],
    ...pageRows(walletport.page, floor.page),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  console.log('');
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
  console.log(`\nwalletport on React ${react}, chunks:`);
  for (const chunk of walletport.graph.initial) console.log(`  initial  ${kib(chunk.gzip).padStart(10)}  ${chunk.file}`);
  for (const chunk of walletport.graph.lazy) console.log(`  lazy     ${kib(chunk.gzip).padStart(10)}  ${chunk.file}`);
}

const MIB = 1024 * 1024;
const mib = (bytes: number): string => `${(bytes / MIB).toFixed(2)} MiB`;

/** The figures a visitor's browser shows beside the clicks: ready, JS before the click, from pointerdown, heap. */
function pageRows(walletport: PageFigures, floor: PageFigures): string[][] {
  const growth = (figures: PageFigures): number => figures.heap.afterCycles - figures.heap.loaded;
  const codeGrowth = ({ heap }: PageFigures): number => heap.codeAfterCycles - heap.codeLoaded;
  const kibPerCycle = ({ heap }: PageFigures): string => `${((heap.afterTrend - heap.afterCycles) / heap.trendCycles / 1024).toFixed(2)} KiB`;
  const kibPerLaterCycle = ({ heap }: PageFigures): string => `${((heap.afterSecondTrend - heap.afterTrend) / heap.trendCycles / 1024).toFixed(2)} KiB`;
  const { cycles, trendCycles } = walletport.heap;
  const click = (sample: ClickSample): string => `${ms(sample.ms)} / ${sample.frames} frame(s)`;
  return [
    ['ready (navigation → button), median', ms(walletport.readyMs), ms(floor.readyMs), `${(walletport.readyMs / floor.readyMs).toFixed(2)} (target ≤ 1.10)`],
    ['JS fetched by the first idle time (gzip)', kib(walletport.fetchedBeforeIdle), kib(floor.fetchedBeforeIdle), 'target: the initial JS only'],
    ['JS fetched before the click (gzip)', kib(walletport.fetchedBeforeClick), kib(floor.fetchedBeforeClick), ''],
    ['first open from pointerdown, median', click(walletport.pointerFirst), click(floor.pointerFirst), 'target ≤ 16.7 ms'],
    ['later opens from pointerdown, median', click(walletport.pointerLater), click(floor.pointerLater), 'target ≤ 16.7 ms'],
    [`heap growth over ${cycles} open/close cycles`, mib(growth(walletport)), mib(growth(floor)), 'target ≤ 0.30 MiB'],
    ['  of which V8\'s compiled code', mib(codeGrowth(walletport)), mib(codeGrowth(floor)), 'warm-up, not held objects'],
    [`  then per cycle, cycles ${cycles + 1}–${cycles + trendCycles}`, kibPerCycle(walletport), kibPerCycle(floor), 'no upward trend:'],
    [`  then per cycle, cycles ${cycles + trendCycles + 1}–${cycles + 2 * trendCycles}`, kibPerLaterCycle(walletport), kibPerLaterCycle(floor), 'no more than the line above'],
    ['heap once loaded and opened once', mib(walletport.heap.loaded), mib(floor.heap.loaded), ''],
  ];
}

/** @solana/web3.js's own text, marking the chunk that holds the Solana SDK. */
const SOLANA_SDK = SDK_MARKS.solana;

/** A site on EVM and Solana: what the Solana side adds, and whether the modal still opens at once. */
function printTwoFamilies(measured: Measured): void {
  const solanaChunks = measured.graph.lazy.filter((chunk) => SOLANA_SDK.test(chunk.code));
  console.log(`\nEVM and Solana on one site (React ${measured.react}):`);
  console.log(`  initial JS (gzip)            ${kib(measured.initialGzip)}`);
  console.log(`  Solana SDK chunk(s) (gzip)   ${kib(solanaChunks.reduce((total, chunk) => total + chunk.gzip, 0))}  (${solanaChunks.map((chunk) => chunk.file).join(', ')}), loaded on the first Solana call`);
  console.log(`  first open, median           ${ms(measured.first.ms)} / ${measured.first.frames} frame(s), ${worst(measured.first)}`);
  console.log(`  later opens, median          ${ms(measured.repeat.ms)} / ${measured.repeat.frames} frame(s), ${worst(measured.repeat)}`);
}

/**
 * A site on all five families that asks every account to sign in (SIWX), with the e-mail login on as by
 * default: each family's SDK chunk, and whether the modal still opens at once.
 */
function printFiveFamilies(measured: Measured, floor: Measured | undefined): void {
  console.log(`\nAll five families, SIWX and the e-mail login on one site (React ${measured.react}):`);
  console.log(`  initial JS (gzip)            ${kib(measured.initialGzip)}`);
  if (floor && floor.react === measured.react) {
    console.log(`  over the floor               ${kib(measured.initialGzip - floor.initialGzip)}  (target ≤ 8.0 KiB)`);
  }
  console.log(`  initial scripts (files)      ${measured.graph.initial.length}`);
  console.log(`  all JS but WalletConnect's   ${kib(withoutWalletConnect(measured.graph))}`);
  for (const family of Object.keys(SDK_MARKS) as SdkFamily[]) {
    const chunks = measured.graph.lazy.filter((chunk) => SDK_MARKS[family].test(chunk.code));
    const inInitial = measured.graph.initial.some((chunk) => SDK_MARKS[family].test(chunk.code));
    console.log(`  ${`${family} SDK chunk(s) (gzip)`.padEnd(29)}${kib(chunks.reduce((total, chunk) => total + chunk.gzip, 0))}  (${chunks.map((chunk) => chunk.file).join(', ') || 'none found'})${inInitial ? '  IN THE INITIAL JS (regression)' : ''}`);
  }
  console.log(`  first open, median           ${ms(measured.first.ms)} / ${measured.first.frames} frame(s), ${worst(measured.first)}`);
  console.log(`  later opens, median          ${ms(measured.repeat.ms)} / ${measured.repeat.frames} frame(s), ${worst(measured.repeat)}`);
  console.log(`  ready, median                ${ms(measured.page.readyMs)}`);
  console.log(`  JS fetched by the first idle ${kib(measured.page.fetchedBeforeIdle)}`);
  console.log(`  JS fetched before the click  ${kib(measured.page.fetchedBeforeClick)}`);
  console.log(`  first open from pointerdown  ${ms(measured.page.pointerFirst.ms)} / ${measured.page.pointerFirst.frames} frame(s)`);
}

/** Rounds of the ready figure taken in turns: walletport's page, then the floor's, each round. */
const READY_ROUNDS = Number(process.env['WALLETPORT_BENCH_READY_ROUNDS'] ?? 30);

/** Ready again, walletport and the floor loaded in turns: the ratio a loaded machine does not skew. */
async function printReadyInTurns(browser: Browser, walletport: Measured, floor: Measured): Promise<void> {
  const config = { projectId: 'walletport-bench', chains: [] };
  const servers = [await startDemoServer({ directory: walletport.dist, port: 0, config }), await startDemoServer({ directory: floor.dist, port: 0, config })];
  try {
    const [ours, theirs] = await measureReadyInTurns(browser, servers.map((server) => server.url), READY_ROUNDS);
    console.log(`ready, ${READY_ROUNDS} loads each in turns: walletport ${ms(ours!)}, floor ${ms(theirs!)}, ratio ${(ours! / theirs!).toFixed(2)} (target ≤ 1.10)`);
  } finally {
    for (const server of servers) await server.stop();
  }
}

/** The frame client's own text, marking the chunk with the embedded wallet's page side. */
const EMBEDDED_CLIENT = /the secure frame did not load in 20 s/;

/** The embedded wallet's page side: a lazy chunk, never in the initial JS, loaded on the first e-mail login. */
function printEmbeddedChunk(measured: Measured): void {
  const chunks = measured.graph.lazy.filter((chunk) => EMBEDDED_CLIENT.test(chunk.code));
  const inInitial = measured.graph.initial.some((chunk) => EMBEDDED_CLIENT.test(chunk.code));
  console.log(`
Embedded wallet client (React ${measured.react}):`);
  console.log(`  frame client chunk(s) (gzip)  ${kib(chunks.reduce((total, chunk) => total + chunk.gzip, 0))}  (${chunks.map((chunk) => chunk.file).join(', ') || 'none found'}), loaded on the first e-mail login`);
  console.log(`  in the initial JS             ${inInitial ? 'YES (regression)' : 'no'}`);
}

/** The React lines the bench compares on: the app templates name React 19; REACT_18 is written over them. */
const REACT_LINES = [
  { label: '19', suffix: 'react19', dependencies: {} },
  { label: '18.3', suffix: 'react18', dependencies: REACT_18 },
] as const;

/**
 * The machine's load when the bench starts: timings taken beside other work (a test run, servers left
 * running) come out slower, and the sizes are the only figures such a run still gives exactly.
 */
function warnIfBusy(): void {
  const [lastMinute = 0] = loadavg();
  const busy = lastMinute > availableParallelism() / 2;
  console.log(`[bench] load average over the last minute: ${lastMinute.toFixed(2)} on ${availableParallelism()} cores${busy ? '' : ' (quiet)'}`);
  if (busy) console.warn('[bench] WARNING: the machine is busy; timings will read slower than on a quiet machine. Stop other work and run again to compare timings.');
}

async function main(): Promise<void> {
  warnIfBusy();
  const browser = await launchChromium();
  try {
    const floors: Measured[] = [];
    for (const { label, suffix, dependencies } of REACT_LINES) {
      console.log(`[bench] React ${label}: installing the packed tarball, building, ${RUNS} click runs each...`);
      const walletport = await measureApp(browser, 'vite-react', `vite-${suffix}`, dependencies);
      const floor = await measureApp(browser, 'floor', `floor-${suffix}`, dependencies);
      floors.push(floor);
      printComparison(walletport, floor);
      await printReadyInTurns(browser, walletport, floor);
      if (label === '19') printEmbeddedChunk(walletport);
      printSwapChunks(walletport.graph, walletport.react);
    }
    console.log('[bench] EVM and Solana on one site: installing, building, click runs...');
    printTwoFamilies(await measureApp(browser, 'vite-solana', 'vite-two-families', {}, { VITE_FAMILIES: 'both' }));
    console.log('[bench] all five families on one site: installing, building, click runs...');
    const fiveFamilies = await measureApp(browser, 'vite-solana', 'vite-five-families', {}, { VITE_FAMILIES: 'all' });
    printFiveFamilies(fiveFamilies, floors.find((floor) => floor.react === fiveFamilies.react));
    console.log('[bench] the embedded wallet: building the demo, logging in fresh visitors by e-mail...');
    printEmailLogin(await measureEmailLogin(browser, Math.min(RUNS, 7)));
    console.log('[bench] Swap: building the demo, typing amounts into the Swap view...');
    printSwapQuotes(await measureSwapQuotes(browser, Math.min(RUNS, 9)));
    console.log('[bench] All Wallets: building the demo, scrolling 1,200 wallets...');
    printAllWalletsScroll(await measureAllWalletsScroll());
  } finally {
    await browser.close();
  }
  console.log('[bench] the auth server on PostgreSQL: e-mail logins on one and on two instances...');
  printPostgresLogins(await measurePostgresLogins());

  if (process.env['WALLETPORT_BENCH_SKIP_MICRO'] !== '1') {
    console.log('\n[bench] micro-benchmarks (vitest bench)...');
    const micro = spawnSync(`${REPO_ROOT}node_modules/.bin/vitest`, ['bench', '--run', '--project', 'unit'], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (micro.status !== 0) throw new Error(`vitest bench exited with ${micro.status ?? micro.signal}`);
  }
}

main().catch((error: unknown) => {
  console.error('[bench] failed:', error);
  process.exit(1);
});
