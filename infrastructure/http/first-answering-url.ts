import { catalogueError } from '../../domain/errors/catalogue.ts';
import { RPC_TRANSPORT_DEFAULTS } from './rpc-urls.ts';

export interface UrlAnswer {
  readonly url: string;
  readonly response: Response;
  /** The body as text ('' when it could not be read). */
  readonly text: string;
}

/**
 * Sends one request to each URL in turn, in the spec's order (custom URLs first), until one answers
 * acceptably. A network failure or timeout moves on. `judge` sees every answer: it returns nothing to take
 * it, returns an error to move on to the next URL, or throws to stop. When none answers, the first URL's
 * failure is reported: it is the one the integrator chose.
 */
export async function fetchFirstAnswering(urls: readonly string[], init: RequestInit | undefined, judge: (answer: UrlAnswer) => unknown): Promise<UrlAnswer> {
  let first: unknown;
  for (const url of urls) {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(RPC_TRANSPORT_DEFAULTS.timeoutMs) });
    } catch (cause) {
      first ??= catalogueError('HTTP_NETWORK', { cause, details: url });
      continue;
    }
    const answer: UrlAnswer = { url, response, text: await response.text().catch(() => '') };
    const failure = judge(answer);
    if (failure === undefined) return answer;
    first ??= failure;
  }
  throw first ?? catalogueError('HTTP_NETWORK', { details: 'no RPC URL for this network' });
}
