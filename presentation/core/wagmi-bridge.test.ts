import { afterEach, describe, expect, it, vi } from 'vitest';
import { connect, disconnect, getAccount, sendTransaction, switchChain, watchAccount } from 'wagmi/actions';
import type { AdapterHost } from '../../application/ports/chain-adapter.port.ts';
import { WagmiAdapter } from '../../infrastructure/adapters/wagmi/wagmi-adapter.ts';
import { createEip6963Discovery } from '../../infrastructure/discovery/eip6963-discovery.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { CHAIN_A, CHAIN_B, createPage, settle } from '../../test/fakes/app-kit-harness.ts';
import { evmAdapterWithBalances } from '../../test/fakes/evm-test-adapter.ts';
import { ANVIL_ACCOUNT_0 } from '../../test/wallets/demo-wallet.ts';
import { ProviderRpcError, USER_REJECTED } from '../../test/wallets/provider-error.ts';
import type { AppKit } from './app-kit-instance.ts';
import { createAppKit } from './create-app-kit.ts';
import { setDefaultAppKit } from './default-instance.ts';
import { EMPTY_WALLET_DIRECTORY } from '../../test/fakes/empty-wallet-directory.ts';

const RDNS = 'dev.walletport.demo';
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const cleanups: (() => void)[] = [];

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  setDefaultAppKit(undefined);
  vi.restoreAllMocks();
});

/**
 * A dApp's setup, as AppKit documents it: one WagmiAdapter given to createAppKit (which attaches it
 * in the browser) and to WagmiProvider. Balances come from a table, as in every harness, since the
 * test chains' RPC URLs lead nowhere. `attachByHand` instead leaves the adapter out of createAppKit
 * and attaches it itself, for the tests that watch what the adapter does to the instance.
 */
function makeKit(attachByHand?: (adapter: WagmiAdapter, kit: AppKit) => () => void) {
  const page = createPage();
  page.announce();
  const wagmiAdapter = new WagmiAdapter({ networks: [CHAIN_A, CHAIN_B], projectId: 'test', storage: null });
  vi.spyOn(wagmiAdapter, 'load').mockImplementation(evmAdapterWithBalances({}).load);
  const reports: unknown[] = [];
  const kit = createAppKit({
    projectId: 'test',
    networks: [CHAIN_A, CHAIN_B],
    adapters: [attachByHand ? evmAdapterWithBalances({}) : wagmiAdapter],
    features: { analytics: false, telemetry: false },
    ports: {
      storage: createMemoryStorage(),
      walletDiscovery: createEip6963Discovery(page.target),
      environment: { isMobile: () => false, origin: () => 'http://127.0.0.1' },
      errorReporter: { report: (error) => void reports.push(error) },
      walletDirectory: EMPTY_WALLET_DIRECTORY,
      projectConfig: { fetchAllowedOrigins: async () => undefined },
    },
  });
  const detach = attachByHand?.(wagmiAdapter, kit) ?? (() => undefined);
  // The bridge reports on the console what it cannot do; no test here expects it to.
  const consoleErrors = vi.spyOn(console, 'error');
  cleanups.push(() => {
    detach();
    kit.destroy();
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(reports).toEqual([]);
  });
  return { kit, page, config: wagmiAdapter.wagmiConfig, detach };
}

/** The modal opens once its chunk is in: the first open of a test file waits for that import. */
const modalOpened = (kit: AppKit): Promise<void> => vi.waitFor(() => expect(kit.isOpen()).toBe(true), { timeout: 10_000 });

async function connectInModal(kit: AppKit): Promise<void> {
  await kit.ready;
  await (await kit.link.core).connect(RDNS);
}

/** Waits for wagmi's account to reach a state (its reconnect is asynchronous). */
function wagmiAccount(config: WagmiAdapter['wagmiConfig'], until: (account: ReturnType<typeof getAccount>) => boolean) {
  return vi.waitFor(() => {
    const account = getAccount(config);
    if (!until(account)) throw new Error(`wagmi is ${account.status}`);
    return account;
  });
}

describe('WagmiAdapter: the wagmi config follows the modal', () => {
  it("when the modal connects on eip155, wagmi's account shows the same address and chain; when it disconnects, wagmi does", async () => {
    const { kit, config } = makeKit();
    const seen: string[] = [];
    cleanups.push(watchAccount(config, { onChange: (account) => seen.push(account.status) }));
    expect(getAccount(config).isConnected).toBe(false);

    await connectInModal(kit);
    const account = await wagmiAccount(config, (each) => each.isConnected);
    expect(account).toMatchObject({ address: ANVIL_ACCOUNT_0, chainId: 31337, isConnected: true, status: 'connected' });
    expect(account.connector?.id).toBe('walletport');
    expect(seen).toContain('connected');

    await kit.disconnect();
    expect(getAccount(config)).toMatchObject({ address: undefined, isConnected: false, status: 'disconnected' });
  });

  it("a network switch in the modal updates wagmi's chainId", async () => {
    const { kit, config, page } = makeKit();
    await connectInModal(kit);
    await wagmiAccount(config, (each) => each.isConnected);

    await kit.switchNetwork(CHAIN_B);
    expect(page.wallet.currentChainId).toBe(31338);
    expect(getAccount(config).chainId).toBe(31338);
    expect(config.state.chainId).toBe(31338);
  });

  it("wagmi's disconnect disconnects the modal's eip155 connection", async () => {
    const { kit, config } = makeKit();
    await connectInModal(kit);
    await wagmiAccount(config, (each) => each.isConnected);

    await disconnect(config);
    expect(kit.getAddress('eip155')).toBeUndefined();
    expect(kit.getProvider('eip155')).toBeUndefined();
    expect(kit.getIsConnectedState()).toBe(false);
    expect(getAccount(config).status).toBe('disconnected');
  });

  it("wagmi's switchChain switches the modal's network and so the wallet's chain", async () => {
    const { kit, config, page } = makeKit();
    await connectInModal(kit);
    await wagmiAccount(config, (each) => each.isConnected);

    const chain = await switchChain(config, { chainId: 31338 });
    expect(chain.id).toBe(31338);
    expect(kit.getChainId()).toBe(31338);
    expect(page.wallet.currentChainId).toBe(31338);
    expect(getAccount(config).chainId).toBe(31338);
  });

  it("a refusal in the wallet rejects wagmi's switchChain as a user rejection and leaves the network", async () => {
    const { kit, config, page } = makeKit();
    await connectInModal(kit);
    await wagmiAccount(config, (each) => each.isConnected);

    const request = page.wallet.request;
    vi.spyOn(page.wallet, 'request').mockImplementation((args) =>
      args.method === 'wallet_switchEthereumChain' ? Promise.reject(new ProviderRpcError(USER_REJECTED, 'User rejected the request.')) : request(args),
    );
    const refused = await switchChain(config, { chainId: 31338 }).then(() => undefined, (error: unknown) => error);
    expect((refused as Error).name).toBe('UserRejectedRequestError');
    expect(kit.getChainId()).toBe(31337);
    expect(getAccount(config).chainId).toBe(31337);
  });

  it("wagmi's sendTransaction goes to the connected wallet, which asks the visitor", async () => {
    const { kit, config, page } = makeKit();
    await connectInModal(kit);
    await wagmiAccount(config, (each) => each.isConnected);
    const request = vi.spyOn(page.wallet, 'request');

    // The visitor refuses in the wallet; the gas is given so nothing asks the test chain's absent node for an estimate.
    page.wallet.rejectNextRequests(1);
    const refused = await sendTransaction(config, { to: RECEIVER, value: 1n, gas: 21_000n }).then(() => undefined, (error: unknown) => error);
    expect((refused as Error).name).toBe('TransactionExecutionError');
    expect(String((refused as Error).message)).toContain('User rejected the request');
    const sent = request.mock.calls.map(([args]) => args).find((args) => args.method === 'eth_sendTransaction');
    expect(sent?.params).toEqual([expect.objectContaining({ from: ANVIL_ACCOUNT_0, to: RECEIVER, value: '0x1' })]);
  });

  it("wagmi's connect opens the modal and settles once the modal connects", async () => {
    const { kit, config } = makeKit();
    await kit.ready;
    const connecting = connect(config, { connector: config.connectors[0]! });
    await modalOpened(kit);
    expect(getAccount(config).status).toBe('connecting');

    await (await kit.link.core).connect(RDNS);
    await expect(connecting).resolves.toEqual({ accounts: [ANVIL_ACCOUNT_0], chainId: 31337 });
    expect(getAccount(config)).toMatchObject({ address: ANVIL_ACCOUNT_0, isConnected: true });
    expect(kit.isOpen()).toBe(false);
  });

  it("wagmi's connect on a given chain asks the wallet to switch once the modal has connected", async () => {
    const { kit, config, page } = makeKit();
    await kit.ready;
    const connecting = connect(config, { connector: config.connectors[0]!, chainId: 31338 });
    await modalOpened(kit);

    await (await kit.link.core).connect(RDNS);
    await expect(connecting).resolves.toEqual({ accounts: [ANVIL_ACCOUNT_0], chainId: 31338 });
    expect(page.wallet.currentChainId).toBe(31338);
    expect(kit.getChainId()).toBe(31338);
    expect(getAccount(config).chainId).toBe(31338);
  });

  it("wagmi's connect rejects clearly when the modal closes without a connection", async () => {
    const { kit, config } = makeKit();
    await kit.ready;
    const connecting = connect(config, { connector: config.connectors[0]! }).then(() => undefined, (error: unknown) => error);
    await modalOpened(kit);

    await kit.close();
    const refused = (await connecting) as Error;
    expect(refused.name).toBe('UserRejectedRequestError');
    expect(refused.message).toContain('The modal was closed without connecting an eip155 wallet');
    expect(getAccount(config).status).toBe('disconnected');
  });
});

describe('WagmiAdapter: the teardown', () => {
  /** The instance with its subscriptions counted: how many are live at any moment. */
  function counted(kit: AppKit) {
    let live = 0;
    const track = (stop: () => void) => {
      live += 1;
      let stopped = false;
      return () => {
        if (!stopped) live -= 1;
        stopped = true;
        stop();
      };
    };
    const host: AdapterHost = {
      getProvider: (namespace) => kit.getProvider(namespace),
      getAddress: (namespace) => kit.getAddress(namespace),
      getCaipNetwork: (namespace) => kit.getCaipNetwork(namespace),
      switchNetwork: (network) => kit.switchNetwork(network),
      disconnect: (namespace) => kit.disconnect(namespace),
      open: () => kit.open(),
      isOpen: () => kit.isOpen(),
      subscribeProviders: (listener) => track(kit.subscribeProviders(listener)),
      subscribeAccount: (listener, namespace) => track(kit.subscribeAccount(listener, namespace)),
      subscribeNetwork: (listener) => track(kit.subscribeNetwork(listener)),
      subscribeState: (listener) => track(kit.subscribeState(listener)),
    };
    return { host, live: () => live };
  }

  it('releases every subscription it made on the instance and on wagmi, leaves wagmi disconnected, and the modal no longer reaches wagmi', async () => {
    let subscriptions: ReturnType<typeof counted> | undefined;
    let wagmiSubscriptions = 0;
    const { kit, config, detach } = makeKit((adapter, kit) => {
      subscriptions = counted(kit);
      const subscribe = adapter.wagmiConfig.subscribe.bind(adapter.wagmiConfig);
      vi.spyOn(adapter.wagmiConfig, 'subscribe').mockImplementation(((...args: Parameters<typeof subscribe>) => {
        wagmiSubscriptions += 1;
        const stop = subscribe(...args);
        return () => {
          wagmiSubscriptions -= 1;
          stop();
        };
      }) as typeof subscribe);
      return adapter.attach(subscriptions.host);
    });
    await connectInModal(kit);
    await wagmiAccount(config, (each) => each.isConnected);
    expect(subscriptions!.live()).toBeGreaterThan(0);
    expect(wagmiSubscriptions).toBeGreaterThan(0);

    detach();
    expect(subscriptions!.live()).toBe(0);
    expect(wagmiSubscriptions).toBe(0);
    expect(getAccount(config).status).toBe('disconnected');
    await kit.disconnect();
    await connectInModal(kit);
    await settle();
    expect(getAccount(config).isConnected).toBe(false);
  });

  it("rejects a wagmi connect still waiting on the modal, and releases that wait's subscriptions", async () => {
    let subscriptions: ReturnType<typeof counted> | undefined;
    const { kit, config, detach } = makeKit((adapter, kit) => {
      subscriptions = counted(kit);
      return adapter.attach(subscriptions.host);
    });
    await kit.ready;
    const connecting = connect(config, { connector: config.connectors[0]! }).then(() => undefined, (error: unknown) => error);
    await modalOpened(kit);

    detach();
    expect(String(((await connecting) as Error).message)).toContain('destroyed while wagmi waited');
    expect(subscriptions!.live()).toBe(0);
  });
});

