import type { ChainNamespace } from '../../domain/caip/caip.ts';

/**
 * The two disconnects the sign-in uses, given as one dependency: ending the family asked to sign in (when
 * sign-in fails or is cancelled while required), and the higher-level disconnect when no family is known.
 * Both belong to connect, which sits below the sign-in; the sign-in names only the two calls it makes, and
 * its capability's definition hands it connect's parts.
 */
export interface SiwxDisconnects {
  /** Ends one family's connection (every family when none is given); answers what failed. */
  readonly chain: { disconnect(namespace?: ChainNamespace): Promise<readonly unknown[]> };
  /** Clears the sessions and ends every connection, with the modal's outcome. */
  readonly all: { disconnect(namespace?: ChainNamespace): Promise<void> };
}
