import { inject, injectable } from 'inversify';
import { BalancesFlow } from '../balances/index.ts';
import { RUNTIME, type AppRuntime } from '../runtime/runtime.ts';
import { Wallets } from '../wallets/index.ts';
import { NetworkService } from './network.service.ts';
import { SiteNetworks } from './site-networks.ts';

/**
 * The active network: the one chosen at start, the visitor's switches, the wallet's own moves. It writes
 * the network slice and the site's networks; connect, send, WalletConnect and the embedded wallet read it and ask it to switch.
 */
@injectable()
export class Network {
  readonly service: NetworkService;
  /** The host page's additions and removals of the site's networks. */
  readonly siteNetworks: SiteNetworks;

  constructor(
    @inject(RUNTIME) runtime: AppRuntime,
    @inject(Wallets) wallets: Wallets,
    @inject(BalancesFlow) balances: BalancesFlow,
  ) {
    this.service = new NetworkService(runtime, runtime.state, wallets, balances.native);
    this.siteNetworks = new SiteNetworks(runtime.state.siteNetworks);
  }
}
