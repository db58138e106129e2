/**
 * Texts that only each chain family's SDK carries (an error message, a package name it registers at load),
 * surviving minification: how a test or the benchmark tells which built chunk holds which SDK.
 */
export const SDK_MARKS = {
  eip155: /viem\.sh/,
  solana: /failed to get balance of account/,
  polkadot: /@polkadot\/api/,
  bip122: /Need validator function to validate signatures/,
  cosmos: /Broadcasting transaction failed with code/,
} as const;

export type SdkFamily = keyof typeof SDK_MARKS;
