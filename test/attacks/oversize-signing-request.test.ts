import { describe, expect, it, vi } from 'vitest';
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
  it('a 60 KB typed-data request is refused before it is parsed, and before any screen', async () => {
    const frame = signingFrame();
    const request = JSON.stringify(sixtyKilobytes());
    expect(request.length).toBeGreaterThan(60_000);
    // Parsing is the cost a flood of such requests would make the frame pay: the size is judged on the text.
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const { refusal } = await frame.outcome('eth_signTypedData_v4', [VISITOR, request]);
      expect(refusal).toBe('This request is too large to show in full (typed data: 16 KB of JSON at most). Nothing was signed.');
      expect(parse.mock.calls.filter(([text]) => text === request)).toEqual([]);
    } finally {
      parse.mockRestore();
    }
    expect([frame.shown, frame.sent]).toEqual([[], []]);
  });

  it('a 1 MB personal_sign message is refused, before any screen', async () => {
    const frame = signingFrame();
    const { refusal } = await frame.outcome('personal_sign', ['a'.repeat(1_000_000), VISITOR]);
    expect(refusal).toBe('This request is too large to show in full (the message: 16 KB at most). Nothing was signed.');
    expect(frame.shown).toEqual([]);
  });
});
