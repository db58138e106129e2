import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ANVIL_ACCOUNT_0, createBalances, createRemoteHandlers, createScenarios } from 'walletport/testing';
import { loadPortfolio } from '../src/portfolio.ts';

// walletport's handlers beside the dApp's own in one msw server, on the URL the dApp configures.
const API = 'https://chain-api.my-dapp.example';
const scenarios = createScenarios();
const remote = createRemoteHandlers({ endpoints: { blockchainApi: API }, scenarios });
const server = setupServer(http.get('https://my-dapp.example/api/session', () => HttpResponse.json({ user: 'ada' })), ...remote.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => scenarios.reset());
afterAll(() => server.close());

describe('loadPortfolio', () => {
  it("sums the account's holdings from walletport's balance fixtures", async () => {
    const fixtures = createBalances('eip155:1');
    const portfolio = await loadPortfolio(API, 'my-dapp', ANVIL_ACCOUNT_0, 'eip155:1');
    expect(portfolio.holdings.map((holding) => holding.symbol)).toEqual(fixtures.map((balance) => balance.symbol));
    expect(portfolio.totalUsd).toBeCloseTo(fixtures.reduce((sum, balance) => sum + (balance.value ?? 0), 0));
    // The dApp's own handler still answers beside walletport's.
    expect(await (await fetch('https://my-dapp.example/api/session')).json()).toEqual({ user: 'ada' });
  });

  it('reports an outage of the API, then recovers', async () => {
    scenarios.failNext('blockchainApi', 1, 503);
    await expect(loadPortfolio(API, 'my-dapp', ANVIL_ACCOUNT_0, 'eip155:1')).rejects.toThrow('portfolio unavailable (503)');
    await expect(loadPortfolio(API, 'my-dapp', ANVIL_ACCOUNT_0, 'eip155:1')).resolves.toMatchObject({ holdings: expect.any(Array) });
    expect(scenarios.callsTo('blockchainApi').map((call) => [call.path, call.query['chainId']])).toEqual([
      [`/v1/account/${ANVIL_ACCOUNT_0}/balance`, 'eip155:1'],
      [`/v1/account/${ANVIL_ACCOUNT_0}/balance`, 'eip155:1'],
    ]);
  });
});
