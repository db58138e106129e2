import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createWalletDirectory } from 'walletport/testing';
import { setupRemoteServer } from 'walletport/testing/node';

// The ready-made Node server: every walletport remote service on its default URL, no network.
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
    expect(body.count).toBe(createWalletDirectory().length);
    expect(body.data.map((wallet) => wallet.name)).toEqual(createWalletDirectory().slice(0, 5).map((wallet) => wallet.name));
  });

  it('fails with 503 on demand, then answers again', async () => {
    remote.scenarios.failNext('directory', 1, 503);
    expect((await directory('page=1&entries=1')).status).toBe(503);
    expect((await directory('page=1&entries=1')).status).toBe(200);
    expect(remote.scenarios.callsTo('directory')).toHaveLength(2);
  });
});
