/**
 * One auth server instance as a process of its own, for the tests that kill one: started by
 * wallet-instances.ts with its options as JSON in WALLETPORT_INSTANCE_OPTIONS. Prints its public URL on
 * stdout once it listens, logs to stderr, stops on SIGTERM, and stops by itself when the process that
 * started it goes (its stdin, a pipe from that process, closes), so no test run leaves one behind.
 */
import { startEmbeddedWalletServer } from '../../infrastructure/embedded-server/embedded-wallet-server.ts';
import { FRAME_SCRIPT } from '../../infrastructure/embedded-server/embedded-wallet-server.fixture.ts';
import type { InstanceOptions } from './wallet-instances.ts';

const options = JSON.parse(process.env['WALLETPORT_INSTANCE_OPTIONS'] ?? 'null') as InstanceOptions | null;
if (options === null) throw new Error('WALLETPORT_INSTANCE_OPTIONS is not set');
const server = await startEmbeddedWalletServer({
  ...options, frameScript: async () => FRAME_SCRIPT, log: (line) => void process.stderr.write(`${line}\n`),
});
const stop = () => void server.stop().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.stdin.once('close', stop);
process.stdin.resume();
process.stdout.write(`${server.url}\n`);
