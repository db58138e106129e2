import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isThemeMode, siweSiwxConflict } from './options.ts';
import { checkOptions } from './options-alerts.ts';
import { resolveFeatures } from './resolve-features.ts';
import { DEFAULT_FEATURES } from '../constants/features.ts';

describe('options', () => {
  it('raises the Project ID Not Configured alert without a project id', () => {
    expect(checkOptions({}).alerts.map((a) => a.title)).toEqual(['Project ID Not Configured']);
    expect(checkOptions({ projectId: '  ' }).alerts).toHaveLength(1);
    expect(checkOptions({ projectId: 'abc' }).alerts).toEqual([]);
  });
  it("rejects both siweConfig and siwx with 'Cannot set both `siweConfig` and `siwx` options'", () => {
    expect(siweSiwxConflict({ siweConfig: {}, siwx: {} })?.shortMessage).toBe('Cannot set both `siweConfig` and `siwx` options');
    expect(siweSiwxConflict({ siwx: {} })).toBeUndefined();
    expect(siweSiwxConflict({ siweConfig: {} })).toBeUndefined();
  });
  it('takes light or dark as a theme mode and nothing else', () => {
    expect(isThemeMode('light')).toBe(true);
    expect(isThemeMode('dark')).toBe(true);
    for (const value of ['Light', 'system', '', undefined, 1, {}]) expect(isThemeMode(value)).toBe(false);
  });
});

describe('feature resolution', () => {
  it('returns the defaults for nothing', () => {
    expect(resolveFeatures(undefined)).toEqual(DEFAULT_FEATURES);
  });
  it('overrides field by field and ignores wrong types', () => {
    const features = resolveFeatures({ pay: true, swaps: 'no', socials: ['github', 'myspace', 'github'], connectMethodsOrder: ['wallet'] });
    expect(features.pay).toBe(true);
    expect(features.swaps).toBe(true);
    expect(features.socials).toEqual(['github']);
    expect(features.connectMethodsOrder).toEqual(['wallet']);
    expect(resolveFeatures({ socials: false }).socials).toBe(false);
  });
  it('never throws', () => {
    fc.assert(fc.property(fc.anything(), (value) => typeof resolveFeatures(value) === 'object'));
  });
});
