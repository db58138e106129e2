/**
 * The network capability: the active network and switching it. Other layers import from here; the files
 * beside this one are its own.
 */
export { Network } from './network.ts';
export { NetworkService } from './network.service.ts';
export { SiteNetworks, SiteNetworksStore } from './site-networks.ts';
