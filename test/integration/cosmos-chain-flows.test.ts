import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiwxConfig, SiwxSession } from '../../application/ports/siwx.port.ts';
import { cosmosHubTestnet } from '../../domain/network/catalogue/cosmos.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { cosmosAdapter } from '../../infrastructure/chains/cosmos/entry.ts';
import { DefaultSIWX, InformalMessenger, LocalStorage, verifySiwxSession } from '../../infrastructure/siwx/entry.ts';
import { siwxTestBackend } from '../fakes/siwx-backend.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { createHarness } from '../fakes/app-kit-harness.ts';
import { startCosmosChain, type CosmosChain } from '../stand-ins/cosmos-chain.ts';
import { COSMOS_TEST_ADDRESS, CosmosTestWallet } from '../wallets/cosmos-wallet.ts';

const TESTNET = cosmosHubTestnet as CaipNetwork;
const CONNECTOR_ID = 'keplr-compatible.walletportDemoCosmos';
let chain: CosmosChain;

// The node test environment has no window: the discovery reads the wallet from this stand-in page.
const page = new EventTarget();

beforeAll(async () => {
  Object.defineProperty(globalThis, 'window', { value: page, configurable: true, writable: true });
  chain = await startCosmosChain({ chainId: 'theta-testnet-001', bech32Prefix: 'cosmos', denom: 'uatom', balances: { [COSMOS_TEST_ADDRESS]: 4_200_000n } });
});
afterAll(async () => {
  delete (globalThis as { window?: unknown }).window;
  await chain?.stop();
});

function memoryStorage() {
  const stored = new Map<string, string>();
  return { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value), removeItem: (key: string) => void stored.delete(key) };
}

/**
 * A site configured for the hub testnet that lists the test wallet the way a page does: the wallet is
 * installed at `window.walletportDemoCosmos` and found by the adapter's own discovery through `wallets`.
 */
async function cosmosSite(wallet: CosmosTestWallet, storage = createMemoryStorage(), siwx?: SiwxConfig) {
  Object.defineProperty(page, 'walletportDemoCosmos', { value: wallet, configurable: true, writable: true });
  const descriptor = cosmosAdapter({ wallets: [{ global: 'walletportDemoCosmos', name: 'Demo Wallet' }] });
  const discovery = await descriptor.discovery?.();
  if (!discovery) throw new Error('the cosmos adapter has no discovery');
  return createHarness({
    announce: false,
    storage,
    options: {
      networks: [TESTNET],
      adapters: [descriptor],
      customRpcUrls: { [TESTNET.caipNetworkId]: [{ url: chain.rpcUrl }] },
      ports: { walletDiscovery: [discovery] },
      ...(siwx ? { siwx } : {}),
    },
  });
}

describe('Cosmos with a Keplr-compatible wallet and a local chain, through the whole instance', () => {
  it('connects, signs in (verified, a forgery refused), reads the balance, restores on reload and disconnects', async () => {
    const stored = new Map<string, string>();
    const backend = siwxTestBackend();
    const siwx = new DefaultSIWX({
      messenger: new InformalMessenger({ domain: 'app.example', uri: 'https://app.example/login', statement: 'Sign in to the example', getNonce: backend.getNonce }),
      storage: new LocalStorage({ key: 'siwx', storage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) } }),
    });
    const wallet = new CosmosTestWallet({ memory: memoryStorage() });
    const siteStorage = createMemoryStorage();
    const { facade } = await cosmosSite(wallet, siteStorage, siwx);
    await facade.ready;
    expect(await facade.connect(CONNECTOR_ID)).toBe(true);
    expect(facade.stores.accounts.getSnapshot().cosmos).toMatchObject({ status: 'connected', address: COSMOS_TEST_ADDRESS, caipAddress: `cosmos:theta-testnet-001:${COSMOS_TEST_ADDRESS}` });

    await expect.poll(() => facade.stores.modal.getSnapshot().router.view).toBe('SIWXSignMessage');
    await facade.flows.siwx.commands.requestSignature();
    const sessions = await siwx.getSessions(TESTNET.caipNetworkId, COSMOS_TEST_ADDRESS);
    expect(sessions).toHaveLength(1);
    const session = sessions[0] as SiwxSession;
    expect(session.message).toContain(COSMOS_TEST_ADDRESS);
    const context = backend.context(TESTNET.caipNetworkId);
    await expect(verifySiwxSession(session, context)).resolves.toBe(true);
    expect(wallet.calls).toContain('signArbitrary');
    const forged = { ...session, message: session.message.replace('Sign in to the example', 'Send everything') };
    await expect(verifySiwxSession(forged, context)).rejects.toMatchObject({ code: 'SIWX_SIGNATURE_INVALID' });
    await expect(siwx.addSession(forged)).rejects.toThrow();

    await expect.poll(() => facade.stores.accounts.getSnapshot().cosmos?.balance).toBe(4_200_000n);
    chain.setBalance(COSMOS_TEST_ADDRESS, 5_000_000n);
    await facade.refreshBalance('cosmos');
    expect(facade.stores.accounts.getSnapshot().cosmos?.balance).toBe(5_000_000n);
    facade.destroy();

    wallet.calls.length = 0;
    const reloaded = await cosmosSite(wallet, siteStorage, siwx);
    await reloaded.facade.ready;
    expect(reloaded.facade.stores.accounts.getSnapshot().cosmos).toMatchObject({ status: 'connected', address: COSMOS_TEST_ADDRESS });
    expect(wallet.calls).toContain('getKey');
    expect(wallet.calls).not.toContain('enable');

    await reloaded.facade.disconnect('cosmos');
    expect(reloaded.facade.stores.accounts.getSnapshot().cosmos?.status ?? 'disconnected').toBe('disconnected');
    expect(wallet.isEnabled('theta-testnet-001')).toBe(false);
    reloaded.facade.destroy();
  });

  it('a refused or hanging connect ends disconnected with a catalogue error, and the next connect works', async () => {
    const wallet = new CosmosTestWallet();
    const { facade, clock } = await cosmosSite(wallet);
    await facade.ready;
    wallet.rejectNextRequests(1);
    expect(await facade.connect(CONNECTOR_ID)).toBe(false);
    expect(facade.stores.accounts.getSnapshot().cosmos).toMatchObject({ status: 'disconnected', error: { code: 'USER_REJECTED' } });
    wallet.hangNextEnable();
    const hanging = facade.connect(CONNECTOR_ID);
    await new Promise((resolve) => setTimeout(resolve, 10));
    clock.advance(121_000);
    expect(await hanging).toBe(false);
    expect(facade.stores.accounts.getSnapshot().cosmos?.error?.code).toBe('CONNECTION_TIMED_OUT');
    expect(await facade.connect(CONNECTOR_ID)).toBe(true);
    facade.destroy();
  });
});
