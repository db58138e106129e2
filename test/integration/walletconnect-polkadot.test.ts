import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionRegistry } from '../../application/services/session-registry.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { westend } from '../../domain/network/catalogue/polkadot.ts';
import { defineEvmNetwork } from '../../infrastructure/chains/evm/define-network.ts';
import { evmAdapter } from '../../infrastructure/chains/evm/entry.ts';
import { polkadotAdapter } from '../../infrastructure/chains/polkadot/entry.ts';
import { createPolkadotAdapter } from '../../infrastructure/chains/polkadot/polkadot-adapter.ts';
import { checkPolkadotSignature } from '../../infrastructure/siwx/polkadot-signature.ts';
import { createUniversalProviderAdapter } from '../../infrastructure/walletconnect/universal-provider-adapter.ts';
import { createHarness } from '../fakes/app-kit-harness.ts';
import { startAnvil, type AnvilChain } from '../stand-ins/anvil.ts';
import { findFreePort } from '../stand-ins/free-port.ts';
import { startPolkadotChain, type PolkadotChain } from '../stand-ins/polkadot-chain.ts';
import { startWalletConnectRelay, type WalletConnectRelay } from '../stand-ins/wc-relay.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { POLKADOT_TEST_ADDRESS, POLKADOT_TEST_SEED_HEX } from '../wallets/polkadot-wallet.ts';
import { WalletConnectTestWallet } from '../wallets/wc-test-wallet.ts';
import { polkadotRequestAnswerer } from '../wallets/wc-test-wallet-polkadot.ts';

let relay: WalletConnectRelay;
let anvil: AnvilChain;
let polkadot: PolkadotChain;
let wallet: WalletConnectTestWallet;
const storageDir = mkdtempSync(join(tmpdir(), 'walletport-wc-polkadot-'));

beforeAll(async () => {
  [relay, anvil, polkadot] = await Promise.all([
    startWalletConnectRelay({ port: 0 }),
    findFreePort().then((port) => startAnvil({ chainId: 31337, port })),
    startPolkadotChain({ balances: { [POLKADOT_TEST_ADDRESS]: 7_000_000_000_000n } }),
  ]);
  wallet = await WalletConnectTestWallet.create({ relayUrl: relay.url, chains: { '31337': anvil.rpcUrl }, families: [polkadotRequestAnswerer(POLKADOT_TEST_SEED_HEX)] });
}, 30_000);

afterAll(async () => {
  await wallet?.stop();
  await relay?.stop();
  await Promise.all([anvil?.stop(), polkadot?.stop()]);
  rmSync(storageDir, { recursive: true, force: true });
});

describe('WalletConnect with EVM and Polkadot through the local relay', () => {
  it('proposes both namespaces, the wallet approves both, and polkadot_signMessage over the relay verifies', async () => {
    const network = defineEvmNetwork({ id: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl });
    const customRpcUrls = { [westend.caipNetworkId]: [{ url: polkadot.rpcUrl }] };
    const walletConnect = createUniversalProviderAdapter({
      projectId: 'walletport-test',
      relayUrl: relay.url,
      rpcMap: { '31337': anvil.rpcUrl, [westend.caipNetworkId]: polkadot.rpcUrl },
      metadata: { name: 'walletport test dApp', description: '', url: 'http://127.0.0.1', icons: [] },
      storage: { database: join(storageDir, 'dapp.db'), prefix: 'dapp' },
    });
    const { facade, container } = createHarness({
      announce: false,
      options: { networks: [network, westend as CaipNetwork], adapters: [evmAdapter(), polkadotAdapter()], customRpcUrls, ports: { walletConnect, walletDiscovery: [] } },
    });
    await facade.ready;
    const started = facade.walletConnect.start();
    await expect.poll(() => facade.stores.connection.getSnapshot().wcUri, { timeout: 10_000 }).toBeDefined();
    await wallet.pair(facade.stores.connection.getSnapshot().wcUri ?? '');
    await started;
    expect(facade.stores.accounts.getSnapshot()).toMatchObject({
      eip155: { status: 'connected', connectorId: 'walletConnect' },
      polkadot: { status: 'connected', connectorId: 'walletConnect', address: POLKADOT_TEST_ADDRESS },
    });
    expect(facade.stores.accounts.getSnapshot().eip155?.address?.toLowerCase()).toBe(ANVIL_ACCOUNT_0.toLowerCase());

    const provider = container.get<SessionRegistry>(SessionRegistry).provider('polkadot');
    if (!provider) throw new Error('no polkadot session provider');
    const adapter = createPolkadotAdapter({ projectId: '', rpcHost: '', customRpcUrls });
    const signature = await adapter.signMessage?.(provider, { message: 'hello over the relay', address: POLKADOT_TEST_ADDRESS });
    expect(checkPolkadotSignature({ message: 'hello over the relay', signature: signature ?? '', address: POLKADOT_TEST_ADDRESS, ss58Prefix: 42 })).toBe(true);
    expect(wallet.calls).toContain('polkadot_signMessage');
    await expect.poll(() => facade.stores.accounts.getSnapshot().polkadot?.balance, { timeout: 10_000 }).toBe(7_000_000_000_000n);
    await facade.disconnect();
    facade.destroy();
  }, 60_000);
});
