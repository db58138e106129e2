import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionRegistry } from '../../application/services/session-registry.ts';
import { bitcoinRegtest } from '../../domain/network/catalogue/bitcoin.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { createBitcoinAdapter } from '../../infrastructure/chains/bitcoin/bitcoin-adapter.ts';
import { bitcoinAdapter } from '../../infrastructure/chains/bitcoin/entry.ts';
import { defineEvmNetwork } from '../../infrastructure/chains/evm/define-network.ts';
import { evmAdapter } from '../../infrastructure/chains/evm/entry.ts';
import { checkBitcoinSignature } from '../../infrastructure/siwx/bitcoin-signature.ts';
import { createUniversalProviderAdapter } from '../../infrastructure/walletconnect/universal-provider-adapter.ts';
import { createHarness } from '../fakes/app-kit-harness.ts';
import { startAnvil, type AnvilChain } from '../stand-ins/anvil.ts';
import { startBitcoinEsplora, type BitcoinEsplora } from '../stand-ins/bitcoin-esplora.ts';
import { findFreePort } from '../stand-ins/free-port.ts';
import { startWalletConnectRelay, type WalletConnectRelay } from '../stand-ins/wc-relay.ts';
import { BITCOIN_TEST_ADDRESS, BITCOIN_TEST_SEED_HEX, bitcoinTestKeys } from '../wallets/bitcoin-wallet.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { bitcoinRequestAnswerer } from '../wallets/wc-test-wallet-bitcoin.ts';
import { WalletConnectTestWallet } from '../wallets/wc-test-wallet.ts';

const network = bitcoinRegtest as CaipNetwork;
const RECEIVER = bitcoinTestKeys('0606060606060606060606060606060606060606060606060606060606060606').payment.address;
let relay: WalletConnectRelay;
let anvil: AnvilChain;
let esplora: BitcoinEsplora;
let wallet: WalletConnectTestWallet;
const storageDir = mkdtempSync(join(tmpdir(), 'walletport-wc-bitcoin-'));

beforeAll(async () => {
  [relay, anvil, esplora] = await Promise.all([
    startWalletConnectRelay({ port: 0 }),
    findFreePort().then((port) => startAnvil({ chainId: 31337, port })),
    startBitcoinEsplora({ network: 'regtest', fund: [{ address: BITCOIN_TEST_ADDRESS, sats: 80_000n }] }),
  ]);
  wallet = await WalletConnectTestWallet.create({ relayUrl: relay.url, chains: { '31337': anvil.rpcUrl }, families: [bitcoinRequestAnswerer(BITCOIN_TEST_SEED_HEX)] });
}, 30_000);

afterAll(async () => {
  await wallet?.stop();
  await relay?.stop();
  await Promise.all([anvil?.stop(), esplora?.stop()]);
  rmSync(storageDir, { recursive: true, force: true });
});

describe('WalletConnect with EVM and Bitcoin through the local relay', () => {
  it('proposes both namespaces, the wallet approves both, and Bitcoin signs a message and a PSBT transfer over the relay', async () => {
    const evm = defineEvmNetwork({ id: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl });
    const customRpcUrls = { [network.caipNetworkId]: [{ url: esplora.url }] };
    const walletConnect = createUniversalProviderAdapter({
      projectId: 'walletport-test',
      relayUrl: relay.url,
      rpcMap: { '31337': anvil.rpcUrl, [network.caipNetworkId]: esplora.url },
      metadata: { name: 'walletport test dApp', description: '', url: 'http://127.0.0.1', icons: [] },
      storage: { database: join(storageDir, 'dapp.db'), prefix: 'dapp' },
    });
    const { facade, container } = createHarness({
      announce: false,
      options: { networks: [evm, network], adapters: [evmAdapter(), bitcoinAdapter()], customRpcUrls, ports: { walletConnect, walletDiscovery: [] } },
    });
    await facade.ready;
    const started = facade.walletConnect.start();
    await expect.poll(() => facade.stores.connection.getSnapshot().wcUri, { timeout: 10_000 }).toBeDefined();
    await wallet.pair(facade.stores.connection.getSnapshot().wcUri ?? '');
    await started;
    expect(facade.stores.accounts.getSnapshot()).toMatchObject({
      eip155: { status: 'connected', connectorId: 'walletConnect' },
      bip122: { status: 'connected', connectorId: 'walletConnect', address: BITCOIN_TEST_ADDRESS },
    });
    expect(facade.stores.accounts.getSnapshot().eip155?.address?.toLowerCase()).toBe(ANVIL_ACCOUNT_0.toLowerCase());

    const provider = container.get<SessionRegistry>(SessionRegistry).provider('bip122');
    if (!provider) throw new Error('no bip122 session provider');
    const adapter = createBitcoinAdapter({ projectId: '', rpcHost: '', customRpcUrls });
    const signature = await adapter.signMessage?.(provider, { message: 'hello over the relay', address: BITCOIN_TEST_ADDRESS });
    expect(checkBitcoinSignature({ address: BITCOIN_TEST_ADDRESS, caipNetworkId: network.caipNetworkId, message: 'hello over the relay', signature: signature ?? '' })).toBe(true);

    const txid = await adapter.sendNative?.(provider, { network, from: BITCOIN_TEST_ADDRESS, to: RECEIVER, value: 30_000n });
    expect(esplora.transactions.has(txid ?? '')).toBe(true);
    expect(esplora.balanceOf(RECEIVER)).toBe(30_000n);
    expect(wallet.calls).toEqual(expect.arrayContaining(['signMessage', 'signPsbt']));
    await facade.disconnect();
    facade.destroy();
  }, 60_000);
});
