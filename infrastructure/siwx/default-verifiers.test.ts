import { describe, expect, it } from 'vitest';
import { CHAIN_NAMESPACES } from '../../domain/caip/caip.ts';
import { DEFAULT_SIWX_VERIFIERS } from './verify-session.ts';

describe('the default SIWX verifiers', () => {
  it('hold one verifier per chain family, each for its own namespace', () => {
    for (const namespace of CHAIN_NAMESPACES) expect(DEFAULT_SIWX_VERIFIERS[namespace].chainNamespace).toBe(namespace);
  });

  it('do not compile with a family left out', () => {
    const { cosmos, ...others } = DEFAULT_SIWX_VERIFIERS;
    // @ts-expect-error Every namespace of the family registry needs its verifier.
    const withoutCosmos: typeof DEFAULT_SIWX_VERIFIERS = others;
    expect(Object.keys(withoutCosmos)).not.toContain(cosmos.chainNamespace);
  });
});
