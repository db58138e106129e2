import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildDemo, type DemoBuild } from '../stand-ins/build-demo.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo built once on the packed package, served read-only by every browser test file. */
    demoBuild: DemoBuild;
  }
}

/**
 * Names a demo already built for this run (its description, as written by `buildDemoOnce`): `npm test`
 * runs the browser files in two vitest processes side by side, and both serve the one build.
 */
export const SHARED_DEMO_BUILD = 'WALLETPORT_DEMO_BUILD';

/**
 * The demo's bundle does not depend on which stand-ins a test starts (those reach the page as
 * runtime configuration), so one build serves every browser test file instead of one per file.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const shared = process.env[SHARED_DEMO_BUILD];
  if (shared && existsSync(shared)) {
    // Whoever built it removes it, once every process that serves it has ended.
    project.provide('demoBuild', JSON.parse(readFileSync(shared, 'utf8')) as DemoBuild);
    return () => undefined;
  }
  const outDir = mkdtempSync(join(tmpdir(), 'walletport-e2e-demo-'));
  project.provide('demoBuild', await buildDemo(outDir));
  return () => rmSync(outDir, { recursive: true, force: true });
}

/** Builds the demo into `outDir` and writes its description to `descriptionFile`, for SHARED_DEMO_BUILD. */
export async function buildDemoOnce(outDir: string, descriptionFile: string): Promise<void> {
  writeFileSync(descriptionFile, JSON.stringify(await buildDemo(outDir)));
}
