import { siweSiwxConflict } from '../domain/options/options.ts';
import type { CaipNetwork } from '../domain/network/network.ts';
import { toCaipNetwork } from '../domain/network/to-caip-network.ts';

/**
 * The option mistakes that are programming errors and throw at once, in createAppKit itself (kept
 * apart from the full resolution, which runs in the core's chunk): both 'siweConfig' and 'siwx', or a
 * network whose CAIP id is malformed or names another namespace. Returns the networks it checked.
 */
export function assertValidOptions(options: {
  readonly siweConfig?: unknown;
  readonly siwx?: unknown;
  readonly networks?: unknown;
}): readonly CaipNetwork[] {
  const conflict = siweSiwxConflict(options);
  if (conflict) throw conflict;
  // AppKit's networks: walletport's CaipNetworks or plain viem chains, each checked and made a CaipNetwork.
  return Array.isArray(options.networks) ? options.networks.map(toCaipNetwork) : [];
}

/** The options with every network a checked CaipNetwork; the default network is the configured one it names. */
export function checkedOptions<Options extends { readonly networks?: unknown; readonly defaultNetwork?: unknown; readonly siweConfig?: unknown; readonly siwx?: unknown }>(
  options: Options,
): Omit<Options, 'networks' | 'defaultNetwork'> & { readonly networks: readonly CaipNetwork[]; readonly defaultNetwork?: CaipNetwork } {
  const networks = assertValidOptions(options);
  if (options.defaultNetwork === undefined) return { ...options, networks, defaultNetwork: undefined } as never;
  const requested = toCaipNetwork(options.defaultNetwork);
  const defaultNetwork = networks.find((network) => network.caipNetworkId === requested.caipNetworkId) ?? requested;
  return { ...options, networks, defaultNetwork } as never;
}
