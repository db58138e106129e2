import type { WalletDirectoryPort } from '../../application/ports/wallet-directory.port.ts';
import { looksLikeSvg, sniffRasterImage } from '../../domain/images/image-type.ts';

export type ImageKind = 'wallet' | 'network';

export interface ObjectUrls {
  create(blob: Blob): string;
  revoke(url: string): void;
}

/**
 * Wallet and network images as object URLs for the view (images as blobs). Each acquire
 * is matched by a release; the URL is revoked when its last user lets go, so a long session does
 * not pin every image it ever showed. A failed fetch yields undefined (the view shows a placeholder).
 */
export interface ImageUrlCache {
  acquire(kind: ImageKind, imageId: string): Promise<string | undefined>;
  release(kind: ImageKind, imageId: string): void;
  /** Revokes everything (on destroy). */
  clear(): void;
}

interface Entry {
  users: number;
  url: Promise<string | undefined>;
}

const browserObjectUrls = (): ObjectUrls => ({
  create: (blob) => URL.createObjectURL(blob),
  revoke: (url) => URL.revokeObjectURL(url),
});

/** SVG images bigger than this are not shown: an icon is a few KiB. */
const MAX_SVG_BYTES = 256 * 1024;

/**
 * The URL a view may show for the bytes the directory sent, whatever their Content-Type. An object
 * URL runs in the host page's origin when a visitor opens it in a tab, so only raster bytes become
 * one, with the type their magic bytes prove (HTML sent as image/png then renders as a broken image).
 * An SVG becomes a data: URL instead: an <img> never runs its scripts, and a data: document has an
 * opaque origin (browsers also refuse to open one as a top-level page). Anything else is not shown.
 */
async function inertImageUrl(blob: Blob, urls: ObjectUrls): Promise<string | undefined> {
  const head = new Uint8Array(await blob.slice(0, 16).arrayBuffer());
  const raster = sniffRasterImage(head);
  if (raster) return urls.create(new Blob([blob], { type: raster }));
  if (blob.size > MAX_SVG_BYTES) return undefined;
  const text = await blob.text();
  if (!looksLikeSvg(text)) return undefined;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
}

const isObjectUrl = (url: string): boolean => url.startsWith('blob:');

export function createImageUrlCache(directory: WalletDirectoryPort, urls: ObjectUrls = browserObjectUrls()): ImageUrlCache {
  const entries = new Map<string, Entry>();
  const revokeWhenReady = (entry: Entry): void => {
    void entry.url.then((url) => url !== undefined && isObjectUrl(url) && urls.revoke(url));
  };

  return {
    acquire(kind, imageId) {
      const key = `${kind}:${imageId}`;
      const existing = entries.get(key);
      if (existing) {
        existing.users += 1;
        return existing.url;
      }
      const fetchBlob = kind === 'wallet' ? directory.fetchWalletImage(imageId) : directory.fetchNetworkImage(imageId);
      const entry: Entry = { users: 1, url: fetchBlob.then((blob) => inertImageUrl(blob, urls)).catch(() => undefined) };
      entries.set(key, entry);
      // A failure is not cached: the next acquire after every user let go tries again.
      void entry.url.then((url) => {
        if (url === undefined && entries.get(key) === entry && entry.users === 0) entries.delete(key);
      });
      return entry.url;
    },
    release(kind, imageId) {
      const key = `${kind}:${imageId}`;
      const entry = entries.get(key);
      if (!entry) return;
      entry.users -= 1;
      if (entry.users > 0) return;
      entries.delete(key);
      revokeWhenReady(entry);
    },
    clear() {
      for (const entry of entries.values()) revokeWhenReady(entry);
      entries.clear();
    },
  };
}
