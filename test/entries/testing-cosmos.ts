// `walletport/testing/cosmos`: the Cosmos side of the test wallet, a Keplr-compatible wallet with a real
// secp256k1 key. An entry of its own: its signing libraries must not reach a site that imports the EVM test wallet.
export { CosmosTestWallet, installCosmosTestWallet, COSMOS_TEST_ADDRESS, COSMOS_TEST_KEY_HEX, cosmosAddressOfKey, type CosmosTestWalletConfig, type CosmosTestWalletOptions, type Memory } from '../wallets/cosmos-wallet.ts';
export type { CosmosDirectSignDocInput, CosmosTestAminoSignResponse, CosmosTestDirectSignResponse, CosmosTestKey, CosmosTestOfflineSigner } from '../wallets/cosmos-wallet.ts';
