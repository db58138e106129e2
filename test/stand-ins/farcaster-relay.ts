import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { keccak256, stringToBytes, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage, generateSiweNonce } from 'viem/siwe';
import {
  CLIENT_APPROVE_PATH, CLIENT_PAGE_POLICY, CLIENT_PATH, CLIENT_SCRIPT, CLIENT_SCRIPT_PATH, clientPage,
} from './farcaster-client-page.ts';
import { readJson, sendJson, type Reply } from './farcaster-relay-http.ts';
import { serveOnLoopback } from './loopback-server.ts';

/**
 * A local Farcaster Auth relay (Sign In With Farcaster), for tests and the local demo, with the paths of
 * the real relay: an app opens a channel, the Farcaster client signs a SIWF message (SIWE text,
 * statement "Farcaster Auth", chain 10, resource farcaster://fid/<fid>) with the account's custody key
 * and sends it to the channel, the app polls the channel's status. `/v1/custody` stands for the
 * on-chain ID registry, and `/client` for the Farcaster client (one test user). Listens on 127.0.0.1;
 * stops with stop() or when the process exits.
 */
export const FARCASTER_TEST_FID = 1001;
export const FARCASTER_TEST_USERNAME = 'walletport-tester';
/** Fixed and public on purpose: anyone may sign as the test user of a stand-in. */
export const FARCASTER_TEST_CUSTODY_KEY: Hex = keccak256(stringToBytes('walletport farcaster relay stand-in custody key'));
export const FARCASTER_TEST_CUSTODY: Address = privateKeyToAccount(FARCASTER_TEST_CUSTODY_KEY).address;

export interface FarcasterRelayOptions {
  /** 0 (the default) picks a free port. */
  readonly port?: number;
}

/** What a node test changes in an approval, to forge one the app must refuse. */
export interface FarcasterApprovalOverrides {
  /** Signs for this nonce instead of the channel's. */
  readonly nonce?: string;
  /** Signs for this domain instead of the channel's. */
  readonly domain?: string;
  /** Signs with this key instead of the test user's custody key. */
  readonly privateKey?: Hex;
  readonly fid?: number;
  readonly username?: string;
  /** Changes the message after it was signed. */
  readonly alterSignedMessage?: (message: string) => string;
}

export interface FarcasterRelay {
  /** `http://127.0.0.1:<port>`: the embedded wallet server's `farcaster.relayUrl`. */
  readonly url: string;
  /** Approves the channel as the test user's Farcaster client would (what the client page's button does). */
  approve(channelToken: string, overrides?: FarcasterApprovalOverrides): Promise<void>;
  stop(): Promise<void>;
}

interface Completion {
  readonly message: string;
  readonly signature: string;
  readonly fid: number;
  readonly username: string;
  readonly custody: Address | null;
}

interface Channel {
  readonly siweUri: string;
  readonly domain: string;
  readonly nonce: string;
  completion?: Completion;
}

const CUSTODY_BY_FID: ReadonlyMap<number, Address> = new Map([[FARCASTER_TEST_FID, FARCASTER_TEST_CUSTODY]]);

export async function startFarcasterRelay(options: FarcasterRelayOptions = {}): Promise<FarcasterRelay> {
  const channels = new Map<string, Channel>();
  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      if (response.headersSent) return void response.destroy();
      sendJson(response, { status: 400, body: { error: error instanceof Error ? error.message : String(error) } });
    });
  });
  const loopback = await serveOnLoopback(server, options.port ?? 0);
  const { url } = loopback;

  function complete(channelToken: string, completion: Completion): Reply {
    const channel = channels.get(channelToken);
    if (channel === undefined) return { status: 401, body: { error: 'Unknown channel token' } };
    if (channel.completion !== undefined) return { status: 409, body: { error: 'The channel was already answered' } };
    channel.completion = completion;
    return { status: 201, body: { state: 'completed' } };
  }

  async function approve(channelToken: string, overrides: FarcasterApprovalOverrides = {}): Promise<Reply> {
    const channel = channels.get(channelToken);
    if (channel === undefined) return { status: 401, body: { error: 'Unknown channel token' } };
    const fid = overrides.fid ?? FARCASTER_TEST_FID;
    const account = privateKeyToAccount(overrides.privateKey ?? FARCASTER_TEST_CUSTODY_KEY);
    const message = createSiweMessage({
      domain: overrides.domain ?? channel.domain, address: account.address, statement: 'Farcaster Auth',
      uri: channel.siweUri, version: '1', chainId: 10, nonce: overrides.nonce ?? channel.nonce,
      issuedAt: new Date(), resources: [`farcaster://fid/${fid}`],
    });
    const signature = await account.signMessage({ message });
    const signed = overrides.alterSignedMessage?.(message) ?? message;
    const username = overrides.username ?? FARCASTER_TEST_USERNAME;
    return complete(channelToken, { message: signed, signature, fid, username, custody: CUSTODY_BY_FID.get(fid) ?? null });
  }

  function status(request: IncomingMessage): Reply {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const channel = token === undefined ? undefined : channels.get(token);
    if (token === undefined || channel === undefined) return { status: 401, body: { error: 'Unknown channel token' } };
    const base = { nonce: channel.nonce, url: clientUrl(token) };
    // Like the real relay: 202 while the client has not answered.
    return channel.completion === undefined
      ? { status: 202, body: { state: 'pending', ...base } }
      : { status: 200, body: { state: 'completed', ...base, ...channel.completion } };
  }

  function openChannel(body: Record<string, unknown>): Reply {
    const { siweUri, domain } = body;
    if (typeof siweUri !== 'string' || typeof domain !== 'string' || siweUri === '' || domain === '') {
      return { status: 400, body: { error: 'siweUri and domain are required' } };
    }
    const nonce = typeof body.nonce === 'string' && /^[a-zA-Z0-9]{8,}$/.test(body.nonce) ? body.nonce : generateSiweNonce();
    const channelToken = randomUUID();
    channels.set(channelToken, { siweUri, domain, nonce });
    return { status: 201, body: { channelToken, url: clientUrl(channelToken), nonce } };
  }

  const clientUrl = (channelToken: string) => `${url}${CLIENT_PATH}?channelToken=${encodeURIComponent(channelToken)}`;

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const requestUrl = new URL(request.url ?? '/', url);
    const route = `${request.method ?? ''} ${requestUrl.pathname}`;
    switch (route) {
      case 'POST /v1/channel':
        return sendJson(response, openChannel(await readJson(request)));
      case 'GET /v1/channel/status':
        return sendJson(response, status(request));
      case 'POST /v1/channel/authenticate': {
        const body = await readJson(request);
        const { channelToken, message, signature, fid, username } = body;
        if (typeof channelToken !== 'string' || typeof message !== 'string' || typeof signature !== 'string'
          || typeof fid !== 'number' || typeof username !== 'string') {
          return sendJson(response, { status: 400, body: { error: 'channelToken, message, signature, fid and username are required' } });
        }
        return sendJson(response, complete(channelToken, { message, signature, fid, username, custody: CUSTODY_BY_FID.get(fid) ?? null }));
      }
      case 'GET /v1/custody': {
        const custody = CUSTODY_BY_FID.get(Number(requestUrl.searchParams.get('fid')));
        return sendJson(response, custody === undefined ? { status: 404, body: { error: 'Unknown fid' } } : { status: 200, body: { custody } });
      }
      case `GET ${CLIENT_PATH}`: {
        const channel = channels.get(requestUrl.searchParams.get('channelToken') ?? '');
        const html = clientPage(channel && { domain: channel.domain, completed: channel.completion !== undefined }, FARCASTER_TEST_USERNAME);
        response.writeHead(channel === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': CLIENT_PAGE_POLICY });
        return void response.end(html);
      }
      case `GET ${CLIENT_SCRIPT_PATH}`:
        response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
        return void response.end(CLIENT_SCRIPT);
      case `POST ${CLIENT_APPROVE_PATH}`: {
        const { channelToken } = await readJson(request);
        return sendJson(response, await approve(typeof channelToken === 'string' ? channelToken : ''));
      }
      default:
        return sendJson(response, { status: 404, body: { error: `No route ${route}` } });
    }
  }

  return {
    url,
    async approve(channelToken, overrides) {
      const reply = await approve(channelToken, overrides);
      if (reply.status >= 300) throw new Error(`The relay stand-in refused the approval: ${JSON.stringify(reply.body)}`);
    },
    stop: () => loopback.stop(),
  };
}
