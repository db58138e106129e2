import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../domain/errors/catalogue.ts';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import { STORAGE_KEYS, connectorIdKey } from '../../domain/storage/storage-keys.ts';
import { createHarness, createPage, settle, CHAIN_A } from '../fakes/app-kit-harness.ts';
import { createRecordingStorage } from '../fakes/recording-storage.ts';
import { createMemorySiwx } from '../fakes/memory-siwx.ts';

describe('bad input never crashes the modal', () => {
  it('options without a project id show the Project ID Not Configured alert', async () => {
    const { facade } = createHarness({ options: { projectId: '' } });
    await facade.ready;
    expect(facade.stores.modal.getSnapshot().alert?.title).toBe('Project ID Not Configured');
    void facade.open();
    expect(facade.stores.modal.getSnapshot().open).toBe(true);
  });

  it("rejects both siweConfig and siwx with the spec's text", () => {
    expect(() => createHarness({ options: { siweConfig: {}, siwx: createMemorySiwx().config } })).toThrow(ERRORS.SIWE_AND_SIWX.message);
  });

  it('rejects a network whose CAIP id is malformed or of an unknown namespace', () => {
    const bad = { ...CHAIN_A, caipNetworkId: 'eip155:1:extra' as const };
    expect(() => createHarness({ options: { networks: [bad] } })).toThrow(/exactly two parts/);
    const unknown = { ...CHAIN_A, caipNetworkId: 'tron:1' as unknown as typeof CHAIN_A.caipNetworkId };
    expect(() => createHarness({ options: { networks: [unknown] } })).toThrow(/unknown namespace "tron"/);
    try {
      createHarness({ options: { networks: [unknown] } });
    } catch (error) {
      expect(WalletportError.is(error)).toBe(true);
    }
  });

  it('storage holding garbage or unparsable JSON falls back to defaults', async () => {
    const recording = createRecordingStorage({
      initial: {
        [STORAGE_KEYS.connectionStatus]: '{not json',
        [STORAGE_KEYS.activeNamespace]: '"tron"',
        [STORAGE_KEYS.activeCaipNetworkId]: '42',
        [connectorIdKey('eip155')]: '{"x":1}',
        [STORAGE_KEYS.recentWallets]: '[1, null, {"id": 5}, "x"]',
      },
    });
    const { facade } = createHarness({ storage: recording.storage });
    await facade.ready;
    expect(facade.account().getSnapshot()).toMatchObject({ status: 'disconnected', isConnected: false });
    expect(facade.state.getSnapshot().selectedNetworkId).toBe('eip155:31337');
    await expect(facade.connect('dev.walletport.demo')).resolves.toBe(true);
  });

  it('a storage that throws (quota, private mode) leaves the modal working and is reported once', async () => {
    const recording = createRecordingStorage({ failWrites: true });
    const { facade, reports } = createHarness({ storage: recording.storage });
    await facade.ready;
    await expect(facade.connect('dev.walletport.demo')).resolves.toBe(true);
    await facade.switchNetwork('eip155:31338');
    await facade.disconnect();
    expect(reports.filter((r) => r.context.startsWith('storage')).length).toBe(1);
  });

  it('a storage whose reads throw reads as absent', async () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    const { facade } = createHarness({ storage: throwing });
    await facade.ready;
    expect(facade.state.getSnapshot().initialized).toBe(true);
  });

  it('malformed EIP-6963 announcements are dropped without hiding the good wallet', async () => {
    const page = createPage();
    const { facade } = createHarness({ page });
    const bad = [
      { info: { uuid: '1', name: 'No icon', rdns: 'a.b' }, provider: { request: async () => null } },
      { info: { uuid: '2', name: 'Bad rdns', icon: 'data:image/png;base64,AA', rdns: 'not a domain' }, provider: { request: async () => null } },
      { info: { uuid: '3', name: 'JS icon', icon: 'javascript:alert(1)', rdns: 'x.y' }, provider: { request: async () => null } },
      { info: { uuid: '4', name: 'No provider', icon: 'data:image/png;base64,AA', rdns: 'x.z' } },
      null,
      'hello',
    ];
    for (const detail of bad) page.target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
    await settle();
    expect(facade.stores.connectors.getSnapshot().connectors.map((c) => c.id)).toEqual(['dev.walletport.demo']);
  });

  it('UI calls never throw into the host page', async () => {
    const { facade } = createHarness();
    await facade.ready;
    expect(() => facade.navigate({ type: 'goBackToIndex', index: 99 })).not.toThrow();
    await expect(facade.close()).resolves.toBeUndefined();
  });
});
