/**
 * An image address from outside (a profile's avatar, a network's `assets.imageUrl`, a wallet's icon)
 * that an `<img>` may load, or undefined. Only https, http on loopback hosts (the local stand-ins) and
 * raster or SVG `data:image/` URLs pass: `javascript:`, `ipfs:` and relative paths are not images a
 * browser can show safely here, and the view shows its fallback instead.
 */
export function displayableImageUrl(raw: string | null | undefined): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const value = raw.trim();
  if (value === '') return undefined;
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol === 'https:') return url.href;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return url.href;
  return undefined;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
