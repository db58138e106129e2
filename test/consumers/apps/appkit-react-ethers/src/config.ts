import { EthersAdapter } from 'walletport/adapters/ethers';
import {
  createAppKit,
  useAppKit,
  useAppKitAccount,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitProvider,
  useAppKitState,
  useAppKitTheme,
  useDisconnect,
  useWalletInfo,
} from 'walletport/react';
import { anvilA, anvilB } from './networks.ts';

export const projectId = (import.meta.env['VITE_PROJECT_ID'] as string | undefined) ?? 'consumer-appkit-react-ethers';

const networks: [typeof anvilA, typeof anvilB] = [anvilA, anvilB];

const ethersAdapter = new EthersAdapter();

const modal = createAppKit({
  adapters: [ethersAdapter],
  networks,
  metadata: {
    name: 'AppKit React Example',
    description: 'AppKit React Ethers Example',
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
  useAppKitProvider,
  useWalletInfo,
  useAppKitNetwork,
  useDisconnect,
};
