import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as sr25519 from '@scure/sr25519';
import { hex } from '@scure/base';
import type { SiwxConfig, SiwxSession } from '../../application/ports/siwx.port.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { westend } from '../../domain/network/catalogue/polkadot.ts';
import { polkadotAdapter } from '../../infrastructure/chains/polkadot/entry.ts';
import { createInjectedWeb3Discovery } from '../../infrastructure/chains/polkadot/injected-web3-discovery.ts';
import { DefaultSIWX, InformalMessenger, LocalStorage, verifySiwxSession } from '../../infrastructure/siwx/entry.ts';
import { siwxTestBackend } from '../fakes/siwx-backend.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import type { StoragePort } from '../../application/ports/storage.port.ts';
import { createHarness } from '../fakes/app-kit-harness.ts';
import { startPolkadotChain, type PolkadotChain } from '../stand-ins/polkadot-chain.ts';
import { POLKADOT_TEST_ADDRESS, installPolkadotTestWallet, type PolkadotTestWallet } from '../wallets/polkadot-wallet.ts';

const CONNECTOR_ID = 'injected-web3.demo-wallet';
const BALANCE = 2_500_000_000_000n;
let chain: PolkadotChain;

beforeAll(async () => {
  chain = await startPolkadotChain({ balances: { [POLKADOT_TEST_ADDRESS]: BALANCE } });
});
afterAll(async () => chain?.stop());

function walletMemory() {
  const { entries } = createMemoryStorage();
  return { getItem: (key: string) => entries.get(key) ?? null, setItem: (key: string, value: string) => void entries.set(key, value), removeItem: (key: string) => void entries.delete(key) };
}

/**
 * A page with the test extension injected, on a site configured for Westend only. `pageMemory` is the page's
 * localStorage (where the modal notes the extension it enabled); `walletState` the extension's own memory.
 */
function polkadotSite(options: { storage?: StoragePort; pageMemory?: ReturnType<typeof walletMemory>; walletState?: ReturnType<typeof walletMemory>; siwx?: SiwxConfig } = {}) {
  const host: { injectedWeb3?: Record<string, unknown>; localStorage?: unknown; document: { title: string } } = { localStorage: options.pageMemory ?? walletMemory(), document: { title: 'Polkadot example' } };
  const wallet: PolkadotTestWallet = installPolkadotTestWallet({}, { approve: () => true, target: host, ...(options.walletState ? { memory: options.walletState } : {}) });
  const harness = createHarness({
    announce: false,
    storage: options.storage ?? createMemoryStorage(),
    options: {
      networks: [westend as CaipNetwork],
      adapters: [polkadotAdapter()],
      customRpcUrls: { [westend.caipNetworkId]: [{ url: chain.rpcUrl }] },
      ports: { walletDiscovery: [createInjectedWeb3Discovery(host)] },
      ...(options.siwx ? { siwx: options.siwx } : {}),
    },
  });
  return { ...harness, wallet };
}

describe('Polkadot through the whole instance (injectedWeb3 extension, Westend stand-in)', () => {
  it('connects with the address in Westend format, signs in (SIWX verified, a forgery refused) and reads the balance from the node', async () => {
    const stored = new Map<string, string>();
    const backend = siwxTestBackend();
    const siwx = new DefaultSIWX({
      messenger: new InformalMessenger({ domain: 'app.example', uri: 'https://app.example/login', statement: 'Sign in to the example', getNonce: backend.getNonce }),
      storage: new LocalStorage({ key: 'siwx', storage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) } }),
    });
    const { facade, wallet } = polkadotSite({ siwx });
    await facade.ready;
    await facade.connect(CONNECTOR_ID);
    expect(facade.stores.accounts.getSnapshot().polkadot).toMatchObject({ status: 'connected', address: POLKADOT_TEST_ADDRESS, caipAddress: `${westend.caipNetworkId}:${POLKADOT_TEST_ADDRESS}` });

    await expect.poll(() => facade.stores.modal.getSnapshot().router.view).toBe('SIWXSignMessage');
    await facade.flows.siwx.commands.requestSignature();
    const sessions = await siwx.getSessions(westend.caipNetworkId, POLKADOT_TEST_ADDRESS);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.message).toContain(POLKADOT_TEST_ADDRESS);
    const context = backend.context(westend.caipNetworkId);
    await expect(verifySiwxSession(sessions[0] as SiwxSession, context)).resolves.toBe(true);
    expect(wallet.calls).toContain('signRaw');
    const otherKey = sr25519.secretFromSeed(new Uint8Array(32).fill(9));
    const forgedSignature = `0x${hex.encode(sr25519.sign(otherKey, new TextEncoder().encode(`<Bytes>${sessions[0]?.message ?? ''}</Bytes>`)))}`;
    const forged = { ...(sessions[0] as SiwxSession), signature: forgedSignature };
    await expect(verifySiwxSession(forged, context)).rejects.toMatchObject({ code: 'SIWX_SIGNATURE_INVALID' });
    await expect(siwx.addSession(forged)).rejects.toThrow();

    await expect.poll(() => facade.stores.accounts.getSnapshot().polkadot?.balance, { timeout: 10_000 }).toBe(BALANCE);
    chain.setBalance(POLKADOT_TEST_ADDRESS, BALANCE / 2n);
    await facade.refreshBalance('polkadot');
    expect(facade.stores.accounts.getSnapshot().polkadot?.balance).toBe(BALANCE / 2n);
    chain.setBalance(POLKADOT_TEST_ADDRESS, BALANCE);
    facade.destroy();
  }, 30_000);

  it('a reload restores the session without prompting, and a disconnect ends it', async () => {
    const storage = createMemoryStorage();
    const pageMemory = walletMemory();
    const walletState = walletMemory();
    const first = polkadotSite({ storage, pageMemory, walletState });
    await first.facade.ready;
    expect(await first.facade.connect(CONNECTOR_ID)).toBe(true);
    first.facade.destroy();

    const reloaded = polkadotSite({ storage, pageMemory, walletState });
    await reloaded.facade.ready;
    await expect.poll(() => reloaded.facade.stores.accounts.getSnapshot().polkadot?.status).toBe('connected');
    expect(reloaded.facade.stores.accounts.getSnapshot().polkadot?.address).toBe(POLKADOT_TEST_ADDRESS);
    expect(reloaded.wallet.calls).toContain('enable:remembered');
    expect(reloaded.wallet.calls).not.toContain('enable');

    await reloaded.facade.disconnect();
    expect(reloaded.facade.stores.accounts.getSnapshot().polkadot?.status).toBe('disconnected');
    reloaded.facade.destroy();
    // After the disconnect, a reload asks the extension nothing.
    const afterDisconnect = polkadotSite({ storage, pageMemory, walletState });
    await afterDisconnect.facade.ready;
    expect(afterDisconnect.facade.stores.accounts.getSnapshot().polkadot?.status).not.toBe('connected');
    expect(afterDisconnect.wallet.calls).toEqual([]);
    afterDisconnect.facade.destroy();
  }, 30_000);

  it('a refused enable ends disconnected as USER_REJECTED', async () => {
    const host: { injectedWeb3?: Record<string, unknown> } = {};
    installPolkadotTestWallet({}, { approve: () => false, target: host });
    const { facade } = createHarness({
      announce: false,
      options: { networks: [westend as CaipNetwork], adapters: [polkadotAdapter()], ports: { walletDiscovery: [createInjectedWeb3Discovery(host)] } },
    });
    await facade.ready;
    expect(await facade.connect(CONNECTOR_ID)).toBe(false);
    expect(facade.stores.accounts.getSnapshot().polkadot).toMatchObject({ status: 'disconnected', error: { code: 'USER_REJECTED' } });
    facade.destroy();
  });
});
