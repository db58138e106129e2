import { SOCIAL_CALLBACK_MESSAGE_TYPE } from '../../../domain/connectors/social-login.ts';
import { jsonForScriptElement } from './pages.ts';

/**
 * The page the social provider sends the sign-in window back to, on the frame's own origin. It runs in
 * that window, opened by the dApp's page. Its address (code and state) goes to the wallet frame only: it
 * is posted to each frame of the opening page with this origin as the target, so the browser delivers it
 * to documents of this origin alone (the wallet frame), never to the dApp's page, its scripts or other
 * frames. The dApp's page, at exactly the origin that started the sign-in, gets this page's address
 * without them (AppKit's `resultUri`).
 * The code and state then leave the address bar and history. The origin is written into the page as JSON
 * from the server's record of the state, never read from the address. Its script is a file of its own,
 * so the page runs under `script-src 'self'`.
 */
export const SOCIAL_CALLBACK_ELEMENT_ID = 'walletport-social-callback';
// The sign-in window's own message to the frame and the page: not a W3mFrame message (AppKit's client
// would refuse an unknown @w3m-frame/ type on the page), so it keeps walletport's own prefix.
export { SOCIAL_CALLBACK_MESSAGE_TYPE };
export const SOCIAL_CALLBACK_DONE_TEXT = 'You can close this window.';
export const SOCIAL_CALLBACK_INVALID_TEXT = 'This sign-in link is invalid or has expired. Close this window and start the sign-in again.';
const NO_OPENER_TEXT = 'The site that opened this window is gone. Close this window and start the sign-in again.';

/** The page for a sign-in under way from `targetOrigin`; undefined: the state is unknown, and the page posts nothing. */
export function socialCallbackPage(targetOrigin: string | undefined): string {
  const config = targetOrigin === undefined
    ? ''
    : `<script type="application/json" id="${SOCIAL_CALLBACK_ELEMENT_ID}">${jsonForScriptElement({ targetOrigin })}</script>\n`;
  const status = targetOrigin === undefined ? SOCIAL_CALLBACK_INVALID_TEXT : 'Finishing the sign-in...';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign-in</title>
${config}<style>body { font: 16px/1.5 system-ui, sans-serif; max-width: 30rem; margin: 3rem auto; padding: 0 1rem; color: #1b1b1f; }</style>
</head>
<body>
<p id="wp-social-status" data-testid="wp-social-status" role="status">${status}</p>
<script src="/social-callback.js"></script>
</body>
</html>
`;
}

export const SOCIAL_CALLBACK_SCRIPT = `(function () {
  var status = document.getElementById('wp-social-status');
  var element = document.getElementById(${JSON.stringify(SOCIAL_CALLBACK_ELEMENT_ID)});
  if (!element) return;
  var targetOrigin;
  try {
    targetOrigin = JSON.parse(element.textContent || '').targetOrigin;
  } catch (error) {
    return;
  }
  if (typeof targetOrigin !== 'string' || targetOrigin === '*' || targetOrigin.charAt(0) === '/') return;
  if (!window.opener || window.opener.closed) {
    status.textContent = ${JSON.stringify(NO_OPENER_TEXT)};
    return;
  }
  var address = location.href;
  var frames = window.opener.frames;
  for (var index = 0; index < frames.length; index += 1) {
    try {
      frames[index].postMessage({ type: ${JSON.stringify(SOCIAL_CALLBACK_MESSAGE_TYPE)}, uri: address }, location.origin);
    } catch (error) {
      // A frame that went away meanwhile: the others still get the address.
    }
  }
  history.replaceState(null, '', location.pathname);
  // AppKit's page waits for a resultUri (and an AppKit site may use this server): it gets this page's
  // address without the code and state, which this frame already holds.
  window.opener.postMessage({ type: ${JSON.stringify(SOCIAL_CALLBACK_MESSAGE_TYPE)}, resultUri: location.origin + location.pathname }, targetOrigin);
  status.textContent = ${JSON.stringify(SOCIAL_CALLBACK_DONE_TEXT)};
})();
`;
