// `walletport/testing/bitcoin`: the Bitcoin side of the test wallet, a Wallet Standard wallet on regtest with
// real keys. An entry of its own: its signing libraries must not reach a site that imports the EVM test wallet.
export { BitcoinTestWallet, installBitcoinTestWallet, BITCOIN_TEST_ADDRESS, BITCOIN_TEST_ORDINALS_ADDRESS, BITCOIN_TEST_SEED_HEX, type BitcoinTestWalletConfig, type BitcoinTestWalletOptions, type Purpose } from '../wallets/bitcoin-wallet.ts';
export type { BitcoinTestKeys, BitcoinTestKey, BitcoinTestNetwork } from '../wallets/bitcoin-keys.ts';
export type {
  BitcoinTestWalletFeatures, BitcoinTestConnectFeature, BitcoinTestConnectInput, BitcoinTestConnectOutput, BitcoinTestSignMessageFeature,
  BitcoinTestSignMessageInput, BitcoinTestSignMessageOutput, BitcoinTestSignTransactionFeature, BitcoinTestSignTransactionInput,
  BitcoinTestSignTransactionOutput, BitcoinTestInputsToSign,
} from '../wallets/bitcoin-wallet.ts';
