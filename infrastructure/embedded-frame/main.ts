import { indexedDbDeviceKeyStore, memoryDeviceKeyStore } from './adapters/device-key.ts';
import { guardedStorage } from './adapters/frame-session.ts';
import { startFrame } from './start-frame.ts';

/*
 * The secure frame's script, bundled into one classic script (/frame.js) on the frame's own origin. It
 * waits for the page to be parsed, since the configuration element must exist before it is read.
 */
function boot(): void {
  const enableLogger = new URLSearchParams(window.location.search).get('enableLogger') === 'true';
  startFrame({
    window,
    fetch: window.fetch.bind(window),
    storage: guardedStorage(() => window.localStorage),
    sessionStorage: guardedStorage(() => window.sessionStorage),
    randomUUID: () => crypto.randomUUID(),
    deviceKeys: (slot) => (typeof indexedDB === 'undefined' ? memoryDeviceKeyStore() : indexedDbDeviceKeyStore(indexedDB, slot)),
    subtle: crypto.subtle,
    log: {
      debug: (message) => {
        if (enableLogger) console.debug(`[walletport frame] ${message}`);
      },
      warn: (message) => console.warn(`[walletport frame] ${message}`),
    },
  });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
else boot();
