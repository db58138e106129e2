import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRemoteStandIns, type RemoteStandIns } from '../stand-ins/remote-server.ts';
import { BLOCKCHAIN_API_ROUTES, CORS_ALLOWED_HEADERS, type BlockchainApiRouteId, type QueryType, type RouteContract } from './blockchain-api.contract.ts';

let standIns: RemoteStandIns;
beforeAll(async () => {
  standIns = await startRemoteStandIns();
});
afterAll(() => standIns.stop());

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SEGMENTS: Readonly<Record<string, string>> = { address: ADDRESS, name: 'alice.reown.id' };

/** A value of the field's type the stand-in's market knows: USDC and ether on Ethereum, the test account, a purchase of ether for $100. */
function exampleOf(name: string, type: QueryType): string {
  if (type === 'currency') return 'usd';
  if (type === 'integer') return '1000000';
  if (type === 'caip2') return 'eip155:1';
  if (type === 'caip10') return { to: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', userAddress: `eip155:1:${ADDRESS}` }[name] ?? 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
  if (type === 'country') return 'US';
  if (type === 'decimal') return '100';
  // The onramp quote's currencies and method, as the stand-in's options list them.
  return { purchaseCurrency: 'ETH', paymentCurrency: 'USD', paymentMethod: 'CARD' }[name] ?? 'p1';
}

/** A request the route's struct accepts: its path filled in and every required query field given. */
function urlOf(route: RouteContract, extra: Readonly<Record<string, string>> = {}): string {
  const url = new URL(`${standIns.endpoints.blockchainApi}${route.path.replace(/\{(\w+)\}/g, (_, name: string) => SEGMENTS[name] ?? name)}`);
  for (const [name, field] of Object.entries(route.query)) if (field.required) url.searchParams.set(name, exampleOf(name, field.type));
  for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
  return url.toString();
}

describe('the HTTP stand-in of the blockchain API, built from the contract table', () => {
  it('answers every GET route of the table with the keys the service sends', async () => {
    const gets = (Object.entries(BLOCKCHAIN_API_ROUTES) as [BlockchainApiRouteId, RouteContract][]).filter(([, route]) => route.method === 'GET');
    for (const [id, route] of gets) {
      const response = await fetch(urlOf(route, { apiVersion: '2', chainId: 'eip155:1' }));
      expect(response.status, id).toBe(200);
      const body = (await response.json()) as unknown;
      const expected = route.answers.present;
      if (Array.isArray(expected)) expect(Array.isArray(body), id).toBe(true);
      else expect(Object.keys(body as object).sort(), id).toEqual(expect.arrayContaining(Object.keys(expected as object).filter((key) => key !== 'resolvedAt' && key !== 'next')));
    }
  });

  it('refuses a read without a required query field with 400, as the service does', async () => {
    const response = await fetch(`${standIns.endpoints.blockchainApi}/v1/account/${ADDRESS}/balance?currency=usd`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('projectId');
  });

  it('answers an unknown name with 200 [] under apiVersion=2', async () => {
    const response = await fetch(urlOf(BLOCKCHAIN_API_ROUTES.lookupName, { apiVersion: '2' }).replace('alice.reown.id', 'nobody.reown.id'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('builds a Coinbase page from a body the service reads, and refuses one it cannot read with its own 400 text', async () => {
    const url = `${standIns.endpoints.blockchainApi}${BLOCKCHAIN_API_ROUTES.onrampUrl.path}?projectId=p1`;
    const post = (body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const wallets = [{ address: ADDRESS, blockchains: ['base'] }];
    const built = await post({ destinationWallets: wallets, partnerUserId: ADDRESS, presetFiatAmount: 100, appId: 'ignored' });
    expect(built.status).toBe(200);
    const page = new URL(((await built.json()) as { url: string }).url);
    expect(page.pathname).toBe('/buy/select-asset');
    expect(JSON.parse(page.searchParams.get('destinationWallets') ?? '')).toEqual(wallets);
    expect(page.searchParams.get('appId')).not.toBe('ignored');
    expect(page.searchParams.get('presetFiatAmount')).toBe('100');
    for (const body of [{ destinationWallets: wallets, partnerUserId: ADDRESS, presetCryptoAmount: 0.5 }, { destinationWallets: wallets }, { destinationWallets: [{}], partnerUserId: ADDRESS }, []]) {
      const refused = await post(body);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toBe('Error deserializing request body: {}');
    }
    expect((await fetch(url.replace('?projectId=p1', ''), { method: 'POST', body: '{}' })).status).toBe(400);
  });

  it("answers a preflight with the service's own list of allowed request headers", async () => {
    const response = await fetch(`${standIns.endpoints.blockchainApi}/v1/profile/account`, { method: 'OPTIONS' });
    expect(response.headers.get('access-control-allow-headers')?.split(', ')).toEqual([...CORS_ALLOWED_HEADERS.names]);
  });
});
