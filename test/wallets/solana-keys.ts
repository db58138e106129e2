import type { IdentifierString, WalletAccount } from '@wallet-standard/base';
import { SolanaSignAndSendTransaction, SolanaSignMessage, SolanaSignTransaction } from '@solana/wallet-standard-features';
import { ReadonlyWalletAccount } from '@wallet-standard/wallet';
import { ed25519 } from '@noble/curves/ed25519';
import { base58, hex } from '@scure/base';

/** A fixed 32-byte ed25519 seed, so every run has the same address to fund. */
export const SOLANA_TEST_SEED_HEX = '0101010101010101010101010101010101010101010101010101010101010101';
/** The base58 address of {@link SOLANA_TEST_SEED_HEX}. */
export const SOLANA_TEST_ADDRESS = 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9';

const SOLANA_FEATURES = [SolanaSignMessage, SolanaSignTransaction, SolanaSignAndSendTransaction] as const;

/** An ed25519 key of the test wallet and the Wallet Standard account it shows. */
export interface SolanaKey {
  readonly seed: Uint8Array;
  readonly account: WalletAccount;
}

function seedBytes(seed: string | Uint8Array): Uint8Array {
  const bytes = typeof seed === 'string' ? hex.decode(seed.replace(/^0x/, '')) : seed;
  if (bytes.length !== 32) throw new Error('A Solana test wallet seed is 32 bytes.');
  return bytes;
}

/** The base58 address of the Solana key made from a 32-byte seed (64 hex digits): where a test funds and looks for the wallet. */
export function solanaAddressOfSeed(seedHex: string): string {
  return base58.encode(ed25519.getPublicKey(seedBytes(seedHex)));
}

export function solanaKey(seed: string | Uint8Array, chains: readonly IdentifierString[], label: string): SolanaKey {
  const bytes = seedBytes(seed);
  const publicKey = ed25519.getPublicKey(bytes);
  // Frozen account objects, as the Wallet Standard asks: apps compare and keep them.
  const account = new ReadonlyWalletAccount({ address: base58.encode(publicKey), publicKey, chains, features: SOLANA_FEATURES, label });
  return { seed: bytes, account };
}
