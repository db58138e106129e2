import type {
  AccountSnapshot,
  AppKitOptions,
  CaipNetwork,
  ChainNamespace,
  ModalEvent,
  PublicState,
  StoragePort,
  WalletportError,
} from 'walletport';
import type { UseAppKitAccountResult } from 'walletport/react';

// A dApp's own storage port and typed helpers, written against the public types only.
export const sessionStoragePort: StoragePort = {
  getItem: (key) => sessionStorage.getItem(key),
  setItem: (key, value) => sessionStorage.setItem(key, value),
  removeItem: (key) => sessionStorage.removeItem(key),
};

export function describeAccount(account: AccountSnapshot | UseAppKitAccountResult): string {
  return account.isConnected && account.address ? `${account.status}: ${account.address}` : account.status;
}

export function describeState(state: PublicState, network: CaipNetwork | undefined): string {
  const namespace: ChainNamespace | undefined = state.activeChain;
  return `${namespace ?? 'none'} ${network?.name ?? ''}`.trim();
}

export function logEvent(event: ModalEvent): string {
  return JSON.stringify(event);
}

export function errorCode(error: WalletportError): string {
  return error.message;
}

export function withSessionStorage(options: AppKitOptions): AppKitOptions {
  return { ...options, ports: { ...options.ports, storage: sessionStoragePort } };
}
