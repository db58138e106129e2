import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { installConsumer, type ConsumerApp } from './harness/install.ts';

/** The part of vitest's JSON report (Jest's format) this test reads. */
interface VitestReport {
  readonly numTotalTests: number;
  readonly numPassedTests: number;
  readonly numFailedTests: number;
  readonly numPendingTests: number;
  readonly numTodoTests: number;
  readonly testResults: readonly { readonly name: string; readonly assertionResults: readonly { readonly status: string }[] }[];
}

// A dApp's own suite: msw with walletport's handlers, the test wallet on anvil, its own code under test.
let app: ConsumerApp;

beforeAll(async () => {
  app = await installConsumer('dapp-tests');
});

it("type-checks the dApp's code and tests against walletport/testing and walletport/testing/node", async () => {
  // Strict, with skipLibCheck on as in most dApps: checking every declaration file would mostly
  // check viem's (over 20 s of a warm run); the dApp's own calls are what must type-check.
  const run = await app.run('node_modules/.bin/tsc', ['--noEmit']);
  expect(run.code, run.output).toBe(0);
});

it("runs the dApp's vitest + msw suite on the packed tarball and every test passes", async () => {
  const run = await app.run('node_modules/.bin/vitest', ['run', '--reporter=default', '--reporter=json', '--outputFile.json=vitest-report.json']);
  expect(run.code, run.output).toBe(0);
  const report = JSON.parse(readFileSync(join(app.dir, 'vitest-report.json'), 'utf8')) as VitestReport;
  const passedPerFile = Object.fromEntries(
    report.testResults.map((file) => [relative(app.dir, file.name), file.assertionResults.filter((test) => test.status === 'passed').length]),
  );
  // Per file, so a file that stops being collected (a broken import) cannot hide behind the total.
  expect(passedPerFile).toEqual({ 'test/portfolio.test.ts': 2, 'test/wallet-directory.test.ts': 2, 'test/test-wallet.test.ts': 3 });
  expect(report).toMatchObject({ numTotalTests: 7, numPassedTests: 7, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 });
});
