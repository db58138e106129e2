/**
 * Texts that only each chain family's SDK carries (an error message, a package name it registers at load),
 * surviving minification: how a test or the benchmark tells which built chunk holds which SDK. Polkadot
 * and Cosmos balances are read without an SDK, so their marks are walletport's own chain code: the storage
 * prefix of System.Account and the path of the bank module's Balance query. viem's mark is its HTTP
 * transport's error, which only the EVM adapter's chunk carries: its docs address (viem.sh) is in its base
 * error class, which a site with sign-in shares between the adapter and the EVM signature check.
 */
export const SDK_MARKS = {
  eip155: /HTTP request failed/,
  solana: /failed to get balance of account/,
  polkadot: /26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9/,
  bip122: /Need validator function to validate signatures/,
  cosmos: /\/cosmos\.bank\.v1beta1\.Query\/Balance/,
} as const;

export type SdkFamily = keyof typeof SDK_MARKS;
