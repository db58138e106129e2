import { describe, expect, it } from 'vitest';
import { admit, TELEMETRY_LIMIT } from './sliding-window.ts';
import { CACHE_LIFETIMES_MS, isFresh } from './cache-lifetimes.ts';

describe('telemetry limiter (spec §9: 5 per 60 s)', () => {
  it('drops the sixth event within 60 s and admits again once the window moves on', () => {
    let window: readonly number[] = [];
    const results: boolean[] = [];
    for (const time of [0, 1_000, 2_000, 3_000, 4_000, 5_000]) {
      const admission = admit(window, time, TELEMETRY_LIMIT);
      window = admission.window;
      results.push(admission.admitted);
    }
    expect(results).toEqual([true, true, true, true, true, false]);
    expect(admit(window, 59_999, TELEMETRY_LIMIT).admitted).toBe(false);
    expect(admit(window, 60_000, TELEMETRY_LIMIT).admitted).toBe(true);
  });
});

describe('cache lifetimes (spec §9)', () => {
  it('keeps portfolio 30 s and names 5 min', () => {
    expect(isFresh({ timestamp: 0 }, 29_999, CACHE_LIFETIMES_MS.portfolio)).toBe(true);
    expect(isFresh({ timestamp: 0 }, 30_000, CACHE_LIFETIMES_MS.portfolio)).toBe(false);
    expect(isFresh({ timestamp: 0 }, 299_999, CACHE_LIFETIMES_MS.name)).toBe(true);
    expect(isFresh({ timestamp: 10 }, 0, CACHE_LIFETIMES_MS.identity)).toBe(false);
    expect(isFresh(undefined, 0, CACHE_LIFETIMES_MS.identity)).toBe(false);
  });
});
