import { createAppKit } from 'walletport/react';
import { defineEvmNetwork, evmAdapter } from 'walletport/chains/evm';
import { withSessionStorage } from './session-storage.ts';

// The browser test builds the app against a local chain; a real app writes its RPC URL here.
const rpcUrl: string = import.meta.env['VITE_RPC_URL'] ?? 'http://127.0.0.1:8545';

export const anvil = defineEvmNetwork({ id: 31337, name: 'Anvil', rpcUrl });

export const appKit = createAppKit(
  withSessionStorage({
    projectId: 'consumer-vite-react',
    networks: [anvil],
    adapters: [evmAdapter()],
    metadata: { name: 'Consumer app', description: 'Installs the packed walletport', url: 'http://127.0.0.1', icons: [] },
    features: { analytics: false },
  }),
);
