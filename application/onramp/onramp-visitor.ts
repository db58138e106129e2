import { catalogueError } from '../../domain/errors/catalogue.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { onrampAccount, type OnrampAccount } from '../../domain/onramp/onramp-account.ts';
import { coinbasePayDestination, onrampProvidersFor } from '../../domain/onramp/onramp-providers.ts';
import { isRestrictedTimeZone } from '../../domain/onramp/restricted-time-zones.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import type { OnrampOffer } from './onramp.store.ts';

/** The connected account a purchase is delivered to, its network, and the providers that sell there. */
export interface OnrampVisitor {
  readonly account: OnrampAccount;
  /** CAIP-10, as the providers' pages take it. */
  readonly caipAddress: string;
  readonly network: CaipNetwork;
  readonly offers: readonly OnrampOffer[];
}

/**
 * The account and network in view, refused plainly with the catalogue's text: in a restricted time
 * zone (as AppKit compared the browser's), without a connected account, or on a network no provider
 * sells on.
 */
export function onrampVisitor(runtime: AppRuntime): OnrampVisitor {
  if (isRestrictedTimeZone(runtime.environment.timeZone?.())) throw catalogueError('ONRAMP_RESTRICTED_REGION');
  const { activeChain: namespace, caipNetwork: network } = runtime.state.network.getSnapshot();
  const held = namespace === undefined ? undefined : runtime.state.accounts.getSnapshot()[namespace];
  if (held?.status !== 'connected' || !held.address || !network) throw catalogueError('ONRAMP_ACCOUNT_REQUIRED');
  const caipAddress = `${network.caipNetworkId}:${held.address}`;
  const providers = onrampProvidersFor(network.caipNetworkId);
  const account = onrampAccount(caipAddress);
  if (!account || providers.length === 0) throw catalogueError('ONRAMP_NETWORK_NOT_SUPPORTED');
  const offers = providers.map((provider) => ({
    name: provider.name,
    label: provider.label,
    feeRange: provider.feeRange,
    coinbase: provider.name === 'coinbase' ? coinbasePayDestination(network.caipNetworkId) : undefined,
  }));
  return { account, caipAddress, network, offers };
}
