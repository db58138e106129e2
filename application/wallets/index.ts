/**
 * The wallets capability: chain adapters, announced wallets and live sessions, the base the chain-touching
 * capabilities build on. Other layers import from here.
 */
export { Wallets } from './wallets.ts';
export { ChainAdapterRegistry } from './chain-adapter.registry.ts';
export { ConnectorService } from './connector.service.ts';
export { SessionRegistry } from './session-registry.ts';
