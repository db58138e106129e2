'use client';
import { useAppKit, useAppKitNetwork, useDisconnect } from 'walletport/react';
import { networks } from './config';

export function ActionButtonList() {
  const { open } = useAppKit();
  const { switchNetwork } = useAppKitNetwork();
  const { disconnect } = useDisconnect();
  return (
    <div>
      <button onClick={() => void open()}>Open</button>
      <button onClick={() => void disconnect()}>Disconnect</button>
      <button onClick={() => switchNetwork(networks[1])}>Switch</button>
    </div>
  );
}
