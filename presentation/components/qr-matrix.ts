import { encode } from 'uqr';
import { qrPath } from './qr-path.ts';

export interface QrMatrix {
  readonly size: number;
  readonly path: string;
}

/**
 * The QR code of a value as an SVG path, error correction M (what wallet scanners read reliably at
 * WalletConnect URI lengths). No border here: the view draws its own quiet zone.
 */
export function qrMatrix(value: string): QrMatrix {
  const { size, data } = encode(value, { ecc: 'M', border: 0 });
  return { size, path: qrPath(size, (row, column) => data[row]?.[column] === true) };
}
