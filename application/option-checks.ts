import { parseCaipNetworkId } from '../domain/caip/caip.ts';
import { catalogueError } from '../domain/errors/catalogue.ts';
import { siweSiwxConflict } from '../domain/options/options.ts';
import type { CaipNetwork } from '../domain/network/network.ts';

/**
 * The option mistakes that are programming errors and throw at once, in createAppKit itself (kept
 * apart from the full resolution, which runs in the core's chunk): both 'siweConfig' and 'siwx', or a
 * network whose CAIP id is malformed or names another namespace. Returns the networks it checked.
 */
export function assertValidOptions(options: {
  readonly siweConfig?: unknown;
  readonly siwx?: unknown;
  readonly networks?: readonly CaipNetwork[] | unknown;
}): readonly CaipNetwork[] {
  const conflict = siweSiwxConflict(options);
  if (conflict) throw conflict;
  const networks: readonly CaipNetwork[] = Array.isArray(options.networks) ? (options.networks as readonly CaipNetwork[]) : [];
  for (const network of networks) {
    const parsed = parseCaipNetworkId(network.caipNetworkId);
    if (parsed.namespace !== network.chainNamespace) {
      throw catalogueError('UNSUPPORTED_CHAIN', { details: `${network.caipNetworkId} is not in namespace ${network.chainNamespace}` });
    }
  }
  return networks;
}
