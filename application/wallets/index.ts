/**
 * The wallets capability: chain adapters, announced wallets and live sessions, the base the chain-touching
 * capabilities build on. Other layers import from here.
 */
export { Wallets } from './wallets.ts';
export { ChainAdapterRegistry, SessionRegistry } from './registries.ts';
export { ConnectorService } from './connector.service.ts';
