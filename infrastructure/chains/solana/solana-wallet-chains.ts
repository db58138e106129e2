import { SOLANA_REFERENCES } from '../../../domain/constants/chains.ts';

/**
 * The chain names of the Solana Wallet Standard (`@solana/wallet-standard-chains`): what a wallet
 * registers in `wallet.chains` and expects as `chain` in its features. They are cluster names, not the
 * CAIP-2 ids (genesis hashes) the rest of walletport speaks; a wallet answers a CAIP-2 id there with
 * "invalid chain". So the ids are translated here, at the wallet's boundary, and nowhere else.
 */
export const SOLANA_WALLET_CHAINS = {
  'solana:mainnet': `solana:${SOLANA_REFERENCES.mainnet}`,
  'solana:devnet': `solana:${SOLANA_REFERENCES.devnet}`,
  'solana:testnet': `solana:${SOLANA_REFERENCES.testnet}`,
} as const;

/** The standard's fourth name: a local validator, whose genesis hash differs on every machine. */
export const SOLANA_LOCALNET_WALLET_CHAIN = 'solana:localnet';

export type SolanaWalletChain = keyof typeof SOLANA_WALLET_CHAINS | typeof SOLANA_LOCALNET_WALLET_CHAIN;

const BY_CAIP: ReadonlyMap<string, SolanaWalletChain> = new Map(
  Object.entries(SOLANA_WALLET_CHAINS).map(([name, caip]) => [caip, name as SolanaWalletChain]),
);

/** The standard name of a CAIP-2 network, or undefined for one the standard does not name (a custom cluster). */
export function solanaWalletChainOf(caipNetworkId: string): SolanaWalletChain | undefined {
  return BY_CAIP.get(caipNetworkId);
}

/**
 * The CAIP-2 network a chain registered by a wallet stands for: a standard name is translated, a
 * CAIP-2 id (some wallets register those) is kept, localnet and anything else stand for no known network.
 */
export function caipNetworkOfWalletChain(chain: unknown): string | undefined {
  if (typeof chain !== 'string') return undefined;
  if (Object.hasOwn(SOLANA_WALLET_CHAINS, chain)) return SOLANA_WALLET_CHAINS[chain as keyof typeof SOLANA_WALLET_CHAINS];
  return BY_CAIP.has(chain) ? chain : undefined;
}

/**
 * The `chain` to pass to a wallet for a CAIP-2 network: the name the wallet itself registered for it
 * (the standard name, or the CAIP-2 id for a wallet that registers those), else the standard name, so a
 * wallet that does not serve the cluster says so itself. A network the standard does not name gets no
 * `chain`: the standard makes it optional, and the wallet then signs for the cluster it is on.
 */
export function walletChainFor(registered: readonly unknown[], caipNetworkId: string): string | undefined {
  const own = registered.find((chain) => caipNetworkOfWalletChain(chain) === caipNetworkId);
  return typeof own === 'string' ? own : solanaWalletChainOf(caipNetworkId);
}
