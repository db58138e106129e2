import type { AppKitOptions } from '../../application/options.ts';
import { EMPTY_WALLET_DIRECTORY } from './empty-wallet-directory.ts';
import type { StoragePort } from '../../application/ports/storage.port.ts';
import { SWAP_SOURCES, type SwapSources } from '../../application/ports/swap-source.port.ts';
import { ONRAMP_SOURCE, type OnrampSourcePort } from '../../application/ports/onramp.port.ts';
import { PAY_EXCHANGES, type PayExchangesPort } from '../../application/ports/pay.port.ts';
import { createAppKitContainer } from '../../infrastructure/container.ts';
import { AppKitFacade } from '../../application/app-kit.ts';
import { defineEvmNetwork } from '../../infrastructure/chains/evm/define-network.ts';
import { createEip6963Discovery } from '../../infrastructure/discovery/eip6963-discovery.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { ANVIL_ACCOUNT_0, DemoWallet, announceWallet } from '../wallets/demo-wallet.ts';
import { evmAdapterWithBalances } from './evm-test-adapter.ts';
import { VirtualClock } from '../msw/virtual-clock.ts';
import { createScriptedDiscovery, type ScriptedDiscovery } from './scripted-chains.ts';

export const CHAIN_A = defineEvmNetwork({ id: 31337, name: 'Anvil A', rpcUrl: 'http://127.0.0.1:1' });
export const CHAIN_B = defineEvmNetwork({ id: 31338, name: 'Anvil B', rpcUrl: 'http://127.0.0.1:2' });

/** The page a headless test runs in: an event target for EIP-6963, the wallet and its memory. */
export function createPage() {
  const target = new EventTarget();
  const walletMemory = createMemoryStorage();
  const memory = {
    getItem: (key: string) => walletMemory.entries.get(key) ?? null,
    setItem: (key: string, value: string) => void walletMemory.entries.set(key, value),
    removeItem: (key: string) => void walletMemory.entries.delete(key),
  };
  const wallet = new DemoWallet({ chains: { '31337': 'http://127.0.0.1:1', '31338': 'http://127.0.0.1:2' }, initialChainId: 31337, memory });
  // Wallets of the other families are announced through a scripted discovery beside EIP-6963.
  return { target, wallet, scriptedWallets: createScriptedDiscovery(), announce: () => announceWallet(wallet, target) };
}

/** A page of a test: its own wallet and event target, and optionally the scripted discovery of other families. */
export type TestPage = Pick<ReturnType<typeof createPage>, 'target' | 'wallet' | 'announce'> & { readonly scriptedWallets?: ScriptedDiscovery };

export interface HarnessOptions {
  readonly page?: TestPage;
  readonly storage?: StoragePort;
  readonly announce?: boolean;
  readonly options?: Partial<AppKitOptions>;
  /** Swap sources in place of the configured ones: a view's test scripts its market instead of a chain's router. */
  readonly swapSources?: SwapSources;
  /** The onramp service in place of the HTTP client: a view's test scripts its answers. */
  readonly onrampSource?: OnrampSourcePort;
  /** The exchange service in place of the HTTP client: a test scripts its exchanges, pay URLs and statuses. */
  readonly payExchanges?: PayExchangesPort;
}

export function createHarness(input: HarnessOptions = {}) {
  const given = input.page ?? createPage();
  const page = { ...given, scriptedWallets: given.scriptedWallets ?? createScriptedDiscovery() };
  // Harness time starts at 0, as the flow tests are written against.
  const clock = new VirtualClock(0);
  const reports: { error: unknown; context: string }[] = [];
  if (input.announce !== false) page.announce();
  const container = createAppKitContainer({
    projectId: 'test-project',
    networks: [CHAIN_A, CHAIN_B],
    adapters: [evmAdapterWithBalances({ [`eip155:31337:${ANVIL_ACCOUNT_0}`]: 10n ** 22n, [`eip155:31338:${ANVIL_ACCOUNT_0}`]: 5n * 10n ** 17n })],
    ...input.options,
    ports: {
      storage: input.storage ?? createMemoryStorage(),
      clock,
      walletDiscovery: [createEip6963Discovery(page.target), page.scriptedWallets],
      errorReporter: { report: (error, context) => void reports.push({ error, context }) },
      environment: { isMobile: () => false, origin: () => 'http://127.0.0.1' },
      walletDirectory: EMPTY_WALLET_DIRECTORY,
      projectConfig: { fetchAllowedOrigins: async () => undefined },
      ...input.options?.ports,
    },
  });
  // Before the facade: the swap capability takes its sources when it is built, with the facade.
  if (input.swapSources) container.rebind(SWAP_SOURCES).toConstantValue(input.swapSources);
  if (input.onrampSource) container.rebind(ONRAMP_SOURCE).toConstantValue(input.onrampSource);
  if (input.payExchanges) container.rebind(PAY_EXCHANGES).toConstantValue(input.payExchanges);
  const facade: AppKitFacade = container.get(AppKitFacade);
  return { facade, page, clock, reports, container };
}

/**
 * Lets pending promise chains settle: drains the microtask queue (no timer, no wall-clock wait; time
 * itself moves only through the harness's virtual clock).
 */
export async function settle(rounds = 100): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await Promise.resolve();
}
