import { useMemo } from 'react';
import type { ModalEvent } from '../../application/events/app-events.ts';
import type { AccountSnapshot, PublicState } from '../../application/app-kit.ts';
import type { AppKit, AppKitOpenOptions } from '../core/app-kit-instance.ts';
import type { ProviderType } from '../../application/host-commands/index.ts';
import type { WalletProvider } from '../../application/ports/chain-adapter.port.ts';
import type { ThemeVariables } from '../../domain/theme/theme.ts';
import { fetchNativeBalance, type FetchBalanceResult } from '../core/fetch-balance.ts';
import type { WalletInfo } from '../../application/stores/state.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import type { ThemeMode } from '../../domain/options/options.ts';
import type { FlowName } from '../../application/flows/registry.ts';
import type { LateFlow } from '../core/late-flows.ts';
import { useAppKitInstance } from './app-kit-context.tsx';
import { useStore } from './use-store.ts';

export function useAppKit(): { open: (options?: AppKitOpenOptions) => Promise<void>; close: () => Promise<void> } {
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
  readonly embeddedWalletInfo: AccountSnapshot['embeddedWalletInfo'];
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
      embeddedWalletInfo: account.embeddedWalletInfo,
    }),
    [account],
  );
}

export interface UseAppKitNetworkResult {
  readonly caipNetwork: CaipNetwork | undefined;
  readonly caipNetworkId: CaipNetwork['caipNetworkId'] | undefined;
  readonly chainId: number | string | undefined;
  /** A configured network, its CAIP id, or a viem chain with the id of a configured eip155 network. */
  readonly switchNetwork: AppKit['switchNetwork'];
}

/** The active network without the switch (AppKit's useAppKitNetworkCore). */
export function useAppKitNetworkCore(): Omit<UseAppKitNetworkResult, 'switchNetwork'> {
  const caipNetwork = useStore(useAppKitInstance().link.network, (network) => network.caipNetwork);
  return useMemo(() => ({ caipNetwork, caipNetworkId: caipNetwork?.caipNetworkId, chainId: caipNetwork?.id }), [caipNetwork]);
}

export function useAppKitNetwork(): UseAppKitNetworkResult {
  const kit = useAppKitInstance();
  const core = useAppKitNetworkCore();
  return useMemo(() => ({ ...core, switchNetwork: kit.switchNetwork }), [core, kit]);
}

/** The connected wallet's provider of `namespace` (an EIP-1193 provider for eip155) and how it was connected. */
export function useAppKitProvider<Provider = WalletProvider>(namespace: ChainNamespace): { walletProvider: Provider | undefined; walletProviderType: ProviderType | undefined } {
  const kit = useAppKitInstance();
  const walletProvider = useStore(kit.link.providers, (providers) => providers.providers[namespace]);
  const walletProviderType = useStore(kit.link.providers, (providers) => providers.providerIds[namespace]);
  return useMemo(() => ({ walletProvider: walletProvider as Provider | undefined, walletProviderType }), [walletProvider, walletProviderType]);
}

/** AppKit's useAppKitBalance: `fetchBalance()` reads the native balance of the account in view afresh. */
export function useAppKitBalance(): { fetchBalance: () => Promise<FetchBalanceResult> } {
  const kit = useAppKitInstance();
  return useMemo(() => ({ fetchBalance: () => fetchNativeBalance(kit) }), [kit]);
}

export function useDisconnect(): { disconnect: (options?: { readonly namespace?: ChainNamespace }) => Promise<void> } {
  const kit = useAppKitInstance();
  return useMemo(() => ({ disconnect: (options = {}) => kit.disconnect(options.namespace) }), [kit]);
}

export function useWalletInfo(): { walletInfo: WalletInfo | undefined } {
  const account = useAccountSnapshot();
  return useMemo(() => ({ walletInfo: account.walletInfo }), [account.walletInfo]);
}

const NO_THEME_VARIABLES: ThemeVariables = Object.freeze({});

/** Theme mode and variables with their setters (variables merge over the current ones). */
export function useAppKitTheme(): {
  themeMode: ThemeMode;
  themeVariables: ThemeVariables;
  setThemeMode: (mode: ThemeMode) => void;
  setThemeVariables: (variables: ThemeVariables) => void;
} {
  const kit = useAppKitInstance();
  const themeMode = useStore(kit.link.modal, (modal) => modal?.themeMode ?? kit.link.initial.themeMode);
  const themeVariables = useStore(kit.link.modal, (modal) => modal?.themeVariables ?? NO_THEME_VARIABLES);
  return useMemo(
    () => ({ themeMode, themeVariables, setThemeMode: kit.setThemeMode, setThemeVariables: kit.setThemeVariables }),
    [themeMode, themeVariables, kit],
  );
}

/** The latest event of the public stream (AppKit's useAppKitEvents): MODAL_CREATED until another happens. */
export function useAppKitEvents(): ModalEvent {
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
