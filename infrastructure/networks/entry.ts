/**
 * `walletport/networks`, as `@reown/appkit/networks`: every viem chain (mainnet, sepolia, polygon,
 * arbitrum, optimism, base, zksync, gnosis, bsc, avalanche, celo, …), the Solana, Bitcoin, Polkadot and
 * Cosmos networks,
 * and `defineChain`. Each is its own pure constant, so a bundler keeps only the ones a page imports.
 */
export * from 'viem/chains';
export { solana, solanaDevnet, solanaTestnet } from '../../domain/network/catalogue/solana.ts';
export { bitcoin, bitcoinTestnet, bitcoinRegtest, bitcoinNetworkOf, type BitcoinNetworkKind } from '../../domain/network/catalogue/bitcoin.ts';
export { polkadot, kusama, westend, ss58PrefixOf } from '../../domain/network/catalogue/polkadot.ts';
export { cosmosHub, osmosis, cosmosHubTestnet, bech32PrefixOf } from '../../domain/network/catalogue/cosmos.ts';
export { defineChain } from '../../domain/network/to-caip-network.ts';
export type { AppKitNetwork, EvmChainLike } from '../../domain/network/to-caip-network.ts';
export type { CaipNetwork, NativeCurrency } from '../../domain/network/network.ts';
export type { FamilyNetwork } from '../../domain/network/network-shape.ts';
export type { CaipNetworkId, ChainNamespace } from '../../domain/caip/caip.ts';
