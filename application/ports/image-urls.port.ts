import { token } from '../token.ts';

export type ImageKind = 'wallet' | 'network';

/**
 * Directory images as object URLs for the views (the directory sends images as blobs). Every acquire is matched
 * by a release; a URL is revoked when its last user lets go. A failed fetch gives undefined.
 */
export interface ImageUrlsPort {
  acquire(kind: ImageKind, imageId: string): Promise<string | undefined>;
  release(kind: ImageKind, imageId: string): void;
  /** Revokes everything (on destroy). */
  clear(): void;
}

export const IMAGE_URLS = token<ImageUrlsPort>('ImageUrls');
