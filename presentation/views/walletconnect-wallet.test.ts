import { describe, expect, it } from 'vitest';
import { qrPath } from '../components/qr-path.ts';

describe('WalletConnect view helpers', () => {
  it('draws one 1×1 square per dark module', () => {
    expect(qrPath(2, (row, column) => row === column)).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
  });
});
