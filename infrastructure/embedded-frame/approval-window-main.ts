import { browserVisibility } from './approval/approval-visibility.ts';
import { startApprovalWindow } from './approval/approval-window-page.ts';

/*
 * The approval window's script, bundled into one classic script (/approve.js) served on the frame's own
 * origin: the window the frame opens where the browser cannot vouch that the frame itself is seen.
 */
function boot(): void {
  startApprovalWindow({
    document,
    location: window.location,
    opener: window.opener as Window | null,
    addEventListener: (type, listener) => window.addEventListener(type, listener),
    removeEventListener: (type, listener) => window.removeEventListener(type, listener),
    close: () => window.close(),
    visibility: browserVisibility(window),
  });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
else boot();
