import { WagmiAdapter } from 'walletport/adapters/wagmi';
import {
  createAppKit,
  useAppKit,
  useAppKitAccount,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitState,
  useAppKitTheme,
  useDisconnect,
  useWalletInfo,
} from 'walletport/react';
import { anvilA, anvilB } from './networks.ts';

export const projectId = (import.meta.env['VITE_PROJECT_ID'] as string | undefined) ?? 'consumer-appkit-react-wagmi';

const networks: [typeof anvilA, typeof anvilB] = [anvilA, anvilB];

// Setup wagmi adapter
export const wagmiAdapter = new WagmiAdapter({
  networks,
  projectId,
});

// Create modal
const modal = createAppKit({
  adapters: [wagmiAdapter],
  networks,
  metadata: {
    name: 'AppKit React Example',
    description: 'AppKit React Wagmi Example',
    url: 'http://127.0.0.1',
    icons: [],
  },
  projectId,
  themeMode: 'light',
  features: {
    analytics: false,
  },
});

export {
  modal,
  useAppKit,
  useAppKitState,
  useAppKitTheme,
  useAppKitEvents,
  useAppKitAccount,
  useWalletInfo,
  useAppKitNetwork,
  useDisconnect,
};
