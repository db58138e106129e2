import { CONSUMER_INSTALLS } from './consumer-installs.ts';
import { installConsumer } from './install.ts';

/**
 * Installs every consumer app while the unit tests run, so the consumer tests find them installed on
 * the same tarball and npm has nothing left to do. One at a time, leaving the machine's other core
 * to the tests beside it. A failure is only reported: the test that needs the app installs it again and fails there with the whole output.
 */
async function prepareAll(): Promise<void> {
  const started = Date.now();
  let failed = 0;
  for (const [template, options] of CONSUMER_INSTALLS) {
    try {
      await installConsumer(template, options);
    } catch (error) {
      failed += 1;
      console.error(`[walletport] installing the ${options?.name ?? template} consumer app ahead failed; its test will install it:`, error instanceof Error ? error.message.split('\n')[0] : error);
    }
  }
  console.log(`[walletport] consumer apps installed ahead in ${Math.round((Date.now() - started) / 1000)} s${failed ? ` (${failed} failed)` : ''}`);
}

await prepareAll();
