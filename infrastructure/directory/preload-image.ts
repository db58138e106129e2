import type { ClockPort } from '../../application/ports/clock.port.ts';
import { DIRECTORY_LIMITS } from '../../application/ports/wallet-directory.port.ts';

/** Loads an image into the browser cache; resolves when it is decoded, rejects when it fails. */
export type ImageLoader = (url: string) => Promise<void>;

const browserImageLoader: ImageLoader = (url) =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`image failed: ${url}`));
    image.src = url;
  });

/** Spec §9: an image preload gives up after 2 s. True when the image loaded in time. */
export function preloadImage(url: string, clock: ClockPort, load: ImageLoader = browserImageLoader, timeoutMs = DIRECTORY_LIMITS.imagePreloadTimeoutMs): Promise<boolean> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (loaded: boolean): void => {
      if (done) return;
      done = true;
      cancel();
      resolve(loaded);
    };
    const cancel = clock.schedule(() => finish(false), timeoutMs);
    load(url).then(
      () => finish(true),
      () => finish(false),
    );
  });
}
