import { afterEach, describe, expect, it, vi } from 'vitest';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import { createEip6963Discovery } from '../../infrastructure/discovery/eip6963-discovery.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { CHAIN_A, CHAIN_B, createPage } from '../../test/fakes/app-kit-harness.ts';
import { evmAdapterWithBalances } from '../../test/fakes/evm-test-adapter.ts';
import { ANVIL_ACCOUNT_0 } from '../../test/wallets/demo-wallet.ts';
import type { AppKit } from './app-kit-instance.ts';
import { createAppKit, createAppKitInstance } from './create-app-kit.ts';
import { getAppKit, modal, setDefaultAppKit } from './default-instance.ts';
import { EMPTY_WALLET_DIRECTORY } from '../../test/fakes/empty-wallet-directory.ts';

const RDNS = 'dev.walletport.demo';
let kits: AppKit[] = [];

afterEach(() => {
  for (const kit of kits) kit.destroy();
  kits = [];
  setDefaultAppKit(undefined);
  vi.restoreAllMocks();
});

/** AppKit 1.7.6's client methods a dApp calls (its public class members), as data. */
const APPKIT_INSTANCE_METHODS = [
  'open', 'close', 'getState', 'subscribeState', 'getAccount', 'subscribeAccount', 'getAddress', 'getCaipAddress', 'getChainId',
  'getCaipNetwork', 'getCaipNetworks', 'getCaipNetworkId', 'getActiveChainNamespace', 'getIsConnectedState', 'switchNetwork',
  'subscribeNetwork', 'subscribeCaipNetworkChange', 'disconnect', 'getWalletProvider', 'getWalletProviderType', 'subscribeProviders',
  'getProvider', 'getWalletInfo', 'subscribeWalletInfo', 'getThemeMode', 'getThemeVariables', 'setThemeMode', 'setThemeVariables',
  'subscribeTheme', 'getEvent', 'subscribeEvents', 'isOpen', 'showErrorMessage', 'showSuccessMessage', 'updateFeatures', 'updateOptions',
  'addNetwork', 'removeNetwork', 'setLoading', 'getSIWX', 'fetchIdentity', 'setPreferredAccountType', 'getPreferredAccountType',
] as const;

function makeKit() {
  const page = createPage();
  page.announce();
  const kit = createAppKit({
    projectId: 'test',
    networks: [CHAIN_A, CHAIN_B],
    adapters: [evmAdapterWithBalances({ [`eip155:31337:${ANVIL_ACCOUNT_0}`]: 10n ** 18n })],
    features: { analytics: false, telemetry: false },
    ports: {
      storage: createMemoryStorage(),
      walletDiscovery: createEip6963Discovery(page.target),
      walletDirectory: EMPTY_WALLET_DIRECTORY,
      projectConfig: { fetchAllowedOrigins: async () => undefined },
    },
  });
  kits.push(kit);
  return { kit, page };
}

async function connected() {
  const made = makeKit();
  await made.kit.ready;
  await (await made.kit.link.core).connect(RDNS);
  return made;
}

describe("AppKit's instance API", () => {
  it('has every method of AppKit 1.7.6 that a dApp calls', () => {
    const { kit } = makeKit();
    const missing = APPKIT_INSTANCE_METHODS.filter((name) => typeof (kit as unknown as Record<string, unknown>)[name] !== 'function');
    expect(missing).toEqual([]);
  });

  it('answers reads before the core has loaded: MODAL_CREATED, the configured networks, disconnected', () => {
    const { kit } = makeKit();
    expect(kit.getEvent().data).toEqual({ type: 'track', event: 'MODAL_CREATED' });
    expect(kit.getEvent().reportedErrors).toEqual({});
    expect(kit.getCaipNetworks().map((network) => network.caipNetworkId)).toEqual([CHAIN_A.caipNetworkId, CHAIN_B.caipNetworkId]);
    expect(kit.getCaipNetworks('solana')).toEqual([]);
    expect(kit.getChainId()).toBe(31337);
    expect(kit.getActiveChainNamespace()).toBe('eip155');
    expect(kit.getIsConnectedState()).toBe(false);
    expect(kit.getAddress()).toBeUndefined();
    expect(kit.getWalletProvider()).toBeUndefined();
    expect(kit.isOpen()).toBe(false);
    expect(modal).toBe(kit);
    expect(getAppKit()).toBe(kit);
  });

  it('after a connect: the address, the provider the wallet announced (type ANNOUNCED) and the latest event', async () => {
    const { kit, page } = await connected();
    expect(kit.getAddress()).toBe(ANVIL_ACCOUNT_0);
    expect(kit.getCaipAddress()).toBe(`eip155:31337:${ANVIL_ACCOUNT_0}`);
    expect(kit.getIsConnectedState()).toBe(true);
    expect(kit.getAccount()).toMatchObject({ address: ANVIL_ACCOUNT_0, isConnected: true, status: 'connected', embeddedWalletInfo: undefined });
    expect(kit.getWalletProvider()).toBe(page.wallet);
    expect(kit.getProvider('eip155')).toBe(page.wallet);
    expect(kit.getWalletProviderType()).toBe('ANNOUNCED');
    expect(kit.getWalletInfo()?.name).toBe('Demo Wallet');
    expect(kit.getEvent().data.event).toBe('CONNECT_SUCCESS');

    const seen: unknown[] = [];
    const stop = kit.subscribeProviders((providers) => seen.push(providers.eip155));
    await kit.disconnect();
    expect(seen.at(-1)).toBeUndefined();
    expect(kit.getWalletProvider()).toBeUndefined();
    stop();
  });

  it('switchNetwork takes a viem chain by id; an unknown chain gets the catalogue error and changes nothing', async () => {
    const { kit } = await connected();
    const changes: (string | undefined)[] = [];
    const networkChanges: unknown[] = [];
    kit.subscribeCaipNetworkChange((network) => changes.push(network?.caipNetworkId));
    kit.subscribeNetwork((network) => networkChanges.push(network.chainId));
    await kit.switchNetwork({ id: 31338, name: 'Anvil B', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:2'] } } } as { id: number });
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe(CHAIN_B.caipNetworkId);
    expect(kit.getCaipNetworkId()).toBe(31338);
    expect(changes).toEqual([CHAIN_B.caipNetworkId]);
    expect(networkChanges).toEqual([31338]);

    const refused = await kit.switchNetwork({ id: 999 }).then(() => undefined, (error: unknown) => error);
    expect(WalletportError.is(refused, 'NETWORK_NOT_FOUND')).toBe(true);
    expect(kit.getChainId()).toBe(31338);
    expect(kit.getCaipNetwork('eip155', 31337)?.caipNetworkId).toBe(CHAIN_A.caipNetworkId);
  });

  it('open() with an unknown view or namespace warns and opens the default view; a known view opens', async () => {
    const { kit } = makeKit();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await kit.open({ view: 'NoSuchView', namespace: 'nochain' as 'eip155' });
    expect(kit.isOpen()).toBe(true);
    expect((await kit.link.core).stores.modal.getSnapshot().router.view).toBe('Connect');
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([expect.stringContaining('unknown view "NoSuchView"'), expect.stringContaining('unknown namespace "nochain"')]);
    await kit.close();
    await kit.open({ view: 'AllWallets' });
    expect((await kit.link.core).stores.modal.getSnapshot().router.view).toBe('AllWallets');
  });

  it('messages, loading, features and networks reach the modal; theme changes are told', async () => {
    const { kit } = makeKit();
    const facade = await kit.link.core;
    kit.showErrorMessage('Something broke');
    expect(facade.stores.snackbar.getSnapshot()).toMatchObject({ message: 'Something broke', variant: 'error' });
    // A new message replaces the open one after the snackbar's 150 ms re-show delay.
    kit.showSuccessMessage('Done');
    await vi.waitFor(() => expect(facade.stores.snackbar.getSnapshot()).toMatchObject({ message: 'Done', variant: 'success' }));
    kit.setLoading(true);
    expect(kit.getState().loading).toBe(true);

    kit.updateFeatures({ send: false });
    expect(facade.stores.features.getSnapshot().features.send).toBe(false);
    kit.updateOptions({ features: { send: true } });
    expect(facade.stores.features.getSnapshot().features.send).toBe(true);

    const extra = { ...CHAIN_B, id: 31339, caipNetworkId: 'eip155:31339' as const, name: 'Anvil C' };
    kit.addNetwork('eip155', extra);
    expect(kit.getCaipNetworks('eip155').map((network) => network.id)).toEqual([31337, 31338, 31339]);
    kit.removeNetwork('eip155', 31339);
    expect(kit.getCaipNetworks().map((network) => network.id)).toEqual([31337, 31338]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => kit.addNetwork('solana', extra)).not.toThrow();
    expect(kit.getCaipNetworks().map((network) => network.id)).toEqual([31337, 31338]);
    expect(String(warn.mock.calls[0]?.[0])).toContain('is not in namespace solana');

    const themes: unknown[] = [];
    kit.subscribeTheme((theme) => themes.push(theme));
    kit.setThemeVariables({ '--w3m-accent': '#ff0000' });
    expect(kit.getThemeVariables()).toMatchObject({ '--w3m-accent': '#ff0000' });
    expect(themes.at(-1)).toMatchObject({ themeMode: 'dark', themeVariables: { '--w3m-accent': '#ff0000' } });
    expect(kit.getSIWX()).toBeUndefined();
  });

  it('fetchIdentity refuses a request without an address with a catalogue error', async () => {
    const { kit } = makeKit();
    const refused = await kit.fetchIdentity({} as { address: string }).then(() => undefined, (error: unknown) => error);
    expect(WalletportError.is(refused, 'INVALID_ARGUMENT')).toBe(true);
  });

  it('a second createAppKit returns the live first instance, as AppKit does; createAppKitInstance makes another', () => {
    const { kit } = makeKit();
    const again = createAppKit({ projectId: 'other', networks: [CHAIN_B] });
    expect(again).toBe(kit);
    const separate = createAppKitInstance({ projectId: 'other', networks: [CHAIN_B] });
    kits.push(separate);
    expect(separate).not.toBe(kit);
    expect(getAppKit()).toBe(kit);
    kit.destroy();
    expect(getAppKit()).toBeUndefined();
    const fresh = createAppKit({ projectId: 'third', networks: [CHAIN_A] });
    kits.push(fresh);
    expect(fresh).not.toBe(kit);
    expect(getAppKit()).toBe(fresh);
  });

  it('takes viem chains as networks (AppKit\'s AppKitNetwork); a network with a field missing throws at createAppKit', async () => {
    const anvil = { id: 31337, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } };
    const kit = createAppKitInstance({ projectId: 'viem', networks: [anvil], defaultNetwork: anvil });
    kits.push(kit);
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:31337');
    expect(kit.getCaipNetworks().map((network) => network.chainNamespace)).toEqual(['eip155']);
    const facade = await kit.link.core;
    expect(facade.config.networks[0]?.caipNetworkId).toBe('eip155:31337');
    expect(facade.config.defaultNetwork?.caipNetworkId).toBe('eip155:31337');
    expect(() => createAppKitInstance({ projectId: 'bad', networks: [{ ...anvil, rpcUrls: { default: { http: [] } } }] })).toThrow('rpcUrls.default.http needs at least one URL');
  });
});
