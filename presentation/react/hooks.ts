import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ModalEvent } from '../../application/events/app-events.ts';
import type { AccountSnapshot, PublicState } from '../../application/app-kit.ts';
import type { OpenOptions } from '../../application/services/modal.service.ts';
import type { WalletInfo } from '../../application/stores/state.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import type { ThemeMode } from '../../domain/options/options.ts';
import { useAppKitInstance } from './app-kit-context.tsx';

export function useAppKit(): { open: (options?: OpenOptions) => Promise<void>; close: () => Promise<void> } {
  const kit = useAppKitInstance();
  return useMemo(() => ({ open: kit.open, close: kit.close }), [kit]);
}

export function useAppKitState(): PublicState {
  const kit = useAppKitInstance();
  return useSyncExternalStore(kit.subscribeState, kit.getState, kit.link.getServerState);
}

export interface UseAppKitAccountResult {
  readonly address: string | undefined;
  readonly caipAddress: AccountSnapshot['caipAddress'];
  readonly isConnected: boolean;
  readonly status: AccountSnapshot['status'];
  readonly allAccounts: AccountSnapshot['allAccounts'];
}

function useAccountSnapshot(namespace?: ChainNamespace): AccountSnapshot {
  const kit = useAppKitInstance();
  const subscribe = useCallback((notify: () => void) => kit.subscribeAccount(notify, namespace), [kit, namespace]);
  const getSnapshot = useCallback(() => kit.getAccount(namespace), [kit, namespace]);
  return useSyncExternalStore(subscribe, getSnapshot, kit.link.getServerAccount);
}

export function useAppKitAccount(options: { readonly namespace?: ChainNamespace } = {}): UseAppKitAccountResult {
  const account = useAccountSnapshot(options.namespace);
  return useMemo(
    () => ({
      address: account.address,
      caipAddress: account.caipAddress,
      isConnected: account.isConnected,
      status: account.status,
      allAccounts: account.allAccounts,
    }),
    [account],
  );
}

export interface UseAppKitNetworkResult {
  readonly caipNetwork: CaipNetwork | undefined;
  readonly caipNetworkId: string | undefined;
  readonly chainId: number | string | undefined;
  readonly switchNetwork: (network: CaipNetwork | string) => Promise<void>;
}

export function useAppKitNetwork(): UseAppKitNetworkResult {
  const kit = useAppKitInstance();
  const network = useSyncExternalStore(kit.link.subscribeStores, kit.link.getNetworkState, kit.link.getServerNetworkState);
  const caipNetwork = network.caipNetwork;
  return useMemo(
    () => ({ caipNetwork, caipNetworkId: caipNetwork?.caipNetworkId, chainId: caipNetwork?.id, switchNetwork: kit.switchNetwork }),
    [caipNetwork, kit],
  );
}

export function useDisconnect(): { disconnect: (options?: { readonly namespace?: ChainNamespace }) => Promise<void> } {
  const kit = useAppKitInstance();
  return useMemo(() => ({ disconnect: (options = {}) => kit.disconnect(options.namespace) }), [kit]);
}

export function useWalletInfo(): { walletInfo: WalletInfo | undefined } {
  const account = useAccountSnapshot();
  return useMemo(() => ({ walletInfo: account.walletInfo }), [account.walletInfo]);
}

/** Theme mode and a setter (light or dark). */
export function useAppKitTheme(): { themeMode: ThemeMode; setThemeMode: (mode: ThemeMode) => void } {
  const kit = useAppKitInstance();
  const themeMode = useSyncExternalStore(kit.link.subscribeStores, kit.getThemeMode, kit.link.getServerThemeMode);
  return useMemo(() => ({ themeMode, setThemeMode: kit.setThemeMode }), [themeMode, kit]);
}

/** The latest event of the public stream (AppKit's useAppKitEvents), undefined until one happens. */
export function useAppKitEvents(): ModalEvent | undefined {
  const kit = useAppKitInstance();
  const [event, setEvent] = useState<ModalEvent | undefined>(undefined);
  useEffect(() => kit.subscribeEvents(setEvent), [kit]);
  return event;
}
