import { expect, it } from 'vitest';
import { installConsumer } from './harness/install.ts';

it("a dApp's vitest + msw suite imports walletport/testing and walletport/testing/node from the packed tarball and passes", async () => {
  const app = await installConsumer('dapp-tests');
  const run = await app.run('node_modules/.bin/vitest', ['run', '--reporter=json']);
  expect(run.code, run.output).toBe(0);
  const report = JSON.parse(run.output.slice(run.output.indexOf('{'))) as { numPassedTests: number; numFailedTests: number; numTotalTests: number };
  expect(report).toMatchObject({ numPassedTests: 4, numFailedTests: 0, numTotalTests: 4 });
});
