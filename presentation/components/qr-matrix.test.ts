import { describe, expect, it } from 'vitest';
import { encode } from 'uqr';
import { qrMatrix } from './qr-matrix.ts';

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000000';

/** The 7×7 finder pattern: a dark ring, a light ring, a dark 3×3 core. */
function isFinder(dark: (row: number, column: number) => boolean, top: number, left: number): boolean {
  for (let row = 0; row < 7; row += 1) {
    for (let column = 0; column < 7; column += 1) {
      const ring = Math.max(Math.abs(row - 3), Math.abs(column - 3));
      if (dark(top + row, left + column) !== (ring !== 2)) return false;
    }
  }
  return true;
}

describe('qrMatrix', () => {
  it('draws a standard code: version size, three finder patterns, no border', () => {
    const matrix = qrMatrix(URI);
    expect((matrix.size - 17) % 4).toBe(0);
    const cells = new Set(matrix.path.split('z').filter(Boolean).map((part) => part.slice(1, part.indexOf('h'))));
    const dark = (row: number, column: number): boolean => cells.has(`${column} ${row}`);
    expect(isFinder(dark, 0, 0)).toBe(true);
    expect(isFinder(dark, 0, matrix.size - 7)).toBe(true);
    expect(isFinder(dark, matrix.size - 7, 0)).toBe(true);
    expect(isFinder(dark, matrix.size - 7, matrix.size - 7)).toBe(false);
  });

  it('uses error correction M: a larger version than L for the same URI', () => {
    expect(qrMatrix(URI).size).toBe(encode(URI, { ecc: 'M', border: 0 }).size);
    expect(qrMatrix(URI).size).toBeGreaterThan(encode(URI, { ecc: 'L', border: 0 }).size);
  });
});
