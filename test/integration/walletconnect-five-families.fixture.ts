import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StoragePort } from '../../application/ports/storage.port.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { bitcoinRegtest } from '../../domain/network/catalogue/bitcoin.ts';
import { cosmosHubTestnet } from '../../domain/network/catalogue/cosmos.ts';
import { westend } from '../../domain/network/catalogue/polkadot.ts';
import { solanaDevnet } from '../../domain/network/catalogue/solana.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { bitcoinAdapter } from '../../infrastructure/chains/bitcoin/entry.ts';
import { cosmosAdapter } from '../../infrastructure/chains/cosmos/entry.ts';
import { defineEvmNetwork } from '../../infrastructure/chains/evm/define-network.ts';
import { evmAdapter } from '../../infrastructure/chains/evm/entry.ts';
import { polkadotAdapter } from '../../infrastructure/chains/polkadot/entry.ts';
import { solanaAdapter } from '../../infrastructure/chains/solana/entry.ts';
import type { DefaultSIWX } from '../../infrastructure/siwx/entry.ts';
import { createUniversalProviderAdapter } from '../../infrastructure/walletconnect/universal-provider-adapter.ts';
import { createHarness } from '../fakes/app-kit-harness.ts';
import { startAnvil, type AnvilChain } from '../stand-ins/anvil.ts';
import { startBitcoinEsplora, type BitcoinEsplora } from '../stand-ins/bitcoin-esplora.ts';
import { startCosmosChain, type CosmosChain } from '../stand-ins/cosmos-chain.ts';
import { findFreePort } from '../stand-ins/free-port.ts';
import { startPolkadotChain, type PolkadotChain } from '../stand-ins/polkadot-chain.ts';
import { startSolanaChain, type SolanaChain } from '../stand-ins/solana-chain.ts';
import { startWalletConnectRelay, type WalletConnectRelay } from '../stand-ins/wc-relay.ts';
import { BITCOIN_TEST_ADDRESS, BITCOIN_TEST_SEED_HEX } from '../wallets/bitcoin-wallet.ts';
import { COSMOS_TEST_ADDRESS, COSMOS_TEST_KEY_HEX } from '../wallets/cosmos-wallet.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { POLKADOT_TEST_ADDRESS, POLKADOT_TEST_SEED_HEX } from '../wallets/polkadot-wallet.ts';
import { SOLANA_TEST_ADDRESS, SOLANA_TEST_SEED_HEX } from '../wallets/solana-wallet.ts';
import { bitcoinRequestAnswerer } from '../wallets/wc-test-wallet-bitcoin.ts';
import { cosmosRequestAnswerer } from '../wallets/wc-test-wallet-cosmos.ts';
import type { ProposalNamespaces } from '../wallets/wc-test-wallet-namespaces.ts';
import { polkadotRequestAnswerer } from '../wallets/wc-test-wallet-polkadot.ts';
import { solanaRequestAnswerer } from '../wallets/wc-test-wallet-solana.ts';
import { WalletConnectTestWallet } from '../wallets/wc-test-wallet.ts';

/** One chain family as the site configures it and as the test wallet answers on it. */
export interface FamilyUnderTest {
  readonly namespace: ChainNamespace;
  readonly network: CaipNetwork;
  readonly address: string;
  /** The WalletConnect method the family's adapter signs a message with. */
  readonly signMethod: string;
}

/** Everything the five-family test runs against: started once, stopped once. */
export interface FiveFamilyStandIns {
  readonly relay: WalletConnectRelay;
  readonly wallet: WalletConnectTestWallet;
  readonly families: readonly FamilyUnderTest[];
  /** The session proposals the wallet received, in order. */
  readonly proposals: ProposalNamespaces[];
  readonly rpcMap: Readonly<Record<string, string>>;
  readonly customRpcUrls: Readonly<Record<string, readonly { readonly url: string }[]>>;
  readonly storageDir: string;
  /** The Bitcoin and Cosmos chains, whose balances a transfer over the session changes. */
  readonly esplora: BitcoinEsplora;
  readonly cosmos: CosmosChain;
  stop(): Promise<void>;
}

export async function startFiveFamilyStandIns(): Promise<FiveFamilyStandIns> {
  const [relay, anvil, solana, polkadot, esplora, cosmos]: [WalletConnectRelay, AnvilChain, SolanaChain, PolkadotChain, BitcoinEsplora, CosmosChain] = await Promise.all([
    startWalletConnectRelay({ port: 0 }),
    findFreePort().then((port) => startAnvil({ chainId: 31337, port })),
    startSolanaChain({ fundedAccounts: [{ address: SOLANA_TEST_ADDRESS, lamports: 1_000_000_000n }] }),
    startPolkadotChain({ balances: { [POLKADOT_TEST_ADDRESS]: 1_000_000_000_000n } }),
    startBitcoinEsplora({ network: 'regtest', fund: [{ address: BITCOIN_TEST_ADDRESS, sats: 50_000n }] }),
    startCosmosChain({ balances: { [COSMOS_TEST_ADDRESS]: 1_000_000n } }),
  ]);
  const wallet = await WalletConnectTestWallet.create({
    relayUrl: relay.url,
    chains: { '31337': anvil.rpcUrl },
    families: [
      solanaRequestAnswerer(SOLANA_TEST_SEED_HEX),
      polkadotRequestAnswerer(POLKADOT_TEST_SEED_HEX),
      bitcoinRequestAnswerer(BITCOIN_TEST_SEED_HEX),
      cosmosRequestAnswerer(COSMOS_TEST_KEY_HEX),
    ],
  });
  const families: FamilyUnderTest[] = [
    { namespace: 'eip155', network: defineEvmNetwork({ id: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl }), address: ANVIL_ACCOUNT_0, signMethod: 'personal_sign' },
    { namespace: 'solana', network: solanaDevnet as CaipNetwork, address: SOLANA_TEST_ADDRESS, signMethod: 'solana_signMessage' },
    { namespace: 'polkadot', network: westend as CaipNetwork, address: POLKADOT_TEST_ADDRESS, signMethod: 'polkadot_signMessage' },
    { namespace: 'bip122', network: bitcoinRegtest as CaipNetwork, address: BITCOIN_TEST_ADDRESS, signMethod: 'signMessage' },
    { namespace: 'cosmos', network: cosmosHubTestnet as CaipNetwork, address: COSMOS_TEST_ADDRESS, signMethod: 'cosmos_signAmino' },
  ];
  const nodes: Readonly<Record<string, string>> = {
    [solanaDevnet.caipNetworkId]: solana.rpcUrl,
    [westend.caipNetworkId]: polkadot.rpcUrl,
    [bitcoinRegtest.caipNetworkId]: esplora.url,
    [cosmosHubTestnet.caipNetworkId]: cosmos.rpcUrl,
  };
  const storageDir = mkdtempSync(join(tmpdir(), 'walletport-wc-five-'));
  return {
    relay,
    wallet,
    families,
    proposals: wallet.proposals,
    rpcMap: { '31337': anvil.rpcUrl, ...nodes },
    customRpcUrls: Object.fromEntries(Object.entries(nodes).map(([id, url]) => [id, [{ url }]])),
    storageDir,
    esplora,
    cosmos,
    async stop() {
      await wallet.stop();
      await relay.stop();
      await Promise.all([anvil.stop(), solana.stop(), polkadot.stop(), esplora.stop(), cosmos.stop()]);
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

/**
 * The site under test: all five networks and adapters, stand-in endpoints, SIWX, and WalletConnect over the
 * local relay with its provider state in one file, so a second site on the same file and storage is a reload.
 */
export function fiveFamilySite(standIns: FiveFamilyStandIns, storage: StoragePort, siwx: DefaultSIWX) {
  const walletConnect = createUniversalProviderAdapter({
    projectId: 'walletport-test',
    relayUrl: standIns.relay.url,
    rpcMap: standIns.rpcMap,
    metadata: { name: 'walletport test dApp', description: '', url: 'http://127.0.0.1', icons: [] },
    storage: { database: join(standIns.storageDir, 'dapp.db'), prefix: 'dapp' },
  });
  return createHarness({
    announce: false,
    storage,
    options: {
      networks: standIns.families.map((family) => family.network),
      adapters: [evmAdapter(), solanaAdapter(), polkadotAdapter(), bitcoinAdapter(), cosmosAdapter()],
      customRpcUrls: standIns.customRpcUrls,
      siwx,
      ports: { walletConnect, walletDiscovery: [] },
    },
  });
}
