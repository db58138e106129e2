import { DEFAULT_ALLOWED_ANCESTORS } from '../../../domain/constants/embedded-wallet.ts';
import type { Mail } from '../mail/mailer.ts';

/**
 * The server's HTML: the secure frame's page, the device confirmation page and the development
 * mailbox. Every text written into them is HTML-escaped, and none has an inline script, so the pages
 * run under `script-src 'self'`.
 */
export interface FrameConfig {
  readonly projectId: string;
  readonly allowedOrigins: readonly string[];
  /** The eip155 chain ids the server has an RPC URL for. */
  readonly chains: readonly number[];
  /** Whether the default allowed ancestors (localhost on any port, *.pages.dev, *.vercel.app, *.ngrok-free.app, the secure-mobile hosts) may embed the frame too. */
  readonly defaultAncestors: boolean;
}

export const FRAME_CONFIG_ELEMENT_ID = 'walletport-frame-config';
export const DEVICE_CONFIRMED_TEXT = 'Device confirmed. Go back to the site: it continues by itself.';

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * JSON for a `<script type="application/json">` element: `<`, `>` and `&` as \u escapes, so no value
 * can close the element (`</script>`) or open a comment; JSON.parse reads them back unchanged.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** One origin as a CSP source expression: anything that could end the directive or the header is left out. */
const CSP_SOURCE = /^[a-z][a-z0-9+.-]*:\/\/[^\s;,'"<>\\]+$/i;

export function isCspSource(origin: string): boolean {
  return CSP_SOURCE.test(origin);
}

/** The frame's policy: embeddable by the allowed origins (and the default allowed ancestors), scripts from itself only. */
export function frameContentSecurityPolicy(allowedOrigins: readonly string[], defaultAncestors = true): string {
  const ancestors = ["'self'", ...allowedOrigins.filter(isCspSource), ...(defaultAncestors ? DEFAULT_ALLOWED_ANCESTORS : [])];
  return `frame-ancestors ${[...new Set(ancestors)].join(' ')}; script-src 'self'; object-src 'none'; base-uri 'none'`;
}

export function framePage(config: FrameConfig): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>walletport secure frame</title>
<script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">${jsonForScriptElement(config)}</script>
</head>
<body>
<script src="/frame.js"></script>
</body>
</html>
`;
}

/** Pages people open directly: never inside another site's frame, where a click could be stolen. */
export const STANDALONE_PAGE_POLICY = "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; "
  + "frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const PAGE_STYLE = `<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; color: #1b1b1f; }
button { font: inherit; padding: .6rem 1.2rem; border-radius: .5rem; border: 0; background: #2456d8; color: #fff; cursor: pointer; }
button[disabled] { opacity: .6; cursor: default; }
article { border: 1px solid #ddd; border-radius: .5rem; padding: .5rem 1rem; margin: 1rem 0; }
pre { white-space: pre-wrap; word-break: break-all; }
.otp { font-size: 1.4rem; font-weight: 600; user-select: all; cursor: pointer; }
</style>`;

/**
 * "Confirm this device". Opening the page changes nothing (mail scanners prefetch links): only the
 * button's POST confirms. The script reads the token from the address bar.
 */
export function devicePage(): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Confirm this device</title>${PAGE_STYLE}</head>
<body>
<h1>Confirm this device</h1>
<p>Someone is signing in to your wallet from a new device. If it is you, confirm it.</p>
<button type="button" data-testid="wp-device-confirm">Confirm this device</button>
<p id="wp-device-status" data-testid="wp-device-status" role="status"></p>
<noscript>This page needs JavaScript to confirm the device.</noscript>
<script src="/device.js"></script>
</body>
</html>
`;
}

export const DEVICE_SCRIPT = `(function () {
  var button = document.querySelector('[data-testid="wp-device-confirm"]');
  var status = document.getElementById('wp-device-status');
  var token = new URLSearchParams(location.search).get('token') || '';
  button.addEventListener('click', function () {
    button.disabled = true;
    status.textContent = 'Confirming...';
    fetch('/api/device/verify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: token }) })
      .then(function (response) {
        return response.json().then(function (body) { return { ok: response.ok, body: body }; });
      })
      .then(function (answer) {
        if (answer.ok) {
          status.textContent = ${JSON.stringify(DEVICE_CONFIRMED_TEXT)};
          button.hidden = true;
          return;
        }
        status.textContent = (answer.body && answer.body.error && answer.body.error.message) || 'Something went wrong';
        button.disabled = false;
      })
      .catch(function () {
        status.textContent = 'The server could not be reached. Try again.';
        button.disabled = false;
      });
  });
})();
`;

/**
 * The approval window: a top-level page of the frame's origin that the frame opens where the browser
 * cannot vouch that the frame itself is seen. Its script (/approve.js) draws the request the frame sends.
 */
export function approvalWindowPage(): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Approve a request</title></head>
<body>
<noscript>This page needs JavaScript to show the request.</noscript>
<script src="/approve.js"></script>
</body>
</html>
`;
}

/** Development mailbox: every mail, newest first, codes selectable with one click and links clickable. */
export function mailboxPage(mails: readonly Mail[]): string {
  const articles = [...mails].reverse().map((mail) => `<article data-testid="wp-mailbox-message">
<p><strong>To:</strong> ${escapeHtml(mail.to)}<br><strong>Subject:</strong> ${escapeHtml(mail.subject)}</p>
<pre>${mailTextHtml(mail.text)}</pre>
</article>`);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development mailbox</title>${PAGE_STYLE}</head>
<body>
<h1>Development mailbox</h1>
<p>The mails this server sent, newest first. Reload to see new ones.</p>
${articles.length === 0 ? '<p data-testid="wp-mailbox-empty">No mail yet.</p>' : articles.join('\n')}
</body>
</html>
`;
}

const LINK_OR_CODE = /(https?:\/\/[^\s<>"']+)|\b(\d{6})\b/g;

/** The mail's text, escaped, with its web links as anchors and its six-digit codes highlighted. */
function mailTextHtml(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK_OR_CODE)) {
    html += escapeHtml(text.slice(last, match.index));
    const [whole, link, code] = match;
    if (link !== undefined) html += `<a href="${escapeHtml(link)}" data-testid="wp-mailbox-link">${escapeHtml(link)}</a>`;
    else html += `<code class="otp" data-testid="wp-mailbox-otp">${escapeHtml(code ?? whole)}</code>`;
    last = match.index + whole.length;
  }
  return html + escapeHtml(text.slice(last));
}
