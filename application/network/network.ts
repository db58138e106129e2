import { BalancesFlow } from '../balances/index.ts';
import { RUNTIME } from '../runtime/runtime.ts';
import { defineCapability, type CapabilityParts } from '../capability.ts';
import { Wallets } from '../wallets/index.ts';
import { NetworkService } from './network.service.ts';
import { SiteNetworks } from './site-networks.ts';

/**
 * The active network: the one chosen at start, the visitor's switches, the wallet's own moves. It writes
 * the network slice and the site's networks; connect, send, WalletConnect and the embedded wallet read it and ask it to switch.
 */
export const Network = defineCapability('network', { runtime: RUNTIME, wallets: Wallets, balances: BalancesFlow }, ({ runtime, wallets, balances }) => ({
  service: new NetworkService(runtime, runtime.state, wallets, balances.native),
  /** The host page's additions and removals of the site's networks. */
  siteNetworks: new SiteNetworks(runtime.state.siteNetworks),
}));
export type Network = CapabilityParts<typeof Network>;
