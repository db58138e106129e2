/**
 * The WalletConnect capability: `WalletConnect` builds the pairing use case (`WalletConnectService`), whose
 * view state is the shared pairing slice (`WalletConnectPairingStore`). Other layers import from here.
 */
export { WalletConnect } from './walletconnect.ts';
export { WalletConnectService } from './walletconnect.service.ts';
export { WalletConnectPairingStore } from './walletconnect.store.ts';
export type { PairingWallet, WalletConnectPairingState } from './walletconnect.store.ts';
