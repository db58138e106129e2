import type { PopupPort, PopupWindow } from '../../application/ports/popup.port.ts';

/** Pop-ups of the real page: `window.open` and the window's message events. */
export function createBrowserPopups(win: Window = window): PopupPort {
  return {
    openBlank(name, features): PopupWindow | null {
      const popup = win.open('about:blank', name, features);
      if (!popup) return null;
      return {
        window: popup,
        get closed() {
          try {
            return popup.closed;
          } catch {
            return true;
          }
        },
        navigate: (url) => {
          popup.location.href = url;
        },
        detachOpener: () => {
          // The blank window is this page's own until it navigates, so its opener can still be cleared.
          popup.opener = null;
        },
        close: () => {
          try {
            popup.close();
          } catch {
            // Already gone.
          }
        },
      };
    },
    onMessage(listener) {
      const handler = (event: MessageEvent): void => listener({ origin: event.origin, source: event.source, data: event.data });
      win.addEventListener('message', handler);
      return () => win.removeEventListener('message', handler);
    },
  };
}
