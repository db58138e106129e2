// `walletport/testing/polkadot`: the Polkadot side of the test wallet, an injectedWeb3 extension with a real
// sr25519 key. An entry of its own: its signing libraries must not reach a site that imports the EVM test wallet.
export { PolkadotTestWallet, installPolkadotTestWallet, POLKADOT_TEST_ADDRESS, POLKADOT_TEST_SEED_HEX, polkadotAddressOfSeed, type PolkadotTestWalletConfig, type PolkadotTestWalletOptions } from '../wallets/polkadot-wallet.ts';
