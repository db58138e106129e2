/**
 * Reading the embedded wallet's development mailbox from a dApp's test suite: the reference auth server,
 * started with its development mailer, keeps every mail and answers `GET /api/dev/mailbox?email=`.
 * For Node test code: the server sends no CORS headers, so another origin's page cannot read it.
 */
export interface DevelopmentMail {
  /** The newest sign-in code sent to the address, if any. */
  readonly otp: string | null;
  /** The newest device confirmation link sent to the address, if any. */
  readonly deviceLink: string | null;
  /** Every mail sent to the address, oldest first. */
  readonly messages: readonly {
    /** The recipient. */
    readonly to: string;
    /** The subject line. */
    readonly subject: string;
    /** The plain-text body. */
    readonly text: string;
  }[];
}

/** Reads an address's mails from a reference auth server's development mailbox; throws when the server has none. */
export async function readDevelopmentMail(serverUrl: string, email: string, fetcher: typeof fetch = fetch): Promise<DevelopmentMail> {
  const url = new URL('/api/dev/mailbox', serverUrl);
  url.searchParams.set('email', email);
  const response = await fetcher(url);
  if (!response.ok) throw new Error(`The development mailbox at ${url.origin} answered HTTP ${response.status} (is the server running with its development mailer?)`);
  return (await response.json()) as DevelopmentMail;
}

/**
 * Waits for a sign-in code to reach `email` (a code newer than `previous` when given), polling every
 * 100 ms for at most `timeoutMs`.
 */
export async function waitForOtp(serverUrl: string, email: string, options: { readonly previous?: string | null; readonly timeoutMs?: number } = {}): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const { otp } = await readDevelopmentMail(serverUrl, email);
    if (otp && otp !== options.previous) return otp;
    if (Date.now() > deadline) throw new Error(`No sign-in code reached ${email} in the development mailbox at ${serverUrl}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
