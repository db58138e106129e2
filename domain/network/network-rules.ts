import type { CaipNetwork } from './network.ts';
import { BALANCE_NAMESPACES } from '../constants/chains.ts';

/**
 * UnsupportedChain opens when the network is unsupported, network switching is enabled, unsupported
 * chains are not allowed and it is not a basic WalletConnect session.
 */
export function shouldOpenUnsupportedChain(context: {
  readonly networkSupported: boolean;
  readonly enableNetworkSwitch: boolean;
  readonly allowUnsupportedChain: boolean;
  readonly isBasicWalletConnect: boolean;
}): boolean {
  return !context.networkSupported && context.enableNetworkSwitch && !context.allowUnsupportedChain && !context.isBasicWalletConnect;
}

/** Balance is fetched only on supported (eip155, solana) non-testnet chains. */
export function isBalanceEligible(network: Pick<CaipNetwork, 'chainNamespace' | 'testnet'> | undefined): boolean {
  return network !== undefined && BALANCE_NAMESPACES.includes(network.chainNamespace) && network.testnet !== true;
}
