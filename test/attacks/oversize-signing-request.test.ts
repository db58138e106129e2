import { describe, expect, it } from 'vitest';
import { VISITOR, signingFrame } from './signing-frame.fixture.ts';

/** Typed data of about 60 KB: 240 strings of 250 characters in one list. */
function sixtyKilobytes() {
  return {
    domain: { name: 'Mail', chainId: 1 },
    types: { Mail: [{ name: 'lines', type: 'string[]' }] },
    primaryType: 'Mail',
    message: { lines: Array.from({ length: 240 }, (_, index) => `${index}`.padEnd(250, 'x')) },
  };
}

describe('a page sends a signing request too large to read or show in one go', () => {
  it('a 60 KB typed-data request is refused in under 50 ms, before any screen', async () => {
    const frame = signingFrame();
    const request = JSON.stringify(sixtyKilobytes());
    expect(request.length).toBeGreaterThan(60_000);
    const started = performance.now();
    const { refusal } = await frame.outcome('eth_signTypedData_v4', [VISITOR, request]);
    const elapsed = performance.now() - started;
    expect(refusal).toBe('This request is too large to show in full (typed data: 16 KB of JSON at most). Nothing was signed.');
    expect(elapsed).toBeLessThan(50);
    expect([frame.shown, frame.sent]).toEqual([[], []]);
  });

  it('a 1 MB personal_sign message is refused, before any screen', async () => {
    const frame = signingFrame();
    const { refusal } = await frame.outcome('personal_sign', ['a'.repeat(1_000_000), VISITOR]);
    expect(refusal).toBe('This request is too large to show in full (the message: 16 KB at most). Nothing was signed.');
    expect(frame.shown).toEqual([]);
  });
});
