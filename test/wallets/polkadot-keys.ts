import * as sr25519 from '@scure/sr25519';
import { hex } from '@scure/base';
import { decodeSs58Address, encodeSs58Address } from '../../infrastructure/siwx/polkadot-signature.ts';

/** A fixed 32-byte sr25519 mini secret, so every run has the same account to fund. */
export const POLKADOT_TEST_SEED_HEX = '0505050505050505050505050505050505050505050505050505050505050505';
/** The address of {@link POLKADOT_TEST_SEED_HEX} with the generic Substrate prefix 42 (Westend's). */
export const POLKADOT_TEST_ADDRESS = '5DeZAMjvpmKhgfoju3A2nSarhrSWDrk25vDi38UocrqVUB6z';
/** The generic Substrate prefix: what extensions list accounts in unless told a network. */
export const GENERIC_SS58_PREFIX = 42;

export function polkadotSeedBytes(seedHex: string): Uint8Array {
  const bytes = hex.decode(seedHex.replace(/^0x/, '').toLowerCase());
  if (bytes.length !== 32) throw new Error('A Polkadot test wallet seed is 32 bytes.');
  return bytes;
}

/**
 * The sr25519 public key of a seed, expanded as schnorrkel's `MiniSecretKey::expand_to_keypair(Ed25519)`
 * does, which is what `@polkadot/keyring`'s `addFromSeed` uses: the same seed gives the same account in both.
 */
export function polkadotPublicKeyOfSeed(seedHex: string): Uint8Array {
  return sr25519.getPublicKey(sr25519.secretFromSeed(polkadotSeedBytes(seedHex)));
}

/** The SS58 address of an sr25519 seed (hex), with `prefix` (42, the generic Substrate one, by default). */
export function polkadotAddressOfSeed(seedHex: string, prefix: number = GENERIC_SS58_PREFIX): string {
  return encodeSs58Address(polkadotPublicKeyOfSeed(seedHex), prefix);
}

/** Whether an SS58 address, in any network's format, is the account of this public key. */
export function isAccountOf(address: unknown, publicKey: Uint8Array): boolean {
  const decoded = typeof address === 'string' ? decodeSs58Address(address) : undefined;
  return decoded !== undefined && hex.encode(decoded.accountId) === hex.encode(publicKey);
}
