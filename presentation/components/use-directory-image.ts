import { useEffect, useState } from 'react';
import type { ImageKind } from '../../application/ports/image-urls.port.ts';
import { useFacade } from '../modal/facade-context.ts';

/** A directory image as the view shows it: still coming, a URL, or nothing usable (missing, failed, broken). */
export interface DirectoryImage {
  readonly url: string | undefined;
  readonly missing: boolean;
  /** The `<img>` could not decode what arrived: show the fallback instead. */
  readonly broken: () => void;
}

export interface DirectoryImageTiming {
  /** Waits this long before fetching: a tile that scrolls past sooner never asks. */
  readonly deferMs?: number;
  /** Holds the fetch until the caller allows it (a grid at rest); returns the way to take the wait back. */
  readonly waitFor?: ((start: () => void) => () => void) | undefined;
}

/**
 * A directory image (a wallet's or a network's) as an object URL, held while shown and released after.
 * A fetch that fails counts as missing; every view shows its own fallback for that.
 */
export function useDirectoryImage(kind: ImageKind, imageId: string | null | undefined, { deferMs = 0, waitFor }: DirectoryImageTiming = {}): DirectoryImage {
  const facade = useFacade();
  const [shown, setShown] = useState<{ readonly imageId: string; readonly url: string | undefined } | undefined>(undefined);
  useEffect(() => {
    if (!imageId) return;
    let live = true;
    let acquired = false;
    const acquire = (): void => {
      acquired = true;
      void facade.images.acquire(kind, imageId).then(
        (url) => live && setShown({ imageId, url }),
        () => live && setShown({ imageId, url: undefined }),
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
      if (acquired) facade.images.release(kind, imageId);
    };
  }, [facade, kind, imageId, deferMs, waitFor]);
  const current = shown?.imageId === imageId ? shown : undefined;
  return {
    url: current?.url,
    missing: !imageId || (current !== undefined && current.url === undefined),
    broken: () => {
      if (imageId) setShown({ imageId, url: undefined });
    },
  };
}
