import type { IncomingMessage, ServerResponse } from 'node:http';

/** The Farcaster relay stand-in's HTTP plumbing: JSON in and out. */
export type Reply = { readonly status: number; readonly body: unknown };

const MAX_BODY_BYTES = 16_384;

export function sendJson(response: ServerResponse, reply: Reply): void {
  response.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(reply.body));
}

export async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('Body too large');
    chunks.push(chunk as Buffer);
  }
  const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('The body must be a JSON object');
  return value as Record<string, unknown>;
}
