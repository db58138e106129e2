import type { IncomingMessage } from 'node:http';
import { HttpFailure, invalidArgument } from './http-errors.ts';

/** The largest request body read: the biggest legitimate one, EIP-712 typed data, is a few KiB. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

const JSON_TYPE = /^application\/json\s*(?:;|$)/i;

/**
 * The request's body as a JSON object. Only `application/json` is read: a page of another origin can
 * send that type only after a CORS preflight, which this server never grants, so a cross-site form
 * cannot drive the API. Oversized bodies are 413, anything else that is not a JSON object 400.
 */
export function readJsonObject(request: IncomingMessage, limit = MAX_JSON_BODY_BYTES): Promise<Record<string, unknown>> {
  if (!JSON_TYPE.test(request.headers['content-type'] ?? '')) {
    request.resume();
    return Promise.reject(new HttpFailure(415, invalidArgument('Content-Type', 'application/json')));
  }
  const tooLarge = () => new HttpFailure(413, invalidArgument('body', `at most ${limit} bytes`));
  if (Number(request.headers['content-length']) > limit) {
    request.resume(); // read and dropped, so the client gets to read the answer
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      chunks.length = 0;
      reject(error);
    };
    request.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limit) fail(tooLarge());
      else chunks.push(chunk);
    });
    request.on('error', fail);
    request.on('close', () => {
      if (!request.complete) fail(new Error('The client went away before sending its whole body'));
    });
    request.on('end', () => {
      if (settled) return;
      settled = true;
      try {
        resolve(parseObject(Buffer.concat(chunks).toString('utf8')));
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}

function parseObject(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpFailure(400, invalidArgument('body', 'valid JSON'));
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HttpFailure(400, invalidArgument('body', 'a JSON object'));
  }
  return value as Record<string, unknown>;
}
