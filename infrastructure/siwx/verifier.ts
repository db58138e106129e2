import type { ChainNamespace } from '../../domain/caip/caip.ts';
import type { SiwxSession } from '../../domain/siwx/siwx.ts';

/** Checks one chain family's signatures (AppKit's SIWXVerifier shape). */
export interface SIWXVerifier {
  /** The chain family whose signatures it checks. */
  readonly chainNamespace: ChainNamespace;
  /** Whether this verifier judges the session; by default, when the chain id is in its namespace. */
  shouldVerify?(session: SiwxSession): boolean;
  /** True only for a signature by the session's address over the session's message; never throws for bad input. */
  verify(session: SiwxSession): Promise<boolean>;
}

/** A verifier of one chain family's sessions. */
export interface NamespaceVerifier<Namespace extends ChainNamespace> extends SIWXVerifier {
  /** The namespace whose sessions it verifies. */
  readonly chainNamespace: Namespace;
}
