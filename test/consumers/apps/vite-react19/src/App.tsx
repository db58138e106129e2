import { AppKitButton, useAppKitAccount, useAppKitNetwork } from 'walletport/react';

export function App() {
  const { address, isConnected, status } = useAppKitAccount();
  const { caipNetworkId } = useAppKitNetwork();
  return (
    <main>
      <h1>Vite + React 19</h1>
      <AppKitButton />
      <p data-testid="status">{status}</p>
      <p data-testid="network">{caipNetworkId ?? 'none'}</p>
      {isConnected ? <p data-testid="address">{address}</p> : null}
    </main>
  );
}
