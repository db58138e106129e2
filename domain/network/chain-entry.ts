import type { CaipNetworkId, ChainNamespace } from '../caip/caip.ts';
import type { AccountState } from '../account/account-state.ts';
import type { CaipNetwork } from './network.ts';

/** Spec §3 network state of a chain entry. */
export interface NetworkState {
  readonly caipNetwork: CaipNetwork | undefined;
  readonly requestedCaipNetworks: readonly CaipNetwork[];
  readonly approvedCaipNetworkIds: readonly CaipNetworkId[];
  readonly supportsAllNetworks: boolean;
  readonly smartAccountEnabledNetworks: readonly number[];
}

/** Spec §3 chain entry (one per namespace). The clients are opaque to the domain. */
export interface ChainEntry {
  readonly namespace: ChainNamespace;
  readonly caipNetworks: readonly CaipNetwork[];
  readonly networkState: NetworkState;
  readonly accountState: AccountState;
  readonly connectionClient?: unknown;
  readonly networkClient?: unknown;
}

export const INITIAL_NETWORK_STATE: NetworkState = {
  caipNetwork: undefined,
  requestedCaipNetworks: [],
  approvedCaipNetworkIds: [],
  supportsAllNetworks: true,
  smartAccountEnabledNetworks: [],
};
