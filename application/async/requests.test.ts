import { describe, expect, it } from 'vitest';
import { LatestRequest } from './requests.ts';

describe('LatestRequest', () => {
  it('keeps a started request current until another starts', () => {
    const requests = new LatestRequest();
    const first = requests.start();
    expect(first.isCurrent()).toBe(true);
    const second = requests.start();
    expect(first.isCurrent()).toBe(false);
    expect(second.isCurrent()).toBe(true);
  });

  it('aborts the signal of a superseded request only', () => {
    const requests = new LatestRequest();
    const first = requests.start();
    const second = requests.start();
    expect(first.signal.aborted).toBe(true);
    expect(second.signal.aborted).toBe(false);
  });

  it('drops every request on cancel, and the next start is current again', () => {
    const requests = new LatestRequest();
    const token = requests.start();
    requests.cancel();
    expect(token.isCurrent()).toBe(false);
    expect(token.signal.aborted).toBe(true);
    expect(requests.start().isCurrent()).toBe(true);
  });

  it('lets a later step join the request under way without superseding it', () => {
    const requests = new LatestRequest();
    const started = requests.start();
    const joined = requests.current();
    expect(started.isCurrent()).toBe(true);
    expect(joined.isCurrent()).toBe(true);
    expect(joined.signal).toBe(started.signal);
    requests.cancel();
    expect(joined.isCurrent()).toBe(false);
  });

  it('gives a current token before anything started, which a cancel ends', () => {
    const requests = new LatestRequest();
    const joined = requests.current();
    expect(joined.isCurrent()).toBe(true);
    requests.cancel();
    expect(joined.isCurrent()).toBe(false);
  });

  it('drops a slow answer that arrives after a newer request', async () => {
    const requests = new LatestRequest();
    const written: string[] = [];
    const ask = async (answer: string, delay: number): Promise<void> => {
      const token = requests.start();
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (token.isCurrent()) written.push(answer);
    };
    await Promise.all([ask('slow', 20), ask('fast', 0)]);
    expect(written).toEqual(['fast']);
  });
});
