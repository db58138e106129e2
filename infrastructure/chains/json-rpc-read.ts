import { catalogueError } from '../../domain/errors/catalogue.ts';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import { fetchFirstAnswering } from '../http/first-answering-url.ts';

/**
 * One JSON-RPC call over HTTP POST, sent to each URL in turn until one answers with a result `read` accepts.
 * A node that cannot be reached or does not answer in time (RPC_TRANSPORT_DEFAULTS.timeoutMs) is
 * HTTP_NETWORK, and so is a non-2xx status (a proxy or node turning the call away); a body that is not a JSON-RPC result (an HTML page, a
 * JSON-RPC error) or a result `read` throws on is HTTP_INVALID_BODY, unless `read` threw a catalogue error
 * of its own. Every failure moves on to the next URL; when none answers, the first URL's failure is
 * reported, as it is the one the integrator chose (custom URLs come first).
 */
export async function readJsonRpc<T>(urls: readonly string[], method: string, params: unknown, read: (result: unknown, url: string) => T): Promise<T> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method, params });
  let value: { readonly read: T } | undefined;
  await fetchFirstAnswering(urls, { method: 'POST', headers: { 'content-type': 'application/json' }, body }, ({ url, response, text }) => {
    if (!response.ok) return catalogueError('HTTP_NETWORK', { details: `${url}: HTTP ${response.status}` });
    try {
      value = { read: read(resultOf(text, url), url) };
      return undefined;
    } catch (error) {
      if (WalletportError.is(error)) return error;
      return catalogueError('HTTP_INVALID_BODY', { cause: error, details: `${url}: ${error instanceof Error ? error.message.slice(0, 200) : 'unreadable answer'}` });
    }
  });
  if (!value) throw catalogueError('HTTP_INVALID_BODY', { details: `${method}: no result` });
  return value.read;
}

/** The `result` of a JSON-RPC answer; a JSON-RPC error or anything else is HTTP_INVALID_BODY with what the node said. */
function resultOf(text: string, url: string): unknown {
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    throw catalogueError('HTTP_INVALID_BODY', { details: `${url}: not JSON: ${text.slice(0, 60)}` });
  }
  if (typeof answer !== 'object' || answer === null) throw catalogueError('HTTP_INVALID_BODY', { details: `${url}: not a JSON-RPC answer` });
  if ('error' in answer) {
    const error = (answer as { error?: { code?: unknown; message?: unknown; data?: unknown } }).error;
    const said = [error?.code, error?.message, error?.data].filter((part) => part !== undefined && part !== '').map(String).join(' ');
    throw catalogueError('HTTP_INVALID_BODY', { details: `${url}: JSON-RPC error ${said.slice(0, 200)}` });
  }
  if (!('result' in answer)) throw catalogueError('HTTP_INVALID_BODY', { details: `${url}: not a JSON-RPC answer` });
  return answer.result;
}
