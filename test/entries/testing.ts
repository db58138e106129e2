/**
 * `walletport/testing`: what walletport's own tests use, for dApp test suites.
 * Browser-safe: test wallets and (from the remote-services work) msw handlers and fixtures.
 * Node-only helpers (anvil, init scripts, stand-in servers) are in `walletport/testing/node`.
 */
export { DemoWallet, announceWallet, ANVIL_ACCOUNT_0, type DemoWalletOptions } from '../wallets/demo-wallet.ts';
export { ProviderRpcError, USER_REJECTED, UNRECOGNIZED_CHAIN } from '../wallets/provider-error.ts';
