import type { CheckedAppKitOptions } from '../../application/options.ts';
import type { OpenOptions } from '../../application/modal/modal.ts';
import { isChainNamespace, type ChainNamespace } from '../../domain/caip/caip.ts';
import { EVM_NAMESPACE } from '../../domain/chain-families/namespaces.ts';
import { startupError } from '../../domain/errors/startup-errors.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { isView } from '../../domain/routing/views.ts';
import type { AppKitOpenOptions } from './app-kit-instance.ts';
import type { CoreLink } from './core-link.ts';

/**
 * AppKit's `open()` arguments as the modal takes them. What walletport cannot honour is dropped with
 * a console warning rather than thrown, so a migrated call still opens the modal: an unknown view
 * opens the default one, an unknown namespace shows every wallet, a `uri` is not used.
 */
export function checkedOpenOptions(options: AppKitOpenOptions | undefined): OpenOptions | undefined {
  if (options === undefined || options === null || typeof options !== 'object') return undefined;
  const { view, namespace, data } = options;
  if (options.uri !== undefined) console.warn('[walletport] open({ uri }) is not used: walletport makes and shows its own WalletConnect URI.');
  const knownView = view === undefined || isView(view);
  if (!knownView) console.warn(`[walletport] open(): unknown view ${JSON.stringify(view)}; opening the default view.`);
  const knownNamespace = namespace === undefined || isChainNamespace(namespace);
  if (!knownNamespace) console.warn(`[walletport] open(): unknown namespace ${JSON.stringify(namespace)}; showing every wallet.`);
  return {
    ...(knownView && view !== undefined ? { view } : {}),
    ...(knownNamespace && namespace !== undefined ? { namespace } : {}),
    ...(data !== undefined ? { data } : {}),
  };
}

/** The configured networks (of `namespace`): the core's list once loaded (networks may be added), else the options'. */
export function configuredNetworks(link: CoreLink, options: CheckedAppKitOptions, namespace?: ChainNamespace): readonly CaipNetwork[] {
  return link.loaded()?.host.networks(namespace) ?? options.networks.filter((network) => !namespace || network.chainNamespace === namespace);
}

/** AppKit's getCaipNetwork(namespace?, id?): the active network, or one of the namespace's configured networks. */
export function networkOf(link: CoreLink, options: CheckedAppKitOptions, namespace?: ChainNamespace, id?: string | number): CaipNetwork | undefined {
  const active = link.network.getSnapshot().caipNetwork;
  if (!namespace) return active;
  const configured = configuredNetworks(link, options, namespace);
  if (id !== undefined) {
    const withId = configured.find((network) => String(network.id) === String(id));
    if (withId) return withId;
  }
  return active?.chainNamespace === namespace ? active : configured[0];
}

/**
 * What switchNetwork was given, as a configured network: a CAIP id or a CaipNetwork pass through
 * (the service checks them); a viem chain (an object with an id and no CAIP id) is looked up by id
 * among the configured eip155 networks, as AppKit does.
 */
export function switchTarget(networks: readonly CaipNetwork[], target: unknown): CaipNetwork | string {
  if (typeof target === 'string') return target;
  if (typeof target !== 'object' || target === null) throw startupError('NETWORK_NOT_FOUND', { details: String(target) });
  const { caipNetworkId, id } = target as { caipNetworkId?: unknown; id?: unknown };
  if (typeof caipNetworkId === 'string') return caipNetworkId;
  const found = networks.find((network) => network.chainNamespace === EVM_NAMESPACE && String(network.id) === String(id));
  if (!found) throw startupError('NETWORK_NOT_FOUND', { details: `chain id ${String(id)}` });
  return found;
}
