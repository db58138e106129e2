/**
 * The wallets capability: chain adapters, announced wallets and live sessions, the base the chain-touching
 * capabilities build on. Other layers import from here.
 */
export { Wallets, ChainAdapterRegistry, SessionRegistry, ConnectorService } from './wallets.ts';
