import { version } from 'react';
import { AppKitButton, useAppKitAccount, useAppKitNetwork } from 'walletport/react';
import { describeAccount } from './session-storage.ts';

export function App() {
  const account = useAppKitAccount();
  const { address, isConnected } = account;
  const { caipNetworkId } = useAppKitNetwork();
  return (
    <main>
      <h1>Vite + React {version}</h1>
      <AppKitButton />
      <p data-testid="status">{describeAccount(account)}</p>
      <p data-testid="network">{caipNetworkId ?? 'none'}</p>
      {isConnected ? <p data-testid="address">{address}</p> : null}
    </main>
  );
}
