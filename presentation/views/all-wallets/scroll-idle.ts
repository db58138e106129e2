import { createContext } from 'react';

/**
 * Whether the grid is being scrolled, and a queue of work to run once it rests. Fetching and decoding a
 * tile's image costs the main thread (a fetch, a Blob, an object URL, a decode); done for every tile a
 * fast scroll passes, it eats the frames the scroll needs. Tiles wait until the grid has been still for
 * `quietMs`, then ask for the images of what is actually in view.
 */
export interface ScrollIdle {
  /** The grid moved: waiting work waits `quietMs` more. */
  scrolled(): void;
  /** Runs `work` now if the grid is still, else once it rests; returns the way to take it back. */
  whenIdle(work: () => void): () => void;
  dispose(): void;
}

export function scrollIdle(quietMs: number): ScrollIdle {
  const waiting = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = (): void => {
    timer = undefined;
    const due = [...waiting];
    waiting.clear();
    for (const work of due) work();
  };
  return {
    scrolled() {
      clearTimeout(timer);
      timer = setTimeout(flush, quietMs);
    },
    whenIdle(work) {
      if (timer === undefined) {
        work();
        return () => undefined;
      }
      waiting.add(work);
      return () => void waiting.delete(work);
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
      waiting.clear();
    },
  };
}

/** The grid's scroll state, for the tiles it renders (absent outside a grid: images load at once). */
export const ScrollIdleContext = createContext<ScrollIdle | undefined>(undefined);
