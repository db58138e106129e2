import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../domain/errors/catalogue.ts';
import { STORAGE_KEYS, connectorIdKey } from '../../domain/storage/storage-keys.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { createHarness, createPage, settle } from '../fakes/app-kit-harness.ts';
import { createRecordingStorage } from '../fakes/recording-storage.ts';

const RDNS = 'dev.walletport.demo';

describe('eip155 connection lifecycle: disconnected, connecting, connected', () => {
  it('connects an announced wallet, reads the balance and persists the session in a custom storage', async () => {
    const recording = createRecordingStorage();
    const { facade } = createHarness({ storage: recording.storage });
    await facade.ready;
    expect(facade.stores.connectors.getSnapshot().connectors.map((c) => c.name)).toEqual(['Demo Wallet']);
    void facade.open();
    expect(facade.stores.modal.getSnapshot().router.view).toBe('Connect');

    await expect(facade.connect(RDNS)).resolves.toBe(true);
    await settle();

    const account = facade.account().getSnapshot();
    expect(account).toMatchObject({ isConnected: true, status: 'connected', address: ANVIL_ACCOUNT_0 });
    expect(account.caipAddress).toBe(`eip155:31337:${ANVIL_ACCOUNT_0}`);
    expect(facade.stores.accounts.getSnapshot().eip155?.balance).toBe(10n ** 22n);
    expect(facade.stores.modal.getSnapshot().open).toBe(false);
    const written = new Map(recording.writes.map((w) => [w.key, w.value]));
    expect(written.get(STORAGE_KEYS.connectionStatus)).toBe('"connected"');
    expect(written.get(STORAGE_KEYS.activeNamespace)).toBe('"eip155"');
    expect(written.get(STORAGE_KEYS.activeCaipNetworkId)).toBe('"eip155:31337"');
    expect(written.get(connectorIdKey('eip155'))).toBe(`"${RDNS}"`);
    expect(JSON.parse(written.get(STORAGE_KEYS.recentWallets) ?? '[]')).toEqual([{ id: RDNS, rdns: RDNS, name: 'Demo Wallet' }]);
  });

  it('a 4001 rejection shows a clear message and a retry succeeds', async () => {
    const { facade, page } = createHarness();
    await facade.ready;
    page.wallet.rejectNextRequests(1);
    void facade.open();
    await expect(facade.connect(RDNS)).resolves.toBe(false);
    expect(facade.stores.modal.getSnapshot().router.view).toBe('ConnectingExternal');
    expect(facade.stores.accounts.getSnapshot().eip155).toMatchObject({ status: 'disconnected', error: expect.objectContaining({ code: 'USER_REJECTED' }) });
    await expect(facade.connect(RDNS)).resolves.toBe(true);
    expect(facade.account().getSnapshot().isConnected).toBe(true);
  });

  it('a wallet that vanishes mid-connect ends disconnected with a message', async () => {
    const { facade, page } = createHarness();
    await facade.ready;
    page.wallet.vanishDuringNextConnect();
    await expect(facade.connect(RDNS)).resolves.toBe(false);
    expect(facade.stores.accounts.getSnapshot().eip155).toMatchObject({ status: 'disconnected', error: expect.objectContaining({ code: 'WALLET_DISCONNECTED' }) });
  });

  it('an unknown connector id ends disconnected with a message', async () => {
    const { facade } = createHarness();
    await facade.ready;
    await expect(facade.connect('com.nowhere')).resolves.toBe(false);
    expect(facade.stores.accounts.getSnapshot().eip155?.error?.shortMessage).toBe(ERRORS.WALLET_NOT_FOUND.message);
  });

  it('on reload a saved connected session goes connecting → connected without a prompt', async () => {
    const page = createPage();
    const recording = createRecordingStorage();
    const first = createHarness({ page, storage: recording.storage });
    await first.facade.ready;
    await first.facade.connect(RDNS);
    first.facade.destroy();

    page.wallet.rejectNextRequests(5); // a prompt would be rejected: restore must not prompt
    const second = createHarness({ page, storage: recording.storage, announce: false });
    const statuses: string[] = [second.facade.account('eip155').getSnapshot().status];
    second.facade.account('eip155').subscribe((account) => {
      if (statuses.at(-1) !== account.status) statuses.push(account.status);
    });
    await second.facade.ready;
    expect(statuses).toEqual(['disconnected', 'connecting', 'connected']);
    expect(second.facade.account().getSnapshot()).toMatchObject({ status: 'connected', address: ANVIL_ACCOUNT_0 });
  });

  it('on reload a session the wallet no longer grants becomes disconnected', async () => {
    const page = createPage();
    const recording = createRecordingStorage();
    const first = createHarness({ page, storage: recording.storage });
    await first.facade.ready;
    await first.facade.connect(RDNS);
    page.wallet.revoke();
    await settle();
    const second = createHarness({ page, storage: recording.storage, announce: false });
    await second.facade.ready;
    expect(second.facade.account().getSnapshot().status).toBe('disconnected');
    expect(recording.entries.get(STORAGE_KEYS.connectionStatus)).toBe('"disconnected"');
  });

  it('on reload a wallet that never announces itself gives up after the wait', async () => {
    const recording = createRecordingStorage({
      initial: {
        [STORAGE_KEYS.connectionStatus]: '"connected"',
        [STORAGE_KEYS.activeNamespace]: '"eip155"',
        [connectorIdKey('eip155')]: `"${RDNS}"`,
      },
    });
    const { facade, clock } = createHarness({ storage: recording.storage, announce: false });
    await settle();
    expect(facade.account('eip155').getSnapshot().status).toBe('connecting');
    clock.advance(3_000);
    await facade.ready;
    expect(facade.account('eip155').getSnapshot().status).toBe('disconnected');
  });

  it('wallet events update the state: accountsChanged, chainChanged, disconnect', async () => {
    const { facade, page } = createHarness();
    await facade.ready;
    await facade.connect(RDNS);
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    page.wallet.setAccounts([other]);
    expect(facade.account().getSnapshot().address).toBe(other);

    await page.wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });
    await settle();
    expect(facade.state.getSnapshot().selectedNetworkId).toBe('eip155:31338');
    expect(facade.account().getSnapshot().caipAddress).toBe(`eip155:31338:${other}`);

    page.wallet.revoke();
    await settle();
    expect(facade.account().getSnapshot().status).toBe('disconnected');
  });

  it('disconnect clears the account, the connector id and stores disconnected', async () => {
    const recording = createRecordingStorage();
    const { facade } = createHarness({ storage: recording.storage });
    await facade.ready;
    await facade.connect(RDNS);
    await facade.disconnect();
    expect(facade.account().getSnapshot()).toMatchObject({ status: 'disconnected', address: undefined, isConnected: false });
    expect(recording.entries.has(connectorIdKey('eip155'))).toBe(false);
    expect(recording.entries.get(STORAGE_KEYS.connectionStatus)).toBe('"disconnected"');
    void facade.open();
    expect(facade.stores.modal.getSnapshot().router.view).toBe('Connect');
  });
});
