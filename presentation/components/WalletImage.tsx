import { useDirectoryImage, type DirectoryImageTiming } from './use-directory-image.ts';

/**
 * A directory wallet's image, held while shown and released after (see useDirectoryImage). A wallet
 * without an image, a failed fetch and bytes the browser cannot decode all show the same neutral
 * wallet glyph: a letter would be read as the wallet's logo. The wallet's name is always written
 * beside the image, so the image itself is decorative (`name` is accepted for that caller contract).
 * `deferMs` and `waitFor` let a scrolling grid hold the fetch of tiles that only pass by.
 */
export function WalletImage({ imageId, deferMs, waitFor }: { readonly imageId: string | null | undefined; readonly name?: string } & DirectoryImageTiming) {
  const image = useDirectoryImage('wallet', imageId, { deferMs, waitFor });
  if (image.missing) return <WalletGlyph />;
  if (!image.url) return <span className="wp-image-placeholder wp-image-loading" aria-hidden="true" />;
  return <img src={image.url} alt="" decoding="async" onError={image.broken} />;
}

/** A neutral wallet outline in the text colour, for a wallet with no usable image. */
export function WalletGlyph() {
  return (
    <span className="wp-image-placeholder wp-wallet-glyph" aria-hidden="true" data-testid="wp-wallet-glyph">
      <svg viewBox="0 0 24 24" width="60%" height="60%" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" focusable="false">
        <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H17v2.5" />
        <rect x="4" y="7.5" width="16" height="11.5" rx="2.5" />
        <path d="M20 11h-3.5a2 2 0 0 0 0 4H20" />
        <circle cx="16.6" cy="13" r=".6" fill="currentColor" />
      </svg>
    </span>
  );
}
