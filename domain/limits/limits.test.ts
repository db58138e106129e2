import { describe, expect, it } from 'vitest';
import { admit, TELEMETRY_LIMIT } from './sliding-window.ts';

describe('telemetry limiter (5 per 60 s)', () => {
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
