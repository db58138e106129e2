import { useMemo } from 'react';
import type { ModalEvent } from '../../application/events/app-events.ts';
import type { AccountSnapshot, PublicState } from '../../application/app-kit.ts';
import type { OpenOptions } from '../../application/services/modal.service.ts';
import type { WalletInfo } from '../../application/stores/state.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import type { ThemeMode } from '../../domain/options/options.ts';
import type { FlowName } from '../../application/flows/registry.ts';
import type { LateFlow } from '../core/late-flows.ts';
import { useAppKitInstance } from './app-kit-context.tsx';
import { useStore } from './use-store.ts';

export function useAppKit(): { open: (options?: OpenOptions) => Promise<void>; close: () => Promise<void> } {
  const kit = useAppKitInstance();
  return useMemo(() => ({ open: kit.open, close: kit.close }), [kit]);
}

export function useAppKitState(): PublicState {
  return useStore(useAppKitInstance().link.state);
}

export interface UseAppKitAccountResult {
  readonly address: string | undefined;
  readonly caipAddress: AccountSnapshot['caipAddress'];
  readonly isConnected: boolean;
  readonly status: AccountSnapshot['status'];
  readonly allAccounts: AccountSnapshot['allAccounts'];
}

function useAccountSnapshot(namespace?: ChainNamespace): AccountSnapshot {
  return useStore(useAppKitInstance().link.account(namespace));
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
  const caipNetwork = useStore(kit.link.network, (network) => network.caipNetwork);
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
  const themeMode = useStore(kit.link.modal, (modal) => modal?.themeMode ?? kit.link.initial.themeMode);
  return useMemo(() => ({ themeMode, setThemeMode: kit.setThemeMode }), [themeMode, kit]);
}

/** The latest event of the public stream (AppKit's useAppKitEvents), undefined until one happens. */
export function useAppKitEvents(): ModalEvent | undefined {
  return useStore(useAppKitInstance().link.lastEvent);
}

/**
 * One of the modal's flows (send, names, siwx, balances, activity, accountType): its state, undefined
 * until the core has loaded, and its commands, e.g. `useFlow('send').commands.send({ token, amount, to })`.
 */
export function useFlow<Name extends FlowName>(name: Name): { readonly state: ReturnType<LateFlow<Name>['state']['getSnapshot']>; readonly commands: LateFlow<Name>['commands'] } {
  const flow = useAppKitInstance().flows[name];
  const state = useStore(flow.state);
  return useMemo(() => ({ state, commands: flow.commands }), [state, flow]);
}
