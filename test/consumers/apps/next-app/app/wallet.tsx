'use client';
import { AppKitButton, createAppKit, useAppKitAccount, useAppKitEvents, useAppKitNetwork, useAppKitState } from 'walletport/react';
import { defineEvmNetwork, evmAdapter } from 'walletport/chains/evm';

// The browser test builds the app against a local chain; a real app writes its RPC URL here.
const anvil = defineEvmNetwork({ id: 31337, name: 'Anvil', rpcUrl: process.env.NEXT_PUBLIC_RPC_URL ?? 'http://127.0.0.1:8545' });

createAppKit({
  projectId: 'consumer-next-app',
  networks: [anvil],
  adapters: [evmAdapter()],
  metadata: { name: 'Consumer app', description: 'Installs the packed walletport', url: 'http://127.0.0.1', icons: [] },
  features: { analytics: false },
});

export function Wallet() {
  const { status, address } = useAppKitAccount();
  const { caipNetworkId } = useAppKitNetwork();
  // As AppKit's examples print them: the server and the browser must render the same text at first.
  const state = useAppKitState();
  const lastEvent = useAppKitEvents();
  return (
    <section>
      <p data-testid="status">{status}</p>
      <p data-testid="network">{caipNetworkId ?? 'none'}</p>
      {address ? <p data-testid="address">{address}</p> : null}
      <pre data-testid="state">{JSON.stringify(state)}</pre>
      <pre data-testid="last-event">{JSON.stringify(lastEvent)}</pre>
      <AppKitButton />
    </section>
  );
}
