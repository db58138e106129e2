/**
 * Runs `work` once the page has had a chance to render its first frame: after the next animation frame,
 * or after `fallbackMs` where frames do not come (a tab in the background). Returns a cancel function.
 * Work that may wait a frame waits here so that it does not stand between the page's script and its first
 * render: the first read of the browser's storage, for one, is a synchronous load of the whole area.
 */
export function afterFirstFrame(work: () => void, fallbackMs = 50): () => void {
  let done = false;
  const run = (): void => {
    if (done) return;
    done = true;
    cancel();
    work();
  };
  const timer = setTimeout(run, fallbackMs);
  // The frame's callback runs before that frame paints; the task after it runs once it has.
  let frameTimer: ReturnType<typeof setTimeout> | undefined;
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => (frameTimer = setTimeout(run, 0))) : undefined;
  const cancel = (): void => {
    done = true;
    clearTimeout(timer);
    if (frameTimer !== undefined) clearTimeout(frameTimer);
    if (frame !== undefined) cancelAnimationFrame(frame);
  };
  return cancel;
}
