/**
 * The Farcaster client, as far as the relay stand-in plays it: the page a channel's url opens (where a
 * real client would show "Sign in to <domain>?"), with one Approve button. Its script is served from
 * a path of its own, so the page runs under `script-src 'self'`; the click POSTs the channel token back
 * to the stand-in, which signs on its side with the test user's custody key.
 */
export const CLIENT_PATH = '/client';
export const CLIENT_SCRIPT_PATH = '/client.js';
export const CLIENT_APPROVE_PATH = '/client/approve';
export const APPROVED_TEXT = 'Approved. Go back to the site: it continues by itself.';

export interface ClientPageChannel {
  readonly domain: string;
  readonly completed: boolean;
}

/** The page for a channel; undefined: the token names no channel. */
export function clientPage(channel: ClientPageChannel | undefined, username: string): string {
  if (channel === undefined) return page('Unknown sign-in', '<p role="alert">This sign-in request is unknown or was closed.</p>');
  if (channel.completed) return page('Already answered', `<p role="status">${APPROVED_TEXT}</p>`);
  return page(`Sign in to ${channel.domain}?`, `
<p>Local stand-in for the Farcaster client, signed in as <strong>@${escape(username)}</strong>.</p>
<p><button type="button" id="farcaster-approve" data-testid="farcaster-approve">Approve</button></p>
<p id="farcaster-status" data-testid="farcaster-status" role="status"></p>`);
}

export const CLIENT_SCRIPT = `(function () {
  var button = document.getElementById('farcaster-approve');
  var status = document.getElementById('farcaster-status');
  if (!button || !status) return;
  var channelToken = new URLSearchParams(location.search).get('channelToken') || '';
  button.addEventListener('click', function () {
    button.disabled = true;
    fetch(${JSON.stringify(CLIENT_APPROVE_PATH)}, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ channelToken: channelToken })
    }).then(function (response) {
      if (!response.ok) throw new Error('HTTP ' + response.status);
      status.textContent = ${JSON.stringify(APPROVED_TEXT)};
    }).catch(function (error) {
      button.disabled = false;
      status.textContent = 'The approval failed: ' + error.message;
    });
  });
})();
`;

/** Scripts only from this stand-in, no inline script; the button's fetch goes back to it. */
export const CLIENT_PAGE_POLICY = "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; "
  + "frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>body { font: 16px/1.5 system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; }
button { font: inherit; padding: .4rem .8rem; }</style></head>
<body><h1>${escape(title)}</h1>${body}
<script src="${CLIENT_SCRIPT_PATH}"></script></body></html>
`;
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}
