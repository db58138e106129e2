import { afterEach, describe, expect, it, vi } from 'vitest';
import { connect, getAccount } from 'wagmi/actions';
import type { AppKitOptions } from '../../application/options.ts';
import type { ChainAdapterDescriptor } from '../../application/ports/chain-adapter.port.ts';
import { createEip6963Discovery } from '../../infrastructure/discovery/eip6963-discovery.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { WagmiAdapter } from '../../infrastructure/adapters/wagmi/wagmi-adapter.ts';
import { CHAIN_A, CHAIN_B, createPage } from '../../test/fakes/app-kit-harness.ts';
import { evmAdapterWithBalances } from '../../test/fakes/evm-test-adapter.ts';
import { ANVIL_ACCOUNT_0 } from '../../test/wallets/demo-wallet.ts';
import type { AppKit } from './app-kit-instance.ts';
import { createAppKit } from './create-app-kit.ts';
import { setDefaultAppKit } from './default-instance.ts';
import { EMPTY_WALLET_DIRECTORY } from '../../test/fakes/empty-wallet-directory.ts';

let kits: AppKit[] = [];

afterEach(() => {
  for (const kit of kits) kit.destroy();
  kits = [];
  setDefaultAppKit(undefined);
  vi.restoreAllMocks();
});

function makeKit(adapters: readonly ChainAdapterDescriptor[]) {
  const page = createPage();
  page.announce();
  const options: AppKitOptions = {
    projectId: 'test',
    networks: [CHAIN_A, CHAIN_B],
    adapters,
    features: { analytics: false, telemetry: false },
    ports: {
      storage: createMemoryStorage(),
      walletDiscovery: createEip6963Discovery(page.target),
      walletDirectory: EMPTY_WALLET_DIRECTORY,
      projectConfig: { fetchAllowedOrigins: async () => undefined },
    },
  };
  const kit = createAppKit(options);
  kits.push(kit);
  return { kit, page };
}

describe('createAppKit attaches the adapters that follow the instance', () => {
  it('in the browser, attaches each adapter that can be, with the instance; destroy() runs the teardown once', () => {
    const teardown = vi.fn();
    const attach = vi.fn(() => teardown);
    const { kit } = makeKit([{ ...evmAdapterWithBalances({}), attach }]);
    expect(attach).toHaveBeenCalledExactlyOnceWith(kit);
    expect(teardown).not.toHaveBeenCalled();

    kit.destroy();
    kit.destroy();
    expect(teardown).toHaveBeenCalledOnce();
  });

  it('an adapter that fails to attach or detach is reported on the console, never thrown into the page', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = (): (() => void) => {
      throw new Error('attach broke');
    };
    const { kit } = makeKit([{ ...evmAdapterWithBalances({}), attach: failing }]);
    expect(String(error.mock.calls[0]?.[0])).toContain('an adapter failed to attach');
    expect(kit.getAddress()).toBeUndefined();
    // A live instance is what a further createAppKit returns, so the next one comes after it.
    kit.destroy();

    const { kit: other } = makeKit([
      {
        ...evmAdapterWithBalances({}),
        attach: () => () => {
          throw new Error('detach broke');
        },
      },
    ]);
    expect(() => other.destroy()).not.toThrow();
    expect(String(error.mock.calls[1]?.[0])).toContain('an adapter failed to detach');
  });

  it("a WagmiAdapter given to createAppKit follows the modal with no further call, and stops at destroy()", async () => {
    const wagmiAdapter = new WagmiAdapter({ networks: [CHAIN_A, CHAIN_B], projectId: 'test', storage: null });
    // Balances from a table: the test chains' RPC URLs lead nowhere.
    vi.spyOn(wagmiAdapter, 'load').mockImplementation(evmAdapterWithBalances({}).load);
    const { kit } = makeKit([wagmiAdapter]);
    await kit.ready;
    await (await kit.link.core).connect('dev.walletport.demo');
    await vi.waitFor(() => expect(getAccount(wagmiAdapter.wagmiConfig)).toMatchObject({ address: ANVIL_ACCOUNT_0, chainId: 31337, isConnected: true }));

    kit.destroy();
    expect(getAccount(wagmiAdapter.wagmiConfig).status).toBe('disconnected');
    const refused = await connect(wagmiAdapter.wagmiConfig, { connector: wagmiAdapter.wagmiConfig.connectors[0]! }).then(() => undefined, (error: unknown) => error);
    expect(String((refused as Error).message)).toContain('not attached to a walletport instance');
  });
});
