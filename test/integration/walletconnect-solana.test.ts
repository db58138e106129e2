import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import { Wallets } from '../../application/wallets/index.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { solanaDevnet } from '../../domain/network/catalogue/solana.ts';
import { defineEvmNetwork } from '../../infrastructure/chains/evm/define-network.ts';
import { evmAdapter } from '../../infrastructure/chains/evm/entry.ts';
import { solanaAdapter } from '../../infrastructure/chains/solana/entry.ts';
import { createSolanaAdapter } from '../../infrastructure/chains/solana/solana-adapter.ts';
import { createUniversalProviderAdapter } from '../../infrastructure/walletconnect/universal-provider-adapter.ts';
import { createHarness } from '../fakes/app-kit-harness.ts';
import { startAnvil, type AnvilChain } from '../stand-ins/anvil.ts';
import { findFreePort } from '../stand-ins/free-port.ts';
import { startSolanaChain, type SolanaChain } from '../stand-ins/solana-chain.ts';
import { startWalletConnectRelay, type WalletConnectRelay } from '../stand-ins/wc-relay.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { SOLANA_TEST_ADDRESS, SOLANA_TEST_SEED_HEX, solanaAddressOfSeed } from '../wallets/solana-wallet.ts';
import { WalletConnectTestWallet } from '../wallets/wc-test-wallet.ts';

const RECEIVER = solanaAddressOfSeed('0303030303030303030303030303030303030303030303030303030303030303');
let relay: WalletConnectRelay;
let anvil: AnvilChain;
let solana: SolanaChain;
let wallet: WalletConnectTestWallet;
const storageDir = mkdtempSync(join(tmpdir(), 'walletport-wc-solana-'));

beforeAll(async () => {
  [relay, anvil, solana] = await Promise.all([
    startWalletConnectRelay({ port: 0 }),
    findFreePort().then((port) => startAnvil({ chainId: 31337, port })),
    startSolanaChain({ fundedAccounts: [{ address: SOLANA_TEST_ADDRESS, lamports: 5_000_000_000n }] }),
  ]);
  wallet = await WalletConnectTestWallet.create({ relayUrl: relay.url, chains: { '31337': anvil.rpcUrl }, solanaSeedHex: SOLANA_TEST_SEED_HEX });
}, 30_000);

afterAll(async () => {
  await wallet?.stop();
  await relay?.stop();
  await Promise.all([anvil?.stop(), solana?.stop()]);
  rmSync(storageDir, { recursive: true, force: true });
});

describe('WalletConnect with EVM and Solana through the local relay', () => {
  it('proposes both namespaces, the wallet approves both, and Solana signs messages and transfers over the relay', async () => {
    const network = defineEvmNetwork({ id: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl });
    const customRpcUrls = { [solanaDevnet.caipNetworkId]: [{ url: solana.rpcUrl }] };
    const walletConnect = createUniversalProviderAdapter({
      projectId: 'walletport-test',
      relayUrl: relay.url,
      rpcMap: { '31337': anvil.rpcUrl, [solanaDevnet.caipNetworkId]: solana.rpcUrl },
      metadata: { name: 'walletport test dApp', description: '', url: 'http://127.0.0.1', icons: [] },
      storage: { database: join(storageDir, 'dapp.db'), prefix: 'dapp' },
    });
    const { facade, container } = createHarness({
      announce: false,
      options: { networks: [network, solanaDevnet as CaipNetwork], adapters: [evmAdapter(), solanaAdapter()], customRpcUrls, ports: { walletConnect, walletDiscovery: [] } },
    });
    await facade.ready;
    const started = facade.walletConnect.start();
    await expect.poll(() => facade.stores.connection.getSnapshot().wcUri, { timeout: 10_000 }).toBeDefined();
    await wallet.pair(facade.stores.connection.getSnapshot().wcUri ?? '');
    await started;
    expect(facade.stores.accounts.getSnapshot()).toMatchObject({
      eip155: { status: 'connected', connectorId: 'walletConnect' },
      solana: { status: 'connected', connectorId: 'walletConnect', address: SOLANA_TEST_ADDRESS },
    });
    expect(facade.stores.accounts.getSnapshot().eip155?.address?.toLowerCase()).toBe(ANVIL_ACCOUNT_0.toLowerCase());

    const provider = container.get<Wallets>(Wallets.token).sessions.provider('solana');
    if (!provider) throw new Error('no solana session provider');
    const adapter = createSolanaAdapter({ projectId: '', rpcHost: '', customRpcUrls });
    const signature = await adapter.signMessage?.(provider, { message: 'hello over the relay', address: SOLANA_TEST_ADDRESS });
    expect(ed25519.verify(base58.decode(signature ?? ''), new TextEncoder().encode('hello over the relay'), base58.decode(SOLANA_TEST_ADDRESS))).toBe(true);

    await adapter.sendNative?.(provider, { network: solanaDevnet as CaipNetwork, from: SOLANA_TEST_ADDRESS, to: RECEIVER, value: 250_000_000n });
    expect(solana.balanceOf(RECEIVER)).toBe(250_000_000n);
    expect(wallet.calls).toEqual(expect.arrayContaining(['solana_signMessage', 'solana_signTransaction']));
    await facade.disconnect();
    facade.destroy();
  }, 60_000);
});
