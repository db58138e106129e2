import { describe, expect, it } from 'vitest';
import { SIGNING_LIMITS, boundedJsonBytes, utf8Length } from './signing-limits.ts';
import { checkTypedData } from './typed-data.ts';
import { domainRows, messageRows } from './typed-data-rows.ts';

/** A Node: a label and a list of children, `levels` deep (the message is level 1). */
function nested(levels: number, children: number, label: string) {
  const types = { Node: [{ name: 'label', type: 'string' }, { name: 'children', type: 'Node[]' }] };
  const node = (level: number): Record<string, unknown> => ({ label, children: level + 2 > levels ? [] : Array.from({ length: children }, () => node(level + 2)) });
  return { domain: { name: 'Tree' }, types, primaryType: 'Node', message: node(1) };
}

describe('signing request limits', () => {
  it('counts JSON bytes as JSON.stringify writes them, and gives up past the limit without walking the rest', () => {
    const value = { a: ['é', 1, true, null], 'ключ': { b: 'x'.repeat(10) } };
    expect(boundedJsonBytes(value, 1_000)).toBe(utf8Length(JSON.stringify(value)));
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(boundedJsonBytes(cyclic, 1_000)).toBe(1_001);
    expect(boundedJsonBytes({ huge: 'x'.repeat(10_000_000) }, 16_384)).toBe(16_385);
    expect(utf8Length('a\u00e9\u20ac\u{1F98A}')).toBe(1 + 2 + 3 + 4);
  });

  it('refuses nesting deeper than 6 levels, more than 200 fields, lists of more than 64 entries', () => {
    expect(() => checkTypedData(nested(6, 1, 'x'))).not.toThrow();
    expect(() => checkTypedData(nested(8, 1, 'x'))).toThrow('too large to show in full (nesting at Node.children[0].children[0].children[0]: 6 levels at most)');
    expect(() => checkTypedData(nested(6, 8, 'x'))).toThrow('(the message: 200 fields in all at most)');
    const list = { domain: {}, types: { Mail: [{ name: 'to', type: 'address[]' }] }, primaryType: 'Mail', message: { to: Array(65).fill(`0x${'1'.repeat(40)}`) } };
    expect(() => checkTypedData(list)).toThrow('(the list Mail.to: 64 entries at most)');
  });

  it('reads and lays out the largest typed data allowed in well under 50 ms', () => {
    // 6 levels, 7 children each: 171 values, padded to most of 16 KB of JSON.
    const largest = nested(6, 7, 'y'.repeat(240));
    const text = JSON.stringify(largest);
    expect(text.length).toBeGreaterThan(SIGNING_LIMITS.typedDataJsonBytes * 0.9);
    const layout = () => {
      const data = checkTypedData(text);
      return [...domainRows(data), ...messageRows(data)].length;
    };
    layout();
    const times = Array.from({ length: 5 }, () => {
      const started = performance.now();
      expect(layout()).toBeGreaterThan(100);
      return performance.now() - started;
    });
    // The median of five: one run slowed by a collection or a busy core says nothing about the layout's cost.
    const median = [...times].sort((a, b) => a - b)[2]!;
    expect(median).toBeLessThan(50);
  });
});
