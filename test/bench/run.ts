/**
 * `npm run bench`: a benchmark, not a test. Builds the demo and a floor page (a plain React button
 * with a hand-written dialog), then prints initial JavaScript size and click-to-first-view latency
 * side by side, and finally runs the vitest micro-benchmarks of the domain and adapters.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../stand-ins/chromium.ts';
import { buildDemo } from '../stand-ins/build-demo.ts';
import { startDemoServer } from '../stand-ins/demo-server.ts';
import { measureClicks, median, type ClickSample } from './click-latency.ts';
import { measureSizes } from './initial-size.ts';

const RUNS = Number(process.env['WALLETPORT_BENCH_RUNS'] ?? 21);
const root = fileURLToPath(new URL('../..', import.meta.url));
const KIB = 1024;
const kib = (bytes: number): string => `${(bytes / KIB).toFixed(1)} KiB`;
const ms = (value: number): string => `${value.toFixed(1)} ms`;

function summarise(samples: readonly ClickSample[]): { ms: number; frames: number; worstFrames: number } {
  return {
    ms: median(samples.map((s) => s.ms)),
    frames: median(samples.map((s) => s.frames)),
    worstFrames: Math.max(...samples.map((s) => s.frames)),
  };
}

async function main(): Promise<void> {
  console.log('[bench] building demo and floor...');
  const demoBuild = await buildDemo(`${root}.bench-build/demo`);
  const floorBuild = await buildDemo(`${root}.bench-build/floor`, fileURLToPath(new URL('./floor/vite.config.ts', import.meta.url)));
  const demoSize = measureSizes(demoBuild);
  const floorSize = measureSizes(floorBuild);

  const config = { projectId: 'walletport-bench', chains: [{ id: 31337, name: 'Anvil Local', rpcUrl: 'http://127.0.0.1:9' }] };
  const demoServer = await startDemoServer({ directory: demoBuild.outDir, port: 0, config });
  const floorServer = await startDemoServer({ directory: floorBuild.outDir, port: 0, config });
  const browser = await launchChromium();
  try {
    console.log(`[bench] measuring click-to-first-view, ${RUNS} runs each...`);
    const demoClicks = await measureClicks(browser, demoServer.url, RUNS);
    const floorClicks = await measureClicks(browser, floorServer.url, RUNS);
    const demoFirst = summarise(demoClicks.first);
    const demoRepeat = summarise(demoClicks.repeat);
    const floorFirst = summarise(floorClicks.first);
    const floorRepeat = summarise(floorClicks.repeat);

    const rows = [
      ['', 'walletport demo', 'floor', 'ratio'],
      ['initial JS (gzip)', kib(demoSize.initialGzip), kib(floorSize.initialGzip), (demoSize.initialGzip / floorSize.initialGzip).toFixed(2)],
      ['  over the floor', kib(demoSize.initialGzip - floorSize.initialGzip), '—', 'target ≤ 50.0 KiB'],
      ['all JS incl. lazy (gzip)', kib(demoSize.totalGzip), kib(floorSize.totalGzip), (demoSize.totalGzip / floorSize.totalGzip).toFixed(2)],
      ['first open, median', `${ms(demoFirst.ms)} / ${demoFirst.frames} frame(s)`, `${ms(floorFirst.ms)} / ${floorFirst.frames} frame(s)`, (demoFirst.ms / floorFirst.ms).toFixed(2)],
      ['first open, worst frames', String(demoFirst.worstFrames), String(floorFirst.worstFrames), 'target ≤ 2'],
      ['later opens, median', `${ms(demoRepeat.ms)} / ${demoRepeat.frames} frame(s)`, `${ms(floorRepeat.ms)} / ${floorRepeat.frames} frame(s)`, (demoRepeat.ms / floorRepeat.ms).toFixed(2)],
      ['later opens, worst frames', String(demoRepeat.worstFrames), String(floorRepeat.worstFrames), 'target ≤ 1'],
    ];
    const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
    console.log('');
    for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
    console.log('\ndemo chunks:');
    for (const chunk of demoSize.chunks) console.log(`  ${chunk.initial ? 'initial' : 'lazy   '}  ${kib(chunk.gzip).padStart(10)}  ${chunk.fileName}`);
  } finally {
    await browser.close();
    await demoServer.stop();
    await floorServer.stop();
  }

  if (process.env['WALLETPORT_BENCH_SKIP_MICRO'] !== '1') {
    console.log('\n[bench] micro-benchmarks (vitest bench)...');
    spawnSync(`${root}node_modules/.bin/vitest`, ['bench', '--run', '--project', 'unit'], { cwd: root, stdio: 'inherit' });
  }
}

main().catch((error: unknown) => {
  console.error('[bench] failed:', error);
  process.exit(1);
});
