import { authApiClient, emailLogin } from '../embedded/auth-api-client.ts';
import { startPostgresServer } from '../embedded/postgres-server.ts';
import { startRoundRobinProxy } from '../embedded/round-robin-proxy.ts';
import { instanceOptions, startInstanceProcess, type WalletInstanceProcess } from '../embedded/wallet-instances.ts';

/** E-mail logins through the auth API on a real PostgreSQL, with `instances` servers behind one balancer. */
export interface PostgresLoginRun {
  readonly instances: number;
  readonly logins: number;
  readonly failed: number;
  readonly loginsPerSecond: number;
  readonly medianMs: number;
  readonly p95Ms: number;
}

const LOGINS = Number(process.env['WALLETPORT_BENCH_PG_LOGINS'] ?? 120);
/** Visitors logging in at once: enough to keep two instances busy without queueing at the balancer. */
const CONCURRENCY = 8;

/**
 * Each instance is a process of its own (its own event loop, as deployed), started on a fresh database of
 * one PostgreSQL; a login is the code asked for, read from the development mailbox, and entered, each
 * call through the round-robin balancer. The machine has two cores shared by the database, the instances
 * and this client, so the two-instance figure shows what sharing costs more than what a second machine adds.
 */
export async function measurePostgresLogins(): Promise<readonly PostgresLoginRun[]> {
  const postgres = await startPostgresServer();
  const proxy = await startRoundRobinProxy();
  const runs: PostgresLoginRun[] = [];
  try {
    for (const count of [1, 2]) {
      const database = await postgres.createDatabase(`bench_${count}_instances`);
      const instances: WalletInstanceProcess[] = [];
      try {
        for (let index = 0; index < count; index += 1) {
          instances.push(await startInstanceProcess(instanceOptions(database, proxy.url, { database: { connectionString: database, maxConnections: 8 } })));
        }
        proxy.setTargets(instances.map((instance) => instance.ownUrl));
        runs.push({ instances: count, ...(await runLogins(proxy.url, instances.map((instance) => instance.ownUrl), `i${count}`)) });
      } finally {
        await Promise.all(instances.map((instance) => instance.stop()));
      }
    }
  } finally {
    await proxy.stop();
    await postgres.stop();
  }
  return runs;
}

async function runLogins(publicUrl: string, mailboxes: readonly string[], tag: string): Promise<Omit<PostgresLoginRun, 'instances'>> {
  const durations: number[] = [];
  let failed = 0;
  let next = 0;
  const began = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    for (let index = next++; index < LOGINS; index = next++) {
      const started = performance.now();
      try {
        await emailLogin(authApiClient(publicUrl), mailboxes, `bench-${tag}-${index}@example.test`);
        durations.push(performance.now() - started);
      } catch {
        failed += 1;
      }
    }
  }));
  const seconds = (performance.now() - began) / 1000;
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
  return { logins: durations.length, failed, loginsPerSecond: durations.length / seconds, medianMs: at(0.5), p95Ms: at(0.95) };
}

export function printPostgresLogins(runs: readonly PostgresLoginRun[]): void {
  console.log(`\nEmbedded wallet auth server on PostgreSQL, e-mail logins through a round-robin balancer (${CONCURRENCY} at once):`);
  for (const run of runs) {
    const label = `${run.instances} instance${run.instances === 1 ? '' : 's'}`.padEnd(12);
    console.log(`  ${label} ${run.loginsPerSecond.toFixed(1).padStart(6)} logins/s   median ${run.medianMs.toFixed(0)} ms   p95 ${run.p95Ms.toFixed(0)} ms   (${run.logins} logins${run.failed ? `, ${run.failed} FAILED` : ''})`);
  }
}
