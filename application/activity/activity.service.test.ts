import { describe, expect, it } from 'vitest';
import { CHAIN_B, createHarness } from '../../test/fakes/app-kit-harness.ts';
import { pagedHistory as pagedPages } from '../../test/fakes/paged-history.ts';

const PAGE = 10;

const pagedHistory = () => pagedPages({ pageSize: PAGE, total: Number.MAX_SAFE_INTEGER });

async function connected() {
  const remote = pagedHistory();
  const harness = createHarness({ options: { ports: { blockchainApi: remote.api } } });
  await harness.facade.ready;
  await harness.facade.connect('dev.walletport.demo');
  return { ...harness, remote, activity: harness.facade.flows.activity };
}

describe('activity paging after a failure', () => {
  it('a failed first page is marked failed and empty, as a failed fetch sets the empty flag; load() asks for the first page again', async () => {
    const { activity, remote } = await connected();
    remote.failNext(1);
    await activity.commands.load();
    expect(activity.state.getSnapshot()).toMatchObject({ failed: true, empty: true, loading: false, next: undefined, transactions: [] });
    await activity.commands.load();
    expect(remote.cursors).toEqual([undefined, undefined]);
    expect(activity.state.getSnapshot()).toMatchObject({ failed: false, empty: false, next: '10' });
    expect(activity.state.getSnapshot().transactions.length).toBeGreaterThan(0);
  });

  it('a failed later page keeps the list; loadMore() asks for that same page again, then goes on', async () => {
    const { activity, remote } = await connected();
    await activity.commands.load();
    const first = activity.state.getSnapshot().transactions;
    remote.failNext(1);
    await activity.commands.loadMore();
    expect(activity.state.getSnapshot()).toMatchObject({ failed: true, next: undefined, transactions: first });
    await activity.commands.loadMore();
    await activity.commands.loadMore();
    expect(remote.cursors).toEqual([undefined, '10', '10', '20']);
    expect(activity.state.getSnapshot()).toMatchObject({ failed: false, next: '30' });
    expect(activity.state.getSnapshot().transactions.slice(0, first.length)).toEqual(first);
  });

  it('a failure on one network is forgotten when another comes into view', async () => {
    const { activity, remote, facade } = await connected();
    await activity.commands.load();
    remote.failNext(1);
    await activity.commands.loadMore();
    expect(activity.state.getSnapshot().failed).toBe(true);
    await facade.switchNetwork(CHAIN_B);
    expect(activity.state.getSnapshot()).toMatchObject({ failed: false, transactions: [] });
    await activity.commands.load();
    expect(remote.cursors.at(-1)).toBeUndefined();
    expect(activity.state.getSnapshot()).toMatchObject({ failed: false, lastNetworkInView: 'eip155:31338' });
  });

  it('once the last page has come, loadMore() asks for nothing more', async () => {
    const { activity, remote } = await connected();
    await activity.commands.load();
    for (let page = 0; page < 10 && activity.state.getSnapshot().next !== undefined; page += 1) await activity.commands.loadMore();
    const asked = remote.cursors.length;
    await activity.commands.loadMore();
    expect(remote.cursors).toHaveLength(asked);
    expect(activity.state.getSnapshot()).toMatchObject({ failed: false, next: undefined });
  });
});
