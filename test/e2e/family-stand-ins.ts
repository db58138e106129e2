import { bitcoinRegtest } from '../../domain/network/catalogue/bitcoin.ts';
import { cosmosHubTestnet } from '../../domain/network/catalogue/cosmos.ts';
import { westend } from '../../domain/network/catalogue/polkadot.ts';
import type { DemoConfig } from '../demo/demo-config.ts';
import type { InjectedConfig } from '../wallets/browser-install.ts';
import { startBitcoinEsplora, type BitcoinEsplora } from '../stand-ins/bitcoin-esplora.ts';
import { startCosmosChain, type CosmosChain } from '../stand-ins/cosmos-chain.ts';
import { startPolkadotChain, type PolkadotChain } from '../stand-ins/polkadot-chain.ts';
import { startSolanaChain, type SolanaChain } from '../stand-ins/solana-chain.ts';
import { BITCOIN_TEST_ADDRESS } from '../wallets/bitcoin-keys.ts';
import { COSMOS_TEST_ADDRESS } from '../wallets/cosmos-keys.ts';
import { DEMO_COSMOS_WALLET } from '../demo/demo-config.ts';
import { POLKADOT_TEST_SEED_HEX, polkadotAddressOfSeed } from '../wallets/polkadot-keys.ts';
import { SOLANA_TEST_ADDRESS } from '../wallets/solana-wallet.ts';

/** What a browser test checks of one family beyond EVM and Solana. */
export interface FamilyUnderTest {
  readonly namespace: 'polkadot' | 'bip122' | 'cosmos';
  /** The chain's name in the sign-in message ("… sign in with your Polkadot account:"). */
  readonly label: string;
  readonly network: { readonly caipNetworkId: string; readonly name: string };
  /** The test wallet's account as the site shows it: in the network's own address format. */
  readonly address: string;
  /** The account button once the balance is read from the family's stand-in. */
  readonly balance: RegExp;
}

export const FAMILIES: readonly FamilyUnderTest[] = [
  { namespace: 'polkadot', label: 'Polkadot', network: westend, address: polkadotAddressOfSeed(POLKADOT_TEST_SEED_HEX, 42), balance: /· 25\.000 WND$/ },
  { namespace: 'bip122', label: 'Bitcoin', network: bitcoinRegtest, address: BITCOIN_TEST_ADDRESS, balance: /· 1\.500 BTC$/ },
  { namespace: 'cosmos', label: 'Cosmos', network: cosmosHubTestnet, address: COSMOS_TEST_ADDRESS, balance: /· 42\.000 ATOM$/ },
];

export interface FamilyStandIns {
  readonly solana: SolanaChain;
  readonly polkadot: PolkadotChain;
  readonly bitcoin: BitcoinEsplora;
  readonly cosmos: CosmosChain;
  /** What the demo page is told about them. */
  readonly demoConfig: Pick<DemoConfig, 'solana' | 'polkadot' | 'bitcoin' | 'cosmos'>;
  stop(): Promise<void>;
}

/** Local chains of Solana, Polkadot (Westend), Bitcoin (regtest) and Cosmos, each funding the test wallet's key. */
export async function startFamilyStandIns(): Promise<FamilyStandIns> {
  const [solana, polkadot, bitcoin, cosmos] = await Promise.all([
    startSolanaChain({ fundedAccounts: [{ address: SOLANA_TEST_ADDRESS, lamports: 20_000_000_000n }] }),
    startPolkadotChain({ balances: { [polkadotAddressOfSeed(POLKADOT_TEST_SEED_HEX, 42)]: 25_000_000_000_000n } }),
    startBitcoinEsplora({ network: 'regtest', fund: [{ address: BITCOIN_TEST_ADDRESS, sats: 150_000_000n }] }),
    startCosmosChain({ balances: { [COSMOS_TEST_ADDRESS]: 42_000_000n } }),
  ]);
  return {
    solana,
    polkadot,
    bitcoin,
    cosmos,
    demoConfig: {
      solana: { rpcUrl: solana.rpcUrl },
      polkadot: { rpcUrl: polkadot.rpcUrl },
      bitcoin: { esploraUrl: bitcoin.url },
      cosmos: { rpcUrl: cosmos.rpcUrl },
    },
    stop: async () => {
      await Promise.all([solana.stop(), polkadot.stop(), bitcoin.stop(), cosmos.stop()]);
    },
  };
}

/** The test wallet's side on every family the stand-ins serve. */
export function familyWalletConfig(standIns: FamilyStandIns): Pick<InjectedConfig, 'solana' | 'polkadot' | 'bitcoin' | 'cosmos'> {
  return {
    solana: { chains: ['solana:devnet'], rpcUrls: { 'solana:devnet': standIns.solana.rpcUrl } },
    polkadot: {},
    bitcoin: { network: 'regtest' },
    cosmos: { global: DEMO_COSMOS_WALLET.global },
  };
}
