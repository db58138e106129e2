import type { WalletDiscoveryPort } from '../../../application/ports/wallet-discovery.port.ts';
import { createFamilyWalletStandardDiscovery } from '../../discovery/wallet-standard-discovery.ts';
import { walletStandardProvider } from './wallet-standard-provider.ts';

/** Solana wallets registered through the Wallet Standard, wrapped behind WalletConnect's Solana methods. */
export function createWalletStandardDiscovery(): WalletDiscoveryPort {
  return createFamilyWalletStandardDiscovery({ chainPrefix: 'solana:', connectFeature: 'standard:connect', namespace: 'solana', provider: walletStandardProvider });
}
