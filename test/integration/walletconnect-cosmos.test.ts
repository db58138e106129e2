import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SigningStargateClient } from '@cosmjs/stargate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionRegistry } from '../../application/services/session-registry.ts';
import { cosmosHubTestnet } from '../../domain/network/catalogue/cosmos.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { createCosmosAdapter } from '../../infrastructure/chains/cosmos/cosmos-adapter.ts';
import { cosmosAdapter, cosmosOfflineSigner } from '../../infrastructure/chains/cosmos/entry.ts';
import { defineEvmNetwork } from '../../infrastructure/chains/evm/define-network.ts';
import { evmAdapter } from '../../infrastructure/chains/evm/entry.ts';
import { checkCosmosSignature } from '../../infrastructure/siwx/cosmos-signature.ts';
import { createUniversalProviderAdapter } from '../../infrastructure/walletconnect/universal-provider-adapter.ts';
import { createHarness } from '../fakes/app-kit-harness.ts';
import { startAnvil, type AnvilChain } from '../stand-ins/anvil.ts';
import { startCosmosChain, type CosmosChain } from '../stand-ins/cosmos-chain.ts';
import { findFreePort } from '../stand-ins/free-port.ts';
import { startWalletConnectRelay, type WalletConnectRelay } from '../stand-ins/wc-relay.ts';
import { COSMOS_TEST_ADDRESS, COSMOS_TEST_KEY_HEX, cosmosAddressOfKey } from '../wallets/cosmos-wallet.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { WalletConnectTestWallet } from '../wallets/wc-test-wallet.ts';
import { cosmosRequestAnswerer } from '../wallets/wc-test-wallet-cosmos.ts';

const TESTNET = cosmosHubTestnet as CaipNetwork;
const RECEIVER = cosmosAddressOfKey('0f08'.repeat(16));
let relay: WalletConnectRelay;
let anvil: AnvilChain;
let cosmos: CosmosChain;
let wallet: WalletConnectTestWallet;
const storageDir = mkdtempSync(join(tmpdir(), 'walletport-wc-cosmos-'));

beforeAll(async () => {
  [relay, anvil, cosmos] = await Promise.all([
    startWalletConnectRelay({ port: 0 }),
    findFreePort().then((port) => startAnvil({ chainId: 31337, port })),
    startCosmosChain({ balances: { [COSMOS_TEST_ADDRESS]: 3_000_000n } }),
  ]);
  wallet = await WalletConnectTestWallet.create({ relayUrl: relay.url, chains: { '31337': anvil.rpcUrl }, families: [cosmosRequestAnswerer(COSMOS_TEST_KEY_HEX)] });
}, 30_000);

afterAll(async () => {
  await wallet?.stop();
  await relay?.stop();
  await Promise.all([anvil?.stop(), cosmos?.stop()]);
  rmSync(storageDir, { recursive: true, force: true });
});

describe('WalletConnect with EVM and Cosmos through the local relay', () => {
  it('proposes both namespaces, the wallet approves both, and Cosmos signs in and sends over the relay', async () => {
    const network = defineEvmNetwork({ id: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl });
    const customRpcUrls = { [TESTNET.caipNetworkId]: [{ url: cosmos.rpcUrl }] };
    const walletConnect = createUniversalProviderAdapter({
      projectId: 'walletport-test',
      relayUrl: relay.url,
      rpcMap: { '31337': anvil.rpcUrl, [TESTNET.caipNetworkId]: cosmos.rpcUrl },
      metadata: { name: 'walletport test dApp', description: '', url: 'http://127.0.0.1', icons: [] },
      storage: { database: join(storageDir, 'dapp.db'), prefix: 'dapp' },
    });
    const { facade, container } = createHarness({
      announce: false,
      options: { networks: [network, TESTNET], adapters: [evmAdapter(), cosmosAdapter()], customRpcUrls, ports: { walletConnect, walletDiscovery: [] } },
    });
    await facade.ready;
    const started = facade.walletConnect.start();
    await expect.poll(() => facade.stores.connection.getSnapshot().wcUri, { timeout: 10_000 }).toBeDefined();
    await wallet.pair(facade.stores.connection.getSnapshot().wcUri ?? '');
    await started;
    expect(facade.stores.accounts.getSnapshot()).toMatchObject({
      eip155: { status: 'connected', connectorId: 'walletConnect' },
      cosmos: { status: 'connected', connectorId: 'walletConnect', address: COSMOS_TEST_ADDRESS },
    });
    expect(facade.stores.accounts.getSnapshot().eip155?.address?.toLowerCase()).toBe(ANVIL_ACCOUNT_0.toLowerCase());
    await facade.refreshBalance('cosmos');
    expect(facade.stores.accounts.getSnapshot().cosmos?.balance).toBe(3_000_000n);

    const provider = container.get<SessionRegistry>(SessionRegistry).provider('cosmos');
    if (!provider) throw new Error('no cosmos session provider');
    const adapter = createCosmosAdapter({ projectId: '', rpcHost: '', customRpcUrls });
    const message = 'app.example wants you to sign in with your Cosmos account over the relay';
    const signature = await adapter.signMessage?.(provider, { message, address: COSMOS_TEST_ADDRESS });
    expect(checkCosmosSignature({ chainId: TESTNET.caipNetworkId, address: COSMOS_TEST_ADDRESS, message, signature: signature ?? '' })).toBe(true);
    expect(checkCosmosSignature({ chainId: TESTNET.caipNetworkId, address: COSMOS_TEST_ADDRESS, message: `${message}.`, signature: signature ?? '' })).toBe(false);

    // The same signer a dApp builds for a browser wallet sends through the WalletConnect session.
    const signer = await cosmosOfflineSigner(provider, 'theta-testnet-001');
    const client = await SigningStargateClient.connectWithSigner(cosmos.rpcUrl, signer, { broadcastPollIntervalMs: 20 });
    const result = await client.signAndBroadcast(COSMOS_TEST_ADDRESS, [{ typeUrl: '/cosmos.bank.v1beta1.MsgSend', value: { fromAddress: COSMOS_TEST_ADDRESS, toAddress: RECEIVER, amount: [{ denom: 'uatom', amount: '777' }] } }], { amount: [{ denom: 'uatom', amount: '300' }], gas: '150000' });
    client.disconnect();
    expect(result.code).toBe(0);
    expect(cosmos.balanceOf(RECEIVER)).toBe(777n);
    expect(wallet.calls).toEqual(expect.arrayContaining(['cosmos_signAmino', 'cosmos_signDirect']));
    await facade.disconnect();
    facade.destroy();
  }, 60_000);
});
