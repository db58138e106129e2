import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { RESTRICTED_TIME_ZONES, isRestrictedTimeZone } from './restricted-time-zones.ts';

describe('restricted time zones', () => {
  it('are AppKit’s list, mainland China, Hong Kong and Macau, its repeat kept', () => {
    expect(RESTRICTED_TIME_ZONES).toHaveLength(10);
    expect(new Set(RESTRICTED_TIME_ZONES).size).toBe(9);
    for (const zone of RESTRICTED_TIME_ZONES) expect(zone).toMatch(/^ASIA\/[A-Z_]+$/);
  });

  it('match the zone names browsers report, in any case', () => {
    for (const zone of ['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Hong_Kong', 'Asia/Macau', 'asia/macao', 'ASIA/CHONGQING', 'Asia/Harbin', 'Asia/Kashgar']) {
      expect(isRestrictedTimeZone(zone)).toBe(true);
    }
  });

  it('leave every other zone, and nearby ones, unrestricted', () => {
    for (const zone of ['Asia/Taipei', 'Asia/Singapore', 'Asia/Tokyo', 'Europe/Berlin', 'UTC', 'America/New_York', 'Asia/Shanghai2', 'Asia/Shangha',
      ' Asia/Shanghai', 'Asia/Shanghai\n', 'Asia//Shanghai', 'Shanghai', '']) {
      expect(isRestrictedTimeZone(zone)).toBe(false);
    }
  });

  it('are not matched through Unicode case folding or by anything that is not a zone name', () => {
    // 'ı' (dotless i) upper-cases to ASCII 'I': "Asıa/Shanghai" is not the zone.
    expect(isRestrictedTimeZone('As\u0131a/Shanghai')).toBe(false);
    expect(isRestrictedTimeZone(`Asia/Shanghai${'a'.repeat(100)}`)).toBe(false);
    fc.assert(fc.property(fc.anything().filter((value) => typeof value !== 'string'), (value) => isRestrictedTimeZone(value) === false));
  });
});
