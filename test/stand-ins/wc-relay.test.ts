import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startWalletConnectRelay, type WalletConnectRelay } from './wc-relay.ts';
import { clientIdFromSocketUrl, routePublish, subscriptionId, TAG_SESSION_PROPOSE } from './wc-relay-protocol.ts';

const jwt = (iss: string) => `e30.${Buffer.from(JSON.stringify({ iss })).toString('base64url')}.sig`;

interface Pushed {
  readonly id: string;
  readonly data: { readonly topic: string; readonly message: string; readonly tag: number };
}

/** A raw relay client that records every `irn_subscription` push it receives. */
async function rawClient(relay: WalletConnectRelay, iss: string) {
  const socket = new WebSocket(`${relay.url}/?auth=${jwt(iss)}&projectId=p`);
  await new Promise((resolve) => socket.once('open', resolve));
  const pushed: Pushed[] = [];
  const waiting = new Map<number, (result: unknown) => void>();
  let nextId = 1;
  socket.on('message', (raw) => {
    const body = JSON.parse(raw.toString()) as { id: number; method?: string; params?: Pushed; result?: unknown };
    if (body.method === 'irn_subscription' && body.params) pushed.push(body.params);
    else waiting.get(body.id)?.(body.result);
  });
  const call = (method: string, params: object) =>
    new Promise<unknown>((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }));
    });
  return { pushed, call, close: () => socket.close() };
}

describe('WalletConnect relay protocol bits', () => {
  it('reads the client id from the auth JWT and hashes topic + client id', () => {
    expect(clientIdFromSocketUrl(`/?auth=${jwt('did:key:z6Mk')}`)).toBe('did:key:z6Mk');
    expect(clientIdFromSocketUrl('/?auth=garbage')).toBe('');
    expect(subscriptionId('t', 'did:key:a')).toBe(createHash('sha256').update('tdid:key:a').digest('hex'));
  });

  it('routes wc_proposeSession and wc_approveSession to tagged publishes and a sender subscription', () => {
    expect(routePublish('wc_proposeSession', { pairingTopic: 'p', sessionProposal: 'm' })).toEqual({
      publishes: [{ topic: 'p', message: 'm', tag: TAG_SESSION_PROPOSE }],
      subscribeSender: ['p'],
    });
    const approve = routePublish('wc_approveSession', { pairingTopic: 'p', sessionTopic: 's', sessionProposalResponse: 'r', sessionSettlementRequest: 'q' });
    expect(approve?.publishes.map(({ topic, tag }) => [topic, tag])).toEqual([['p', 1101], ['s', 1102]]);
    expect(approve?.subscribeSender).toEqual(['s']);
    expect(routePublish('irn_subscribe', { topic: 'x' })).toBeUndefined();
  });
});

describe('WalletConnect relay on 127.0.0.1', () => {
  let relay: WalletConnectRelay;
  beforeAll(async () => void (relay = await startWalletConnectRelay({ port: 0 })));
  afterAll(async () => relay?.stop());

  it('keeps a mailbox per topic, never echoes to the sender and subscribes the proposer itself', async () => {
    expect(relay.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
    const dapp = await rawClient(relay, 'did:key:dapp');
    const wallet = await rawClient(relay, 'did:key:wallet');
    await dapp.call('wc_proposeSession', { pairingTopic: 'pairing', sessionProposal: 'proposal' });
    // The wallet subscribes late and still gets the proposal, under its own subscription id.
    expect(await wallet.call('irn_subscribe', { topic: 'pairing' })).toBe(subscriptionId('pairing', 'did:key:wallet'));
    await expect.poll(() => wallet.pushed.map((p) => [p.id, p.data.tag, p.data.message])).toEqual([[subscriptionId('pairing', 'did:key:wallet'), 1100, 'proposal']]);
    await wallet.call('irn_publish', { topic: 'pairing', message: 'answer', tag: 1101, ttl: 300 });
    await expect.poll(() => dapp.pushed.map((p) => p.data.message)).toEqual(['answer']);
    expect(wallet.pushed).toHaveLength(1);
    expect(await dapp.call('irn_batchFetchMessages', { topics: ['pairing'] })).toEqual({ messages: [], hasMore: false });
    dapp.close();
    wallet.close();
  });
});
