import { act, render } from '@testing-library/react';
import type { AppKitFacade } from '../../application/app-kit.ts';
import type { AppKitOptions } from '../../application/options.ts';
import type { WalletDirectoryPort } from '../../application/ports/wallet-directory.port.ts';
import type { WalletConnectPort } from '../../application/ports/walletconnect.port.ts';
import { connectGroups, recentWalletsOnOpen } from '../../application/connect/index.ts';
import { PersistedStateService } from '../../application/services/persisted-state.service.ts';
import { EmailLoginFlow } from '../../application/embedded/index.ts';
import type { RecentWallet } from '../../domain/connectors/recent-wallets.ts';
import type { ApiWallet } from '../../domain/schemas/api-directory.ts';
import { STORAGE_KEYS } from '../../domain/storage/storage-keys.ts';
import type { StoragePort } from '../../application/ports/storage.port.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { ModalInstance } from './modal-instance.tsx';
import { Modal } from '../../presentation/modal/Modal.tsx';

export const DEMO_RDNS = 'dev.walletport.demo';
export const PAIRING_URI = 'wc:0123456789abcdef@2?relay-protocol=irn&symKey=00';

export const directoryWallet = (id: string, name = id, rdns?: string): ApiWallet => ({ id, name, image_id: null, rdns });

/** A directory answering the featured ids it is asked for, and `recommended` otherwise. */
export function fakeDirectory(wallets: readonly ApiWallet[], recommended: readonly ApiWallet[]): WalletDirectoryPort {
  return {
    fetchWallets: async (query) => {
      const found = query.include ? wallets.filter((wallet) => query.include?.includes(wallet.id)) : recommended;
      return { count: found.length, wallets: found };
    },
    fetchWalletImage: async () => new Blob(),
    fetchNetworkImage: async () => new Blob(),
  };
}

/** A WalletConnect port whose pairing shows a URI at once and is never approved. */
export function pendingWalletConnect(): WalletConnectPort & { readonly pairings: number } {
  const port = {
    pairings: 0,
    pair: async () => {
      port.pairings += 1;
      return { uri: PAIRING_URI, approval: new Promise<never>(() => undefined) };
    },
    restore: async () => undefined,
    disconnect: async () => undefined,
  };
  return port;
}

/** What the kit needs of the test harness (its `createHarness`, passed in). */
export interface HarnessInput {
  readonly storage: StoragePort;
  readonly announce: boolean;
  readonly options: Partial<AppKitOptions>;
}
export interface HarnessLike {
  readonly facade: AppKitFacade;
  readonly container: { get<T>(id: (new (...args: never[]) => T) | symbol): T };
}

/** Lets pending promise chains settle (microtasks only, no timers). */
async function drain(rounds = 100): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await Promise.resolve();
}

export interface ConnectSetup {
  readonly options?: Partial<AppKitOptions>;
  readonly recent?: readonly RecentWallet[];
  readonly announce?: boolean;
}

/** The modal open on the Connect view, its groups reading the stored recent wallets and the environment's phone check. */
export async function openConnect<H extends HarnessLike>(createHarness: (input: HarnessInput) => H, setup: ConnectSetup = {}) {
  const storage = createMemoryStorage(setup.recent ? { [STORAGE_KEYS.recentWallets]: JSON.stringify(setup.recent) } : {});
  const walletConnect = pendingWalletConnect();
  const harness = createHarness({ storage, announce: setup.announce ?? true, options: { ...setup.options, ports: { walletConnect, ...setup.options?.ports } } });
  const base = harness.facade;
  await base.ready;
  const persisted = harness.container.get(PersistedStateService);
  const groups = connectGroups(base.stores, base.config, harness.container.get<EmailLoginFlow>(EmailLoginFlow.token).service.available, () => base.connectGroups.getSnapshot().socials, {
    recentWallets: recentWalletsOnOpen(base.stores.modal, () => persisted.readRecentWallets()),
    isMobile: () => base.walletConnect.isMobile(),
  });
  const facade = Object.create(base, { connectGroups: { value: groups } }) as AppKitFacade;
  render(
    <ModalInstance facade={facade}>
      <Modal />
    </ModalInstance>,
  );
  await act(async () => {
    await facade.open();
    await drain();
  });
  return { ...harness, facade, walletConnect };
}
