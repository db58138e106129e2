import { useEffect, useState } from 'react';
import { useFacade } from '../modal/facade-context.ts';

/** What is shown for one image id: still coming, a URL to show, or nothing usable (missing, failed, broken). */
type Shown = { readonly imageId: string; readonly url: string | undefined; readonly missing: boolean };

/**
 * A directory wallet's image as an object URL, held while shown and released (revoked) after. A wallet
 * without an image, a failed fetch and bytes the browser cannot decode all show the same neutral
 * wallet glyph: a letter would be read as the wallet's logo. The wallet's name is always written
 * beside the image, so the image itself is decorative (`name` is accepted for that caller contract).
 * `deferMs` waits before fetching: a tile that scrolls past sooner than that never asks for its image,
 * so a fast scroll through a long grid does not start (and drop) a request per tile it passes.
 */
export function WalletImage({ imageId, deferMs = 0, waitFor }: {
  readonly imageId: string | null | undefined;
  readonly name?: string;
  readonly deferMs?: number;
  /** Holds the fetch until the caller allows it (a grid at rest); returns the way to take the wait back. */
  readonly waitFor?: ((start: () => void) => () => void) | undefined;
}) {
  const facade = useFacade();
  const [shown, setShown] = useState<Shown | undefined>(undefined);
  useEffect(() => {
    if (!imageId) return;
    let live = true;
    let acquired = false;
    const acquire = (): void => {
      acquired = true;
      void facade.images.acquire('wallet', imageId).then(
        (url) => live && setShown({ imageId, url, missing: url === undefined }),
        () => live && setShown({ imageId, url: undefined, missing: true }),
      );
    };
    let stopWaiting: (() => void) | undefined;
    const start = (): void => {
      if (waitFor) stopWaiting = waitFor(acquire);
      else acquire();
    };
    const timer = deferMs > 0 ? setTimeout(start, deferMs) : undefined;
    if (timer === undefined) start();
    return () => {
      live = false;
      clearTimeout(timer);
      stopWaiting?.();
      if (acquired) facade.images.release('wallet', imageId);
    };
  }, [facade, imageId, deferMs, waitFor]);
  const current = shown?.imageId === imageId ? shown : undefined;
  if (!imageId || current?.missing) return <WalletGlyph />;
  if (!current?.url) return <span className="wp-image-placeholder wp-image-loading" aria-hidden="true" />;
  return <img src={current.url} alt="" decoding="async" onError={() => setShown({ imageId, url: undefined, missing: true })} />;
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
