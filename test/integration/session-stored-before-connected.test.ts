import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, connectorIdKey } from '../../domain/storage/storage-keys.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { createHarness, createPage } from '../fakes/app-kit-harness.ts';
import { createRecordingStorage } from '../fakes/recording-storage.ts';
import { Connect } from '../../application/connect/index.ts';

const RDNS = 'dev.walletport.demo';

/** The storage as it is at the moment the account first reads as connected. */
function storageWhenConnected(facade: ReturnType<typeof createHarness>['facade'], entries: ReadonlyMap<string, string>) {
  let seen: Map<string, string> | undefined;
  facade.account('eip155').subscribe((account) => {
    if (account.isConnected && !seen) seen = new Map(entries);
  });
  return () => seen;
}

describe('the session is stored before the state says connected', () => {
  it('a reload at the moment isConnected turns true restores the session', async () => {
    const page = createPage();
    const recording = createRecordingStorage();
    const first = createHarness({ page, storage: recording.storage });
    await first.facade.ready;
    const atConnected = storageWhenConnected(first.facade, recording.entries);
    await expect(first.facade.connect(RDNS)).resolves.toBe(true);

    const stored = atConnected();
    expect(stored?.get(STORAGE_KEYS.connectionStatus)).toBe('"connected"');
    expect(stored?.get(STORAGE_KEYS.activeNamespace)).toBe('"eip155"');
    expect(stored?.get(connectorIdKey('eip155'))).toBe(`"${RDNS}"`);
    expect(stored?.get(STORAGE_KEYS.activeCaipNetworkId)).toBe('"eip155:31337"');

    // The page reloads with exactly what was stored at that moment.
    first.facade.destroy();
    const second = createHarness({ page, storage: createRecordingStorage({ initial: Object.fromEntries(stored ?? []) }).storage, announce: false });
    await second.facade.ready;
    expect(second.facade.account().getSnapshot()).toMatchObject({ status: 'connected', address: ANVIL_ACCOUNT_0 });
  });

  it('a session attached by another connector is stored before it reads as connected', async () => {
    const recording = createRecordingStorage();
    const { facade, container } = createHarness({ storage: recording.storage });
    await facade.ready;
    const atConnected = storageWhenConnected(facade, recording.entries);
    await container.get<Connect>(Connect.token).connection.attachSession('eip155', { connectorId: 'walletConnect', session: { accounts: [ANVIL_ACCOUNT_0], chainReference: '31338' } });

    const stored = atConnected();
    expect(stored?.get(STORAGE_KEYS.connectionStatus)).toBe('"connected"');
    expect(stored?.get(connectorIdKey('eip155'))).toBe('"walletConnect"');
    expect(stored?.get(STORAGE_KEYS.activeCaipNetworkId)).toBe('"eip155:31338"');
  });
});
