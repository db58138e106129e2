'use client';
import { useAppKitAccount, useAppKitEvents, useAppKitNetwork, useAppKitState, useWalletInfo } from 'walletport/react';
import { useAccount } from 'wagmi';

export function InfoList() {
  const { address, caipAddress, isConnected, status } = useAppKitAccount();
  const { caipNetworkId, chainId } = useAppKitNetwork();
  const { open, selectedNetworkId, initialized } = useAppKitState();
  const { walletInfo } = useWalletInfo();
  const events = useAppKitEvents();
  const wagmi = useAccount();
  return (
    <section>
      <h2>useAppKitAccount</h2>
      <pre data-testid="multichain-account">{JSON.stringify({ address, caipAddress, isConnected, status })}</pre>
      <h2>useAppKitNetwork</h2>
      <pre data-testid="multichain-network">{JSON.stringify({ caipNetworkId, chainId })}</pre>
      <h2>useAppKitState</h2>
      <pre data-testid="multichain-state">{JSON.stringify({ open, selectedNetworkId, initialized })}</pre>
      <h2>useWalletInfo</h2>
      <pre>{walletInfo?.name ?? 'none'}</pre>
      <h2>useAppKitEvents</h2>
      <pre>{JSON.stringify(events)}</pre>
      <h2>wagmi</h2>
      <pre data-testid="multichain-wagmi">{wagmi.address ?? 'none'}</pre>
    </section>
  );
}
