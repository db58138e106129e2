/**
 * A browser, as far as the OpenID provider stand-in's pages need one, for node tests: follows redirects
 * by hand, keeps each host's cookies, and fills the login and consent forms. Stops where the provider
 * sends the browser back to the relying party, and answers that address unopened.
 */
export interface OidcSignIn {
  readonly username: string;
  readonly decision: 'allow' | 'deny';
  /** The relying party's callback: the first redirect to an address starting with it ends the walk. */
  readonly callback: string;
}

export interface OidcBrowser {
  authorize(authorizationUrl: string, signIn: OidcSignIn): Promise<string>;
  /** The pages seen, in order, by their headings. */
  readonly pagesSeen: string[];
}

const MAX_STEPS = 20;

export function oidcBrowser(): OidcBrowser {
  const cookies = new Map<string, Map<string, string>>();
  const pagesSeen: string[] = [];

  const cookieHeader = (url: URL) => [...(cookies.get(url.host) ?? new Map<string, string>())].map(([name, value]) => `${name}=${value}`).join('; ');
  const keepCookies = (url: URL, response: Response) => {
    const jar = cookies.get(url.host) ?? new Map<string, string>();
    cookies.set(url.host, jar);
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute) || /^\s*expires=Thu, 01 Jan 1970/i.test(attribute));
      if (expired) jar.delete(name);
      else jar.set(name, pair.slice(separator + 1).trim());
    }
  };

  async function request(url: URL, form?: URLSearchParams): Promise<Response> {
    const headers: Record<string, string> = { cookie: cookieHeader(url) };
    if (form !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, { method: form === undefined ? 'GET' : 'POST', headers, redirect: 'manual', body: form?.toString() });
    keepCookies(url, response);
    return response;
  }

  return {
    pagesSeen,
    async authorize(authorizationUrl, signIn) {
      let url = new URL(authorizationUrl);
      let form: URLSearchParams | undefined;
      for (let step = 0; step < MAX_STEPS; step++) {
        const response = await request(url, form);
        form = undefined;
        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400 && location !== null) {
          const next = new URL(location, url);
          if (next.href.startsWith(signIn.callback)) return next.href;
          url = next;
          continue;
        }
        const html = await response.text();
        if (response.status !== 200) throw new Error(`The provider answered ${response.status} at ${url.href}: ${html.slice(0, 500)}`);
        pagesSeen.push(/<h1>([^<]*)<\/h1>/.exec(html)?.[1] ?? '(no heading)');
        const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
        if (action === undefined) throw new Error(`No form on the page at ${url.href}`);
        url = new URL(action.replace(/&amp;/g, '&'), url);
        if (html.includes('data-testid="oidc-username"')) form = new URLSearchParams({ username: signIn.username });
        else if (html.includes('data-testid="oidc-allow"')) form = new URLSearchParams({ decision: signIn.decision });
        // The provider's own self-submitting forms (signing the previous account out when another signs in).
        else form = hiddenFields(html);
      }
      throw new Error(`No way back to ${signIn.callback} after ${MAX_STEPS} steps`);
    },
  };
}

function hiddenFields(html: string): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [input] of html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input)?.[1];
    if (name !== undefined) fields.append(name, /value="([^"]*)"/.exec(input)?.[1] ?? '');
  }
  return fields;
}
