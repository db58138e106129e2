import { describe, expect, it } from 'vitest';
import { Lifecycle } from './lifecycle.ts';

describe('Lifecycle', () => {
  it('runs every teardown once on dispose, newest first, past one that throws', () => {
    const lifecycle = new Lifecycle();
    const ran: string[] = [];
    lifecycle.add(() => ran.push('first'));
    lifecycle.add(() => {
      throw new Error('a wallet that throws on removeListener');
    });
    lifecycle.track({ unsubscribe: () => ran.push('subscription') });
    lifecycle.dispose();
    lifecycle.dispose();
    expect(ran).toEqual(['subscription', 'first']);
    expect(lifecycle.size).toBe(0);
  });

  it('runs a teardown at once when added after dispose, and lets a caller release early', () => {
    const lifecycle = new Lifecycle();
    const ran: string[] = [];
    const release = lifecycle.add(() => ran.push('early'));
    release();
    release();
    expect(ran).toEqual(['early']);
    lifecycle.dispose();
    lifecycle.add(() => ran.push('late'));
    expect(ran).toEqual(['early', 'late']);
    expect(lifecycle.disposed).toBe(true);
  });
});
