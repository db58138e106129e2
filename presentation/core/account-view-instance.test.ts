import { afterEach, describe, expect, it } from 'vitest';
import type { AuthProviderPort } from '../../application/ports/auth-provider.port.ts';
import type { BlockchainApiPort } from '../../application/ports/blockchain-api.port.ts';
import { createEip6963Discovery } from '../../infrastructure/discovery/eip6963-discovery.ts';
import { createPage } from '../../test/fakes/app-kit-harness.ts';
import { createBalances } from '../../test/fixtures/balances.ts';
import { createTransactionHistory } from '../../test/fixtures/transactions.ts';
import { createAppKit } from './create-app-kit.ts';
import { setDefaultAppKit } from './default-instance.ts';
import { pageKitOptions } from '../../test/fakes/page-kit-options.ts';

afterEach(() => setDefaultAppKit(undefined));

const unused = async (): Promise<never> => {
  throw new Error('not used here');
};
const blockchainApi: BlockchainApiPort = {
  getBalance: async (_address, chainId) => createBalances(chainId),
  fetchTransactions: async ({ account, chainId }) => ({ data: createTransactionHistory({ address: account, chainId: chainId ?? '' }).slice(0, 10), next: '10' }),
  lookupName: unused,
  reverseLookup: unused,
  fetchIdentity: unused,
  getNameSuggestions: unused,
  registerName: unused,
};
const authProvider: AuthProviderPort = {
  getUser: async ({ chainId }) => ({ address: '0x2222222222222222222222222222222222222222', chainId, smartAccountDeployed: true, preferredAccountType: 'smartAccount' }),
  setPreferredAccount: async () => undefined,
  getSmartAccountEnabledNetworks: async () => [31337],
  switchNetwork: async () => undefined,
  request: async () => null,
  signOut: async () => undefined,
  reload: async () => undefined,
};

function makeKit() {
  const page = createPage();
  // The demo wallet would forward EIP-5792 calls to its (absent) node; a wallet without them says so.
  const original = page.wallet.request;
  page.wallet.request = (args) =>
    args.method.startsWith('wallet_get') ? Promise.reject(Object.assign(new Error('Method not found'), { code: -32601 })) : original(args);
  page.announce();
  return createAppKit(
    pageKitOptions({ walletDiscovery: createEip6963Discovery(page.target), blockchainApi, authProvider, projectConfig: { fetchAllowedOrigins: async () => undefined } }),
  );
}

describe('instance API: the flows, derived from the core', () => {
  it('answers undefined before the core loads and forwards once it has', async () => {
    const kit = makeKit();
    const balances = kit.flows.balances;
    expect(balances.state.getSnapshot()).toBeUndefined();
    const seen: number[] = [];
    // Subscribed before the core exists: the subscription waits for it.
    const stop = balances.state.subscribe((state) => seen.push(state?.tokenBalances.length ?? -1));
    await kit.ready;
    const facade = await kit.link.core;
    await facade.connect('dev.walletport.demo');
    await balances.commands.fetch();
    expect(balances.state.getSnapshot()?.tokenBalances.map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'UNI']);
    expect(seen.at(-1)).toBe(3);
    stop();

    await kit.flows.activity.commands.load();
    expect(kit.flows.activity.state.getSnapshot()).toMatchObject({ lastNetworkInView: 'eip155:31337', next: '10', loading: false });
    await kit.flows.activity.commands.loadMore();
    expect(kit.flows.activity.state.getSnapshot()?.next).toBe('10');

    await expect(kit.flows.accountType.commands.set({ type: 'smartAccount' })).resolves.toBe('smartAccount');
    expect(kit.flows.accountType.state.getSnapshot()).toMatchObject({ preferredAccountTypes: { eip155: 'smartAccount' }, smartAccountEnabledNetworks: [31337] });
    kit.destroy();
  });

  it('runs a command called before the core has loaded once it arrives, with its one input', async () => {
    const kit = makeKit();
    // Called at once, while the core's chunk is still loading.
    const searched = kit.flows.names.commands.search('alice');
    expect(kit.flows.names.state.getSnapshot()).toBeUndefined();
    await searched;
    expect(kit.flows.names.state.getSnapshot()?.query).toBe('');
    await kit.ready;
    kit.destroy();
  });

  it('rejects a command the loaded flow does not have instead of doing nothing', async () => {
    const kit = makeKit();
    await kit.ready;
    const commands: Readonly<Record<string, (input?: unknown) => Promise<unknown>>> = kit.flows.send.commands as never;
    await expect(commands['teleport']?.()).rejects.toThrow('the send flow has no command "teleport"');
    // A flow object is not mistaken for a promise (await probes `then`).
    expect(await Promise.resolve(kit.flows.send.commands)).toBe(kit.flows.send.commands);
    kit.destroy();
  });
});
