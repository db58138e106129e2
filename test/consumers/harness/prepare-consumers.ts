import { installConsumer, REACT_18, type InstallOptions } from './install.ts';

/**
 * Every app the consumer tests install, so `npm test` can install them while the unit tests run:
 * by the time the consumer tests start, each `installConsumer` finds its app installed on the same
 * tarball and npm has nothing left to do. An app missing here still works, it just installs in its test.
 */
export const CONSUMER_INSTALLS: readonly (readonly [template: string, options?: InstallOptions])[] = [
  ['next-app'],
  ['appkit-react-ethers'],
  ['appkit-react-wagmi'],
  ['vite-react', { name: 'vite-react19', dependencies: {} }],
  ['vite-react', { name: 'vite-react18', dependencies: REACT_18 }],
  ['vite-solana'],
  ['node-esm'],
  ['no-react', { name: 'no-react-omit-peer', npmArgs: ['--omit=peer'] }],
  ['dapp-tests'],
];

/**
 * One at a time, leaving the machine's other core to the tests beside it. A failure is only
 * reported: the test that needs the app installs it again and fails there with the whole output.
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
