import type { ChainNamespace } from '../../domain/caip/caip.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import type { AccountsState, NetworkState } from '../stores/state.ts';

/** The connected account on the active network: whose balances and activity the account view shows. */
export interface AccountInView {
  readonly namespace: ChainNamespace;
  readonly network: CaipNetwork;
  readonly address: string;
  /** `namespace:chainId:address`: the key of the caches and of every late-answer check. */
  readonly caipAddress: string;
  readonly connectorId: string | undefined;
}

/** Balances and activity need a connected address; undefined when there is none. */
export function accountInView(accounts: AccountsState, network: NetworkState): AccountInView | undefined {
  const caipNetwork = network.caipNetwork;
  if (!caipNetwork) return undefined;
  const namespace = caipNetwork.chainNamespace;
  const account = accounts[namespace];
  if (!account?.address || account.status !== 'connected') return undefined;
  return {
    namespace,
    network: caipNetwork,
    address: account.address,
    caipAddress: `${caipNetwork.caipNetworkId}:${account.address}`,
    connectorId: account.connectorId,
  };
}
