import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { BitcoinVerifier } from './bitcoin-verifier.ts';
import { CosmosVerifier } from './cosmos-verifier.ts';
import { EIP155Verifier } from './eip155-verifier.ts';
import { PolkadotVerifier } from './polkadot-verifier.ts';
import { SolanaVerifier } from './solana-verifier.ts';
import type { NamespaceVerifier } from './verifier.ts';

/**
 * The verifiers used when none are given, one per chain family: keyed by every namespace of the family
 * registry, so a family without a verifier here does not compile.
 */
export const DEFAULT_SIWX_VERIFIERS: { readonly [N in ChainNamespace]: NamespaceVerifier<N> } = {
  eip155: new EIP155Verifier(),
  solana: new SolanaVerifier(),
  polkadot: new PolkadotVerifier(),
  bip122: new BitcoinVerifier(),
  cosmos: new CosmosVerifier(),
};
