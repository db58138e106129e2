import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once.ts';

describe('loadOnce', () => {
  it('loads once for every caller, at the same time and later', async () => {
    const load = vi.fn(async () => ({ loaded: true }));
    const get = loadOnce(load);
    const [first, second] = await Promise.all([get(), get()]);
    expect(await get()).toBe(first);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call loads again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce('chunk');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('chunk failed');
    expect(get.peek()).toBeUndefined();
    await expect(get()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('peeks without loading', async () => {
    const load = vi.fn(async () => 1);
    const get = loadOnce(load);
    expect(get.peek()).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    const loading = get();
    expect(get.peek()).toBe(loading);
  });
});
