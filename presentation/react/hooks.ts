import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { AccountSnapshot, PublicState } from '../../application/app-kit.ts';
import type { OpenOptions } from '../../application/services/modal.service.ts';
import type { WalletInfo } from '../../application/stores/state.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { useAppKitInstance } from './app-kit-context.tsx';

export function useAppKit(): { open: (options?: OpenOptions) => Promise<void>; close: () => Promise<void> } {
  const kit = useAppKitInstance();
  return useMemo(() => ({ open: kit.open, close: kit.close }), [kit]);
}

export function useAppKitState(): PublicState {
  const kit = useAppKitInstance();
  return useSyncExternalStore(kit.subscribeState, kit.getState, kit.getState);
}

export interface UseAppKitAccountResult {
  readonly address: string | undefined;
  readonly caipAddress: AccountSnapshot['caipAddress'];
  readonly isConnected: boolean;
  readonly status: AccountSnapshot['status'];
  readonly allAccounts: AccountSnapshot['allAccounts'];
}

export function useAppKitAccount(options: { readonly namespace?: ChainNamespace } = {}): UseAppKitAccountResult {
  const kit = useAppKitInstance();
  const { namespace } = options;
  const subscribe = useCallback((notify: () => void) => kit.subscribeAccount(notify, namespace), [kit, namespace]);
  const getSnapshot = useCallback(() => kit.getAccount(namespace), [kit, namespace]);
  const account = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
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
  const store = kit.facade.networkStore;
  const network = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
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
  const kit = useAppKitInstance();
  const subscribe = useCallback((notify: () => void) => kit.subscribeAccount(notify), [kit]);
  const account = useSyncExternalStore(subscribe, () => kit.getAccount(), () => kit.getAccount());
  return useMemo(() => ({ walletInfo: account.walletInfo }), [account.walletInfo]);
}

/** Theme mode and a setter (light/dark). */
export function useAppKitTheme(): { themeMode: 'dark' | 'light'; setThemeMode: (mode: 'dark' | 'light') => void } {
  const kit = useAppKitInstance();
  const store = kit.facade.modalStore;
  const modal = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return useMemo(() => ({ themeMode: modal.themeMode, setThemeMode: kit.setThemeMode }), [modal.themeMode, kit]);
}

/** Full store access for the bundled views (not part of the AppKit-compatible API). */
export function useFacadeStore<T extends object>(store: { subscribe: (l: () => void) => () => void; getSnapshot: () => T }): T {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
