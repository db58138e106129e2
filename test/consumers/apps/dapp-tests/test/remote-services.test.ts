import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createWalletDirectory } from 'walletport/testing';
import { setupRemoteServer } from 'walletport/testing/node';

// A dApp's own suite: walletport's remote services answered by its msw handlers, no network.
const remote = setupRemoteServer();
const directory = (query: string): Promise<Response> => fetch(`${remote.endpoints.api}/getWallets?projectId=my-dapp&${query}`);

beforeAll(() => remote.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => remote.scenarios.reset());
afterAll(() => remote.server.close());

describe('the wallet directory stand-in', () => {
  it('answers a page of wallets from the fixtures', async () => {
    const response = await directory('page=1&entries=5');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { count: number; data: { name: string }[] };
    expect(body.data).toHaveLength(5);
    expect(body.count).toBe(createWalletDirectory().length);
  });

  it('fails on demand, then answers again, and records every call', async () => {
    remote.scenarios.failNext('directory', 1, 503);
    expect((await directory('page=1&entries=1')).status).toBe(503);
    expect((await directory('page=1&entries=1')).status).toBe(200);
    expect(remote.scenarios.callsTo('directory').map((call) => call.query['entries'])).toEqual(['1', '1']);
  });
});
