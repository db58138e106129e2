import { AppKitButton, useAppKitAccount, useAppKitNetwork } from 'walletport/react';

export function App() {
  const solana = useAppKitAccount({ namespace: 'solana' });
  const { caipNetworkId } = useAppKitNetwork();
  return (
    <main>
      <h1>Vite + React on Solana</h1>
      <AppKitButton />
      <p data-testid="network">{caipNetworkId ?? 'none'}</p>
      {solana.isConnected ? <p data-testid="solana-address">{solana.address}</p> : null}
    </main>
  );
}
