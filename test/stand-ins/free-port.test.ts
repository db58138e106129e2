import { execFileSync } from 'node:child_process';
import { existsSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimPort, findFreePort } from './free-port.ts';

const claimFile = (port: number) => join(tmpdir(), 'walletport-port-claims', String(port));

describe('findFreePort', () => {
  it('claims what it hands out, so a second asker on the machine is refused that port', async () => {
    const port = await findFreePort();
    expect(existsSync(claimFile(port))).toBe(true);
    expect(claimPort(port)).toBe(false);
  });

  it('never hands a port another process claimed a moment ago', async () => {
    const script = `import('${join(import.meta.dirname, 'free-port.ts')}').then(async ({ findFreePort }) => {
      const ports = []; for (let i = 0; i < 40; i += 1) ports.push(await findFreePort()); console.log(JSON.stringify(ports));
    })`;
    const theirs = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { encoding: 'utf8' })) as number[];
    const ours = new Set<number>();
    for (let i = 0; i < 40; i += 1) ours.add(await findFreePort());
    expect(theirs.filter((port) => ours.has(port))).toEqual([]);
  });

  it('takes over a claim left behind long ago by a run that crashed', async () => {
    const port = await findFreePort();
    const longAgo = new Date(Date.now() - 60 * 60_000);
    utimesSync(claimFile(port), longAgo, longAgo);
    expect(claimPort(port)).toBe(true);
  });
});
