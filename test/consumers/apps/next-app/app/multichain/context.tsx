'use client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createAppKit } from 'walletport/react';
import type { ReactNode } from 'react';
import { cookieToInitialState, WagmiProvider, type Config } from 'wagmi';
import { bitcoinAdapter, networks, projectId, solanaWeb3JsAdapter, wagmiAdapter } from './config';

const queryClient = new QueryClient();

const metadata = { name: 'next-reown-appkit', description: 'next-reown-appkit', url: 'http://127.0.0.1', icons: [] };

export const modal = createAppKit({
  adapters: [wagmiAdapter, solanaWeb3JsAdapter, bitcoinAdapter],
  projectId,
  networks,
  metadata,
  themeMode: 'light',
  features: { analytics: false },
});

export default function ContextProvider({ children, cookies }: { readonly children: ReactNode; readonly cookies: string | null }) {
  const initialState = cookieToInitialState(wagmiAdapter.wagmiConfig as Config, cookies);
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig as Config} initialState={initialState}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  );
}
