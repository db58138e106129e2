import { describe, expect, it } from 'vitest';
import { looksLikeSvg, sniffRasterImage } from './image-type.ts';

const bytes = (...values: number[]): Uint8Array => new Uint8Array(values);
const text = (value: string): Uint8Array => new TextEncoder().encode(value);

describe('image type from the bytes', () => {
  it('recognises PNG, JPEG, GIF, WebP and AVIF by their magic bytes', () => {
    expect(sniffRasterImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffRasterImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffRasterImage(text('GIF89a..'))).toBe('image/gif');
    expect(sniffRasterImage(text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(sniffRasterImage(text('\u0000\u0000\u0000\u001cftypavif'))).toBe('image/avif');
  });

  it('refuses HTML, script and SVG whatever header came with them', () => {
    expect(sniffRasterImage(text('<html><script>alert(1)</script>'))).toBeUndefined();
    expect(sniffRasterImage(text('<svg onload="alert(1)"/>'))).toBeUndefined();
    expect(sniffRasterImage(bytes())).toBeUndefined();
  });

  it('tells an SVG document from other markup', () => {
    expect(looksLikeSvg('<svg xmlns="http://www.w3.org/2000/svg"/>')).toBe(true);
    expect(looksLikeSvg('<?xml version="1.0"?>\n<!-- icon -->\n<svg>')).toBe(true);
    expect(looksLikeSvg('<html><body><svg/></body></html>')).toBe(false);
    expect(looksLikeSvg('<svgx>')).toBe(false);
  });
});
