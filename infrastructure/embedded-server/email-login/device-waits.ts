/**
 * Wake-ups for visitors waiting on a device confirmation. A confirmation made by this process wakes its
 * waiters at once; one made by another server on the same database is seen at the next poll, which is
 * why a sleep always ends after `maxMs` even when nobody wakes it.
 */
export interface DeviceWaits {
  /** Wakes every waiter of this e-mail and device. */
  wake(email: string, deviceId: string): void;
  /** Resolves on a wake-up, after `maxMs`, or when the signal aborts, whichever comes first. */
  sleep(email: string, deviceId: string, maxMs: number, signal?: AbortSignal): Promise<void>;
}

export function createDeviceWaits(): DeviceWaits {
  const waiters = new Map<string, Set<() => void>>();
  const keyOf = (email: string, deviceId: string) => `${email}\n${deviceId}`;

  return {
    wake(email, deviceId) {
      const key = keyOf(email, deviceId);
      const woken = waiters.get(key);
      waiters.delete(key);
      woken?.forEach((wakeUp) => wakeUp());
    },

    sleep(email, deviceId, maxMs, signal) {
      return new Promise<void>((resolve) => {
        const key = keyOf(email, deviceId);
        const done = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', done);
          const set = waiters.get(key);
          set?.delete(done);
          if (set?.size === 0) waiters.delete(key);
          resolve();
        };
        const timer = setTimeout(done, Math.max(0, maxMs));
        if (signal?.aborted) return done();
        signal?.addEventListener('abort', done, { once: true });
        let set = waiters.get(key);
        if (set === undefined) waiters.set(key, (set = new Set()));
        set.add(done);
      });
    },
  };
}
