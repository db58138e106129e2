import { mkdtempSync, rmSync } from 'node:fs';
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
 * The demo's bundle does not depend on which stand-ins a test starts (those reach the page as
 * runtime configuration), so one build serves every browser test file instead of one per file.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const outDir = mkdtempSync(join(tmpdir(), 'walletport-e2e-demo-'));
  project.provide('demoBuild', await buildDemo(outDir));
  return () => rmSync(outDir, { recursive: true, force: true });
}
