/** `walletport/testing/node`: Node-only test helpers (local chains, browser init scripts, servers). */
export { startAnvil, anvilBinaryPath, type AnvilChain } from '../stand-ins/anvil.ts';
export { findFreePort } from '../stand-ins/free-port.ts';
export { demoWalletInitScript } from '../wallets/init-script.ts';
export type { InjectedConfig } from '../wallets/browser-install.ts';
export { launchChromium, blockNonLoopback, CHROMIUM_FLAGS } from '../stand-ins/chromium.ts';
// Remote-service stand-ins in Node: an msw server for unit tests, the same handlers over real HTTP.
export { setupRemoteServer, type RemoteServer } from '../msw/setup-remote-server.ts';
export { startRemoteStandIns, type RemoteStandIns, type RemoteStandInsOptions } from '../stand-ins/remote-server.ts';
export type { PayExchangePage } from '../stand-ins/pay-exchange.ts';
export type { UniswapV2MarketChain } from '../stand-ins/uniswap-v2-market.ts';
export type { UniswapV2Deployment, PoolToken, PoolPair } from '../stand-ins/uniswap-v2-abi.ts';
// A local Solana chain (litesvm behind a JSON-RPC front): an optional peer, imported when started.
export { startSolanaChain, type SolanaChain, type SolanaChainOptions } from '../stand-ins/solana-chain.ts';
// Local stand-ins of the other families' chains: a Polkadot JSON-RPC node playing Westend, an esplora API on
// regtest, a CometBFT RPC node playing the Cosmos Hub testnet.
export { startPolkadotChain, WESTEND_GENESIS_HASH, type PolkadotChain, type PolkadotChainOptions } from '../stand-ins/polkadot-chain.ts';
export { startBitcoinEsplora, type BitcoinEsplora, type BitcoinEsploraOptions } from '../stand-ins/bitcoin-esplora.ts';
export type { LedgerOutput } from '../stand-ins/bitcoin-ledger.ts';
export type { CosmosTxRecord, CosmosEvent } from '../stand-ins/cosmos-ledger.ts';
export { startCosmosChain, type CosmosChain, type CosmosChainOptions } from '../stand-ins/cosmos-chain.ts';
