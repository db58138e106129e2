import { verifyMessage, type Hex } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVED_TEXT } from './farcaster-client-page.ts';
import {
  FARCASTER_TEST_CUSTODY, FARCASTER_TEST_FID, FARCASTER_TEST_USERNAME, startFarcasterRelay, type FarcasterRelay,
} from './farcaster-relay.ts';

const SIWE_URI = 'http://127.0.0.1:4010';
const DOMAIN = '127.0.0.1:4010';

let relay: FarcasterRelay;
beforeAll(async () => {
  relay = await startFarcasterRelay();
});
afterAll(() => relay?.stop());

async function openChannel(nonce = 'abcdef0123456789'): Promise<{ channelToken: string; url: string; nonce: string }> {
  const response = await fetch(`${relay.url}/v1/channel`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ siweUri: SIWE_URI, domain: DOMAIN, nonce }),
  });
  expect(response.status).toBe(201);
  return response.json() as Promise<{ channelToken: string; url: string; nonce: string }>;
}

async function status(channelToken: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${relay.url}/v1/channel/status`, { headers: { authorization: `Bearer ${channelToken}` } });
  return { status: response.status, body: await response.json() as Record<string, unknown> };
}

describe('the Farcaster relay stand-in', () => {
  it('opens a channel whose url is the client page, pending until the client page\'s button approves it', async () => {
    const channel = await openChannel();
    expect(relay.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(channel).toEqual({ channelToken: expect.any(String), url: `${relay.url}/client?channelToken=${channel.channelToken}`, nonce: 'abcdef0123456789' });
    expect(await status(channel.channelToken)).toEqual({ status: 202, body: { state: 'pending', nonce: channel.nonce, url: channel.url } });

    const page = await fetch(channel.url);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('data-testid="farcaster-approve"');
    expect(html).toContain('<script src="/client.js"></script>');
    expect(html).not.toMatch(/<script>/);
    expect(await (await fetch(`${relay.url}/client.js`)).text()).toContain('/client/approve');

    // What the page's script sends on the click.
    const click = await fetch(`${relay.url}/client/approve`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ channelToken: channel.channelToken }),
    });
    expect(click.status).toBe(201);
    const completed = await status(channel.channelToken);
    expect(completed).toMatchObject({
      status: 200,
      body: { state: 'completed', fid: FARCASTER_TEST_FID, username: FARCASTER_TEST_USERNAME, custody: FARCASTER_TEST_CUSTODY },
    });
    const message = String(completed.body.message);
    expect(parseSiweMessage(message)).toMatchObject({
      domain: DOMAIN, uri: SIWE_URI, nonce: 'abcdef0123456789', address: FARCASTER_TEST_CUSTODY, chainId: 10,
      statement: 'Farcaster Auth', resources: [`farcaster://fid/${FARCASTER_TEST_FID}`],
    });
    expect(await verifyMessage({ address: FARCASTER_TEST_CUSTODY, message, signature: completed.body.signature as Hex })).toBe(true);
    expect(await (await fetch(channel.url)).text()).toContain(APPROVED_TEXT);
  });

  it('answers the custody address of the test fid, and 404 for another', async () => {
    const known = await fetch(`${relay.url}/v1/custody?fid=${FARCASTER_TEST_FID}`);
    expect(await known.json()).toEqual({ custody: FARCASTER_TEST_CUSTODY });
    expect((await fetch(`${relay.url}/v1/custody?fid=2`)).status).toBe(404);
  });

  it('lets a node test forge an approval: another nonce, another key, an altered message', async () => {
    const channel = await openChannel();
    const otherKey: Hex = `0x${'11'.repeat(32)}`;
    await relay.approve(channel.channelToken, { nonce: 'zzzzzzzzzzzz', privateKey: otherKey, alterSignedMessage: (text) => `${text}\n- extra` });
    const { body } = await status(channel.channelToken);
    const message = String(body.message);
    expect(parseSiweMessage(message).nonce).toBe('zzzzzzzzzzzz');
    expect(parseSiweMessage(message).address).not.toBe(FARCASTER_TEST_CUSTODY);
    expect(message.endsWith('\n- extra')).toBe(true);
    expect(body.custody).toBe(FARCASTER_TEST_CUSTODY);
  });

  it('takes one answer per channel, and refuses unknown channel tokens', async () => {
    const channel = await openChannel();
    await relay.approve(channel.channelToken);
    await expect(relay.approve(channel.channelToken)).rejects.toThrow(/already answered/);
    const authenticate = await fetch(`${relay.url}/v1/channel/authenticate`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channelToken: channel.channelToken, message: 'm', signature: '0x', fid: 1, username: 'u' }),
    });
    expect(authenticate.status).toBe(409);
    expect((await status('not-a-channel')).status).toBe(401);
    await expect(relay.approve('not-a-channel')).rejects.toThrow(/Unknown channel/);
    expect((await fetch(`${relay.url}/client?channelToken=nope`)).status).toBe(404);
  });
});
