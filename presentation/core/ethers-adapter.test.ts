import { afterEach, describe, expect, it } from 'vitest';
import { EthersAdapter } from '../../infrastructure/adapters/ethers-adapter.ts';
import { createEip6963Discovery } from '../../infrastructure/discovery/eip6963-discovery.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { CHAIN_A, CHAIN_B, createPage } from '../../test/fakes/app-kit-harness.ts';
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
});

describe('EthersAdapter through createAppKit', () => {
  it('is the eip155 adapter: createAppKit({ adapters: [new EthersAdapter()] }) connects the wallet and hands out its provider', async () => {
    const page = createPage();
    page.announce();
    // The test chains' RPC URLs lead nowhere, so the balance read after connecting fails: it is reported, not thrown.
    const reports: string[] = [];
    const kit = createAppKit({
      projectId: 'test',
      networks: [CHAIN_A, CHAIN_B],
      adapters: [new EthersAdapter()],
      features: { analytics: false, telemetry: false },
      ports: {
        storage: createMemoryStorage(),
        walletDiscovery: createEip6963Discovery(page.target),
        environment: { isMobile: () => false, origin: () => 'http://127.0.0.1' },
        errorReporter: { report: (_error, context) => void reports.push(context) },
        walletDirectory: EMPTY_WALLET_DIRECTORY,
        projectConfig: { fetchAllowedOrigins: async () => undefined },
      },
    });
    kits.push(kit);
    await kit.ready;
    await (await kit.link.core).connect('dev.walletport.demo');

    expect(kit.getAddress()).toBe(ANVIL_ACCOUNT_0);
    expect(kit.getCaipAddress()).toBe(`eip155:31337:${ANVIL_ACCOUNT_0}`);
    expect(kit.getProvider('eip155')).toBe(page.wallet);
    expect(page.wallet.calls).toContain('eth_requestAccounts');
    // The real viem adapter read the balance from the chain's node (which is not there), and nothing else failed.
    expect(new Set(reports)).toEqual(new Set(['balance read failed']));

    await kit.switchNetwork(CHAIN_B);
    expect(page.wallet.currentChainId).toBe(31338);
  });
});
