import { HttpError } from '../../application/ports/http.port.ts';

/** Reads at most `maxBytes` of a body; a bigger answer is cancelled, not buffered (a huge response must not hang the tab). */
export async function readBodyBytes(response: Response, url: string, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    void response.body?.cancel().catch(() => undefined);
    throw new HttpError({ kind: 'too-large', url, details: `${declared} bytes declared, limit ${maxBytes}` });
  }
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      void reader.cancel().catch(() => undefined);
      throw new HttpError({ kind: 'too-large', url, details: `more than ${maxBytes} bytes` });
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Parses JSON; an empty body is `undefined`, anything unparsable (HTML error pages, truncation) a typed error. */
export function parseJson(bytes: Uint8Array, url: string): unknown {
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new HttpError({ kind: 'invalid-body', url, details: `not JSON: ${text.slice(0, 60)}`, cause });
  }
}
