import { useEffect, useState } from 'react';
import type { QrMatrix } from './qr-matrix.ts';

/** Quiet zone around the code, in modules, as scanners expect. */
const MARGIN = 2;

/**
 * The pairing URI as a QR code (SVG). The encoder is imported when the first code is drawn, so the modal
 * chunk does not carry it for visitors who never pair. The URI is also on `data-uri` for tests.
 */
export function QrCode({ value, label }: { readonly value: string; readonly label: string }) {
  const [matrix, setMatrix] = useState<QrMatrix | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void import('./qr-matrix.ts')
      .then(({ qrMatrix }) => {
        const drawn = qrMatrix(value);
        if (live) setMatrix(drawn);
      })
      .catch(() => undefined); // the link below still pairs when the code cannot be drawn
    return () => {
      live = false;
    };
  }, [value]);
  const box = (matrix?.size ?? 0) + MARGIN * 2;
  return (
    <div className="wp-qr" data-testid="wp-wc-qr" data-uri={value}>
      {matrix ? (
        <svg role="img" aria-label={label} viewBox={`${-MARGIN} ${-MARGIN} ${box} ${box}`} width="240" height="240" shapeRendering="crispEdges">
          <rect x={-MARGIN} y={-MARGIN} width={box} height={box} fill="#fff" />
          {/* The attribute is the fallback; the stylesheet's .wp-qr-modules follows --w3m-qr-color. */}
          <path className="wp-qr-modules" d={matrix.path} fill="#000" />
        </svg>
      ) : (
        <div className="wp-qr-placeholder" style={{ width: 240, height: 240 }} aria-hidden="true" />
      )}
    </div>
  );
}
