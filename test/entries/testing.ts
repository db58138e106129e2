/**
 * `walletport/testing`: what walletport's own tests use, for dApp test suites.
 * Browser-safe: the EVM and Solana test wallets, msw stand-ins of the remote services with their fixtures, a
 * virtual clock, and the reader of the embedded wallet's development mailbox (called from Node: the server sends
 * no CORS headers). Node-only helpers (local chains, init scripts, Chromium, stand-in servers) are in
 * `walletport/testing/node`.
 */
export { DemoWallet, announceWallet, ANVIL_ACCOUNT_0, type DemoWalletOptions, type Listener } from '../wallets/demo-wallet.ts';
export { ProviderRpcError, USER_REJECTED, UNRECOGNIZED_CHAIN } from '../wallets/provider-error.ts';

// Stand-ins of the remote services (analytics, blockchain API, wallet directory, project config, RPC):
// msw handlers, the scenario API, fixtures and a virtual clock.
export { createRemoteHandlers, createFixtureData, STAND_IN_ALLOWED_ORIGINS, type RemoteHandlers, type RemoteHandlersOptions } from '../msw/handlers/index.ts';
export { createScenarios, type Scenarios, type RemoteService, type RecordedCall, type Responder } from '../msw/scenarios.ts';
export type { StandInData } from '../msw/context.ts';
export type { SwapMarket, MarketToken } from '../fixtures/swap-market.ts';
export type { PayStandInExchange, PaySession, BuyReport, StandInBuyStatus } from '../msw/handlers/pay-exchanges.ts';
export { queryWallets, type WalletQueryAnswer } from '../msw/handlers/directory.ts';
export { TRANSACTIONS_PAGE_SIZE } from '../msw/handlers/blockchain-api.ts';
export { VirtualClock } from '../msw/virtual-clock.ts';
export { createWalletDirectory, walletImagePng, walletImageSvg } from '../fixtures/wallets.ts';
export { createTransactionHistory, type HistoryOptions } from '../fixtures/transactions.ts';
export { createBalances } from '../fixtures/balances.ts';
export { createRegisteredNames, suggestNames, identityOf, nameRecord, NAME_ZONE } from '../fixtures/names.ts';
// The Solana side of the test wallet: a Wallet Standard wallet with a deterministic, fundable key.
export { SolanaTestWallet, registerSolanaWallet, SOLANA_TEST_ADDRESS, SOLANA_TEST_SEED_HEX, solanaAddressOfSeed, type SolanaTestWalletOptions, type SolanaTestWalletConfig, SOLANA_STANDARD_CHAINS, type SolanaStandardChain, type SolanaTestWalletFeatures } from '../wallets/solana-wallet.ts';
export type { WalletMemory } from '../wallets/site-authorisation.ts';
// The embedded wallet's development mailbox (reference auth server): read sign-in codes and device links.
export { readDevelopmentMail, waitForOtp, type DevelopmentMail } from '../embedded/development-mailbox.ts';
// The Polkadot, Bitcoin and Cosmos sides of the test wallet are entries of their own (`walletport/testing/polkadot`,
// `/bitcoin`, `/cosmos`): their signing libraries would otherwise reach every page that imports this one.
