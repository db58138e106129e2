import { getAddress, isAddress, type Address } from 'viem';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import { z } from '../../../domain/schemas/zod.ts';

/**
 * This server's calls to a Farcaster Auth relay (the real one, or test/stand-ins/farcaster-relay.ts):
 * open a channel, read its status; and to the custody lookup, which says which address owns an fid
 * (the ID registry on chain; by default the relay's /v1/custody). What the relay answers is only
 * carried: farcaster-login.ts verifies the signed message itself, against the custody lookup.
 */
export interface FarcasterOption {
  /** The relay's base address, e.g. https://relay.farcaster.xyz; http only on loopback. */
  readonly relayUrl: string;
  /** GET `<custodyUrl>?fid=N` answers `{ custody }` (default `<relayUrl>/v1/custody`); http only on loopback. */
  readonly custodyUrl?: string;
  /** How long POST /api/farcaster/wait holds a pending channel (default 20 s). */
  readonly waitMs?: number;
  /** How often a held wait asks the relay again (default 1 s). */
  readonly pollMs?: number;
}

export interface FarcasterChannel {
  readonly channelToken: string;
  /** The Farcaster client's link for this channel (shown as a QR code and a link). */
  readonly url: string;
}

export type FarcasterChannelStatus =
  | { readonly state: 'pending' }
  | { readonly state: 'completed'; readonly message: string; readonly signature: string; readonly fid: number; readonly username: string | null };

export interface FarcasterRelayClient {
  createChannel(request: { readonly siweUri: string; readonly domain: string; readonly nonce: string }): Promise<FarcasterChannel>;
  status(channelToken: string, signal?: AbortSignal): Promise<FarcasterChannelStatus>;
  /** The custody address of the fid, undefined when the registry knows no such fid. */
  custodyOf(fid: number, signal?: AbortSignal): Promise<Address | undefined>;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** Milliseconds one call to the relay or the registry may take. */
const CALL_TIMEOUT_MS = 10_000;
const MAX_TEXT = 8_000;

const ChannelSchema = z.object({
  channelToken: z.string().min(1).max(500),
  url: z.string().max(4_000).refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), 'an http(s) URL'),
});
const StatusSchema = z.union([
  z.object({ state: z.literal('pending') }),
  z.object({
    state: z.literal('completed'), message: z.string().min(1).max(MAX_TEXT), signature: z.string().min(1).max(MAX_TEXT),
    fid: z.number().int().positive(), username: z.string().max(MAX_TEXT).nullish().transform((value) => value ?? null),
  }),
]);
const CustodySchema = z.object({ custody: z.string().refine((value) => isAddress(value, { strict: false }), 'an address') });

/** The option checked at start: every mistake in it is an INVALID_ARGUMENT naming the field. */
export function readFarcasterOption(option: FarcasterOption): FarcasterOption & { readonly custodyUrl: string } {
  const relayUrl = readServiceUrl('farcaster.relayUrl', option.relayUrl).replace(/\/+$/, '');
  const custodyUrl = option.custodyUrl === undefined ? `${relayUrl}/v1/custody` : readServiceUrl('farcaster.custodyUrl', option.custodyUrl);
  for (const name of ['waitMs', 'pollMs'] as const) {
    const value = option[name];
    if (value !== undefined && !(Number.isSafeInteger(value) && value > 0)) throw invalid(`farcaster.${name}`, 'a positive number of milliseconds');
  }
  return { ...option, relayUrl, custodyUrl };
}

export function createFarcasterRelayClient(config: { readonly relayUrl: string; readonly custodyUrl: string }): FarcasterRelayClient {
  const { relayUrl, custodyUrl } = config;
  return {
    async createChannel({ siweUri, domain, nonce }) {
      const response = await call(`${relayUrl}/v1/channel`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ siweUri, domain, nonce }),
      });
      if (!response.ok) throw relayFailure(`refused to open a channel (HTTP ${response.status})`, undefined);
      return readAnswer(ChannelSchema, response);
    },

    async status(channelToken, signal) {
      const response = await call(`${relayUrl}/v1/channel/status`, { headers: { authorization: `Bearer ${channelToken}` } }, signal);
      if (!response.ok) throw relayFailure(`did not answer the channel's status (HTTP ${response.status})`, undefined);
      return readAnswer(StatusSchema, response);
    },

    async custodyOf(fid, signal) {
      const url = new URL(custodyUrl);
      url.searchParams.set('fid', String(fid));
      const response = await call(url.href, {}, signal);
      if (response.status === 404) return undefined;
      if (!response.ok) throw relayFailure(`custody lookup failed (HTTP ${response.status})`, undefined);
      return getAddress((await readAnswer(CustodySchema, response)).custody);
    },
  };
}

async function call(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
  const timeout = AbortSignal.timeout(CALL_TIMEOUT_MS);
  try {
    return await fetch(url, { ...init, redirect: 'error', signal: signal === undefined ? timeout : AbortSignal.any([signal, timeout]) });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw relayFailure('could not be reached', cause);
  }
}

async function readAnswer<T>(schema: z.ZodType<T>, response: Response): Promise<T> {
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw relayFailure('answered something unexpected', parsed.error);
  return parsed.data;
}

/** The relay or the registry is down or broken: the visitor can only try again later. */
function relayFailure(what: string, cause: unknown) {
  return catalogueError('WRAPPED', { cause, params: { message: `The Farcaster relay ${what}. Try again later.` } });
}

function readServiceUrl(name: string, value: unknown): string {
  let url: URL | undefined;
  try {
    url = typeof value === 'string' ? new URL(value) : undefined;
  } catch {
    url = undefined;
  }
  const secure = url?.protocol === 'https:' || (url?.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  if (url === undefined || !secure || url.hash !== '') throw invalid(name, 'an https URL (http only on 127.0.0.1, localhost or [::1])');
  return url.href;
}

function invalid(name: string, expected: string) {
  return catalogueError('INVALID_ARGUMENT', { params: { name, expected } });
}
