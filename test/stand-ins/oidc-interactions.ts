import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';

/**
 * The stand-in provider's own sign-in pages: a login page where any username is accepted, then a
 * consent page with Allow and Deny. Plain HTML forms without script, so a browser test clicks them and
 * a node test posts them with fetch alike.
 */
export const INTERACTION_PATH = '/interaction/';
const MAX_USERNAME_LENGTH = 64;

/** Answers a request under INTERACTION_PATH. */
export async function handleInteraction(provider: Provider, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const interaction = await provider.interactionDetails(request, response);
  const clientId = String(interaction.params.client_id ?? '');
  const providerName = clientId.replace(/^walletport-/, '');
  const step = new URL(request.url ?? '/', 'http://stand-in.invalid').pathname.slice(INTERACTION_PATH.length).split('/')[1];

  if (request.method === 'GET') {
    const page = interaction.prompt.name === 'login' ? loginPage(interaction.uid, providerName, '') : consentPage(interaction.uid, providerName);
    return sendHtml(response, 200, page);
  }
  const form = new URLSearchParams(await readBody(request));
  if (step === 'login' && interaction.prompt.name === 'login') {
    const username = (form.get('username') ?? '').trim();
    if (username === '' || username.length > MAX_USERNAME_LENGTH) {
      return sendHtml(response, 400, loginPage(interaction.uid, providerName, `Type a username of 1 to ${MAX_USERNAME_LENGTH} characters.`));
    }
    return provider.interactionFinished(request, response, { login: { accountId: `${providerName}|${username}` } }, { mergeWithLastSubmission: false });
  }
  if (step === 'consent' && interaction.prompt.name === 'consent') {
    if (form.get('decision') !== 'allow') {
      return provider.interactionFinished(request, response,
        { error: 'access_denied', error_description: 'The user denied the request.' }, { mergeWithLastSubmission: false });
    }
    return provider.interactionFinished(request, response, { consent: { grantId: await grantConsent(provider, interaction) } });
  }
  return sendHtml(response, 400, page('Out of order', '<p>This step does not belong to the sign-in under way.</p>'));
}

/** A grant of everything the client asked for: the consent page names no single scopes. */
async function grantConsent(provider: Provider, interaction: Interaction): Promise<string> {
  const accountId = interaction.session?.accountId;
  if (accountId === undefined) throw new Error('Consent asked before any login');
  const existing = interaction.grantId === undefined ? undefined : await provider.Grant.find(interaction.grantId);
  const grant = existing ?? new provider.Grant({ accountId, clientId: String(interaction.params.client_id) });
  const { missingOIDCScope, missingOIDCClaims } = interaction.prompt.details;
  if (missingOIDCScope !== undefined) grant.addOIDCScope(missingOIDCScope.join(' '));
  if (missingOIDCClaims !== undefined) grant.addOIDCClaims(missingOIDCClaims);
  return grant.save();
}

function loginPage(uid: string, providerName: string, error: string): string {
  return page(`Sign in with ${providerName}`, `
<p>Local stand-in for ${escape(providerName)}: any username signs in.</p>
${error === '' ? '' : `<p role="alert">${escape(error)}</p>`}
<form method="post" action="${INTERACTION_PATH}${escape(uid)}/login">
<label>Username <input name="username" data-testid="oidc-username" autocomplete="off" autofocus required maxlength="${MAX_USERNAME_LENGTH}"></label>
<button type="submit" data-testid="oidc-sign-in">Sign in</button>
</form>`);
}

function consentPage(uid: string, providerName: string): string {
  return page(`Allow access to your ${providerName} account`, `
<p>walletport asks for your username and e-mail address.</p>
<form method="post" action="${INTERACTION_PATH}${escape(uid)}/consent">
<button type="submit" name="decision" value="allow" data-testid="oidc-allow">Allow</button>
<button type="submit" name="decision" value="deny" data-testid="oidc-deny">Deny</button>
</form>`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>body { font: 16px/1.5 system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; }
input, button { font: inherit; padding: .4rem .8rem; margin: .3rem 0; }</style></head>
<body><h1>${escape(title)}</h1>${body}</body></html>
`;
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // No form-action: the consent's answer redirects to the relying party, another origin.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  });
  response.end(html);
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 16_384) request.destroy(new Error('Form too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
