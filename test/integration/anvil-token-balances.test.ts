import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, formatEther, formatUnits, http, type Address, type PublicClient } from 'viem';
import type { ApiBalance } from '../../domain/schemas/api-balance.ts';
import type { BlockchainApiPort } from '../../application/ports/blockchain-api.port.ts';
import { defineEvmNetwork } from '../../infrastructure/chains/evm/define-network.ts';
import { evmAdapter } from '../../infrastructure/chains/evm/entry.ts';
import { TEST_TOKEN_ABI, TEST_TOKEN_BYTECODE } from '../contracts/test-token.ts';
import { createHarness } from '../fakes/app-kit-harness.ts';
import { startAnvil, type AnvilChain } from '../stand-ins/anvil.ts';
import { findFreePort } from '../stand-ins/free-port.ts';
import { ANVIL_ACCOUNT_0, DemoWallet, announceWallet } from '../wallets/demo-wallet.ts';

// Token balances are read only on supported mainnets, never on a testnet, so this anvil plays Ethereum (chain id 1).
const RECEIVER: Address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
let chain: AnvilChain;
let client: PublicClient;
let token: Address;

const unused = async (): Promise<never> => {
  throw new Error('not used here');
};

/** A blockchain API answering balances from the chain itself: ETH and the test token. */
function chainBackedApi(): BlockchainApiPort {
  return {
    async getBalance(address, caipNetworkId): Promise<readonly ApiBalance[]> {
      const owner = address as Address;
      const [eth, tt] = await Promise.all([
        client.getBalance({ address: owner }),
        client.readContract({ address: token, abi: TEST_TOKEN_ABI, functionName: 'balanceOf', args: [owner] }),
      ]);
      return [
        { name: 'Ether', symbol: 'ETH', chainId: caipNetworkId, price: 0, quantity: { decimals: '18', numeric: formatEther(eth) }, iconUrl: '' },
        { name: 'Test Token', symbol: 'TT', address: token, chainId: caipNetworkId, price: 1, quantity: { decimals: '6', numeric: formatUnits(tt, 6) }, iconUrl: '' },
      ];
    },
    fetchTransactions: unused,
    lookupName: unused,
    reverseLookup: unused,
    fetchIdentity: unused,
    getNameSuggestions: unused,
    registerName: unused,
  };
}

beforeAll(async () => {
  chain = await startAnvil({ chainId: 1, port: await findFreePort() });
  client = createPublicClient({ transport: http(chain.rpcUrl) });
  const deployer = createWalletClient({ account: ANVIL_ACCOUNT_0, transport: http(chain.rpcUrl) });
  const hash = await deployer.deployContract({ abi: TEST_TOKEN_ABI, bytecode: TEST_TOKEN_BYTECODE, args: [1_000_000_000n], chain: null });
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (!receipt.contractAddress) throw new Error('the test token was not deployed');
  token = receipt.contractAddress;
}, 20_000);

afterAll(async () => {
  await chain?.stop();
});

describe('an ERC-20 send changes the token balance on chain and in the state', () => {
  it('reads TT from the chain, sends 2.5 TT through the wallet, and the refreshed state shows 997.5', async () => {
    const network = defineEvmNetwork({ id: 1, name: 'Ethereum (anvil)', rpcUrl: chain.rpcUrl });
    const target = new EventTarget();
    const wallet = new DemoWallet({ chains: { '1': chain.rpcUrl }, initialChainId: 1 });
    announceWallet(wallet, target);
    const { facade } = createHarness({
      page: { target, wallet, announce: () => () => undefined },
      announce: false,
      options: {
        networks: [network],
        adapters: [evmAdapter()],
        customRpcUrls: { 'eip155:1': [{ url: chain.rpcUrl }] },
        ports: { blockchainApi: chainBackedApi() },
      },
    });
    await facade.ready;
    await expect(facade.connect('dev.walletport.demo')).resolves.toBe(true);

    await facade.flows.balances.commands.fetch();
    const before = facade.flows.balances.state.getSnapshot().tokenBalances.find((balance) => balance.symbol === 'TT');
    expect(before?.quantity.numeric).toBe('1000');

    facade.flows.send.commands.setToken(before!);
    facade.flows.send.commands.setAmount(2.5);
    facade.flows.send.commands.setReceiver({ address: RECEIVER });
    await expect(facade.flows.send.commands.send()).resolves.toBe(true);
    expect(await client.readContract({ address: token, abi: TEST_TOKEN_ABI, functionName: 'balanceOf', args: [RECEIVER] })).toBe(2_500_000n);

    await facade.flows.balances.commands.fetch({ force: true });
    const after = facade.flows.balances.state.getSnapshot().tokenBalances.find((balance) => balance.symbol === 'TT');
    expect(after?.quantity.numeric).toBe('997.5');
  });
});
