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

/** Work items started per frame once the grid rests: a screenful of images at once would cost one long frame. */
const PER_FRAME = 4;
const FRAME_MS = 16;

export function scrollIdle(quietMs: number): ScrollIdle {
  const waiting = new Set<() => void>();
  /** Pending while the grid moves (the quiet wait) or while the queue drains a few items a frame. */
  let timer: ReturnType<typeof setTimeout> | undefined;
  let scrolling = false;
  const drain = (): void => {
    timer = undefined;
    scrolling = false;
    const due = [...waiting].slice(0, PER_FRAME);
    for (const work of due) waiting.delete(work);
    for (const work of due) work();
    if (waiting.size > 0) timer = setTimeout(drain, FRAME_MS);
  };
  return {
    scrolled() {
      clearTimeout(timer);
      scrolling = true;
      timer = setTimeout(drain, quietMs);
    },
    whenIdle(work) {
      if (!scrolling && timer === undefined) {
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
