import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ModalEvent } from '../../application/events/app-events.ts';
import { ERRORS } from '../../domain/errors/catalogue.ts';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import { CHAIN_B } from '../fakes/app-kit-harness.ts';
import { createTransactionHistory } from '../fixtures/transactions.ts';
import { setupRemoteServer } from '../msw/setup-remote-server.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { createAccountViewHarness, deferred } from './account-view.helpers.ts';
import { Connect } from '../../application/connect/index.ts';

const remote = setupRemoteServer();
beforeAll(() => remote.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => remote.scenarios.reset());
afterAll(() => remote.server.close());

const historyCalls = () => remote.scenarios.callsTo('blockchainApi').filter((call) => call.path.endsWith('/history'));

async function connected() {
  const harness = createAccountViewHarness();
  await harness.facade.ready;
  await harness.facade.connect('dev.walletport.demo');
  const events: ModalEvent[] = [];
  harness.facade.subscribeEvents((event) => events.push(event));
  return { ...harness, events };
}

describe('activity: transactions load by cursor and append', () => {
  it('loads the first page for the network in view, without spam or other-chain transactions, grouped', async () => {
    const { facade } = await connected();
    const loading = facade.flows.activity.commands.load();
    expect(facade.flows.activity.state.getSnapshot().loading).toBe(true);
    await loading;
    const state = facade.flows.activity.state.getSnapshot();
    const firstPage = createTransactionHistory({ address: ANVIL_ACCOUNT_0, chainId: 'eip155:31337' }).slice(0, 10);
    const kept = firstPage.filter((tx) => tx.metadata.chain === 'eip155:31337' && !tx.transfers.every((t) => t.nft_info?.flags.is_spam));
    expect(kept.length).toBeLessThan(firstPage.length);
    expect(state.transactions.map((tx) => tx.id)).toEqual(kept.map((tx) => tx.id));
    expect(state).toMatchObject({ loading: false, empty: false, next: '10', lastNetworkInView: 'eip155:31337', address: ANVIL_ACCOUNT_0 });
    expect(state.groups.flatMap((year) => year.months.flatMap((month) => month.transactions.map((tx) => tx.id)))).toEqual(kept.map((tx) => tx.id));
    expect(historyCalls()[0]?.query).toMatchObject({ chainId: 'eip155:31337', projectId: 'test-project' });
    expect(historyCalls()[0]?.query).not.toHaveProperty('cursor');
  });

  it('loads more by cursor and appends; the same network in view is not loaded twice', async () => {
    const { facade } = await connected();
    await facade.flows.activity.commands.load();
    const first = facade.flows.activity.state.getSnapshot().transactions;
    await facade.flows.activity.commands.load();
    expect(historyCalls()).toHaveLength(1);
    await facade.flows.activity.commands.loadMore();
    const state = facade.flows.activity.state.getSnapshot();
    expect(historyCalls()[1]?.query.cursor).toBe('10');
    expect(state.transactions.slice(0, first.length)).toEqual(first);
    expect(state.transactions.length).toBeGreaterThan(first.length);
    expect(state.next).toBe('20');
  });

  it('stops at the last page', async () => {
    const { facade } = await connected();
    remote.scenarios.respondNext('blockchainApi', 1, () => HttpResponse.json({ data: [], next: null }));
    await facade.flows.activity.commands.load();
    expect(facade.flows.activity.state.getSnapshot()).toMatchObject({ empty: true, next: undefined, transactions: [] });
    await facade.flows.activity.commands.loadMore();
    expect(historyCalls()).toHaveLength(1);
  });

  it("a failure shows 'Failed to fetch transactions', sets empty, emits ERROR_FETCH_TRANSACTIONS and reports an API_ERROR", async () => {
    const { facade, clock, events, reports } = await connected();
    remote.scenarios.failNext('blockchainApi', 4, 500);
    await clock.settle(facade.flows.activity.commands.load());
    expect(facade.flows.activity.state.getSnapshot()).toMatchObject({ loading: false, empty: true, next: undefined });
    expect(facade.stores.snackbar.getSnapshot()).toMatchObject({ open: true, variant: 'error', message: ERRORS.FAILED_TO_FETCH_TRANSACTIONS.message });
    expect(events.map((event) => event.data.event)).toContain('ERROR_FETCH_TRANSACTIONS');
    expect(events.find((event) => event.data.event === 'ERROR_FETCH_TRANSACTIONS')?.data.properties).toMatchObject({ address: ANVIL_ACCOUNT_0, projectId: 'test-project', isSmartAccount: false });
    const reported = reports.find((report) => report.context === 'transactions fetch failed')?.error;
    expect(WalletportError.is(reported) && reported.category).toBe('API_ERROR');
  });

  it('an answer of the wrong shape is a failure like any other', async () => {
    const { facade } = await connected();
    remote.scenarios.respondNext('blockchainApi', 1, () => HttpResponse.json({ data: [{ id: 1 }], next: 5 }));
    await facade.flows.activity.commands.load();
    expect(facade.flows.activity.state.getSnapshot()).toMatchObject({ empty: true, transactions: [] });
    expect(facade.stores.snackbar.getSnapshot().message).toBe(ERRORS.FAILED_TO_FETCH_TRANSACTIONS.message);
  });

  it('a late page of the previous network never overwrites the new one', async () => {
    const { facade, events } = await connected();
    const gate = deferred();
    remote.scenarios.respondNext('blockchainApi', 1, async () => {
      await gate.promise;
      return HttpResponse.json({ data: [], next: 'stale' });
    });
    const late = facade.flows.activity.commands.load();
    await vi.waitFor(() => expect(historyCalls()).toHaveLength(1));
    await facade.switchNetwork(CHAIN_B);
    expect(facade.flows.activity.state.getSnapshot().lastNetworkInView).toBeUndefined();
    await facade.flows.activity.commands.load();
    const onB = facade.flows.activity.state.getSnapshot();
    expect(onB.lastNetworkInView).toBe('eip155:31338');
    gate.resolve();
    await late;
    expect(facade.flows.activity.state.getSnapshot()).toBe(onB);
    expect(onB.transactions.every((tx) => tx.metadata.chain === 'eip155:31338')).toBe(true);
    expect(events.map((event) => event.data.event)).not.toContain('ERROR_FETCH_TRANSACTIONS');
  });

  it('without a connected address nothing is fetched, and disconnecting resets the list', async () => {
    const idle = createAccountViewHarness();
    await idle.facade.ready;
    await idle.facade.flows.activity.commands.load();
    expect(historyCalls()).toHaveLength(0);
    const { facade } = await connected();
    await facade.flows.activity.commands.load();
    await facade.disconnect();
    expect(facade.flows.activity.state.getSnapshot()).toMatchObject({ transactions: [], lastNetworkInView: undefined, empty: false, loading: false });
  });

  it('resetting the connection resets the transactions', async () => {
    const { facade, container } = await connected();
    await facade.flows.activity.commands.load();
    expect(facade.flows.activity.state.getSnapshot().transactions.length).toBeGreaterThan(0);
    await container.get<Connect>(Connect.token).chainDisconnect.resetConnection();
    expect(facade.flows.activity.state.getSnapshot()).toMatchObject({ transactions: [], groups: [], next: undefined, lastNetworkInView: undefined });
  });
});
