import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import { BehaviorSubject } from 'rxjs';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import type { AnnouncedWallet, WalletDiscoveryPort } from '../../application/ports/wallet-discovery.port.ts';
import type { WalletProvider } from '../../application/ports/wallet-provider.ts';
import { parseAnnouncedWalletInfo } from '../../domain/connectors/announced-wallet.ts';

/** Wallet Standard wallets have no rdns; this zone holds the ids walletport gives them (`wallet-standard.phantom`). */
const ID_ZONE = 'wallet-standard';

/** The connector id of a wallet: its name in the Wallet Standard zone (`wallet-standard.demo-wallet`). */
export function walletStandardConnectorId(name: unknown): string {
  return `${ID_ZONE}.${String(name).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'wallet'}`;
}

/** Which wallets of the registry one chain family lists, and how it wraps them. */
export interface WalletStandardFamily {
  /** The Wallet Standard chain prefix of the family (`solana:`, `bitcoin:`). */
  readonly chainPrefix: string;
  /** The feature a wallet must offer to connect on this family (`standard:connect`, `bitcoin:connect`). */
  readonly connectFeature: string;
  readonly namespace: ChainNamespace;
  /** Wraps the wallet behind the WalletConnect-shaped methods of the family. */
  readonly provider: (wallet: Wallet) => WalletProvider;
}

/** Whether the wallet can connect and serves a chain of the family; a hostile wallet's throwing getter is a no. */
function servesFamily(wallet: Wallet, family: WalletStandardFamily): boolean {
  try {
    const features = wallet.features as Record<string, unknown>;
    const connect = features[family.connectFeature];
    return Array.isArray(wallet.chains) && wallet.chains.some((chain) => typeof chain === 'string' && chain.startsWith(family.chainPrefix)) && typeof connect === 'object' && connect !== null;
  } catch {
    return false;
  }
}

function announced(wallet: Wallet, family: WalletStandardFamily): AnnouncedWallet | undefined {
  try {
    const name = wallet.name;
    const id = walletStandardConnectorId(name);
    const info = parseAnnouncedWalletInfo({ uuid: id, name, icon: wallet.icon, rdns: id });
    return info ? { info, provider: family.provider(wallet), namespace: family.namespace } : undefined;
  } catch {
    return undefined;
  }
}

function nameOf(wallet: Wallet): unknown {
  try {
    return wallet.name;
  } catch {
    return undefined;
  }
}

/**
 * One family's wallets registered through the Wallet Standard (`@wallet-standard/app`), including those
 * that register after the page loaded. As with EIP-6963, the first wallet seen under a name keeps its row:
 * a later registration cannot take it over.
 */
export function createFamilyWalletStandardDiscovery(family: WalletStandardFamily): WalletDiscoveryPort {
  const wallets = new BehaviorSubject<readonly AnnouncedWallet[]>([]);
  const seen = new WeakSet<Wallet>();
  let stopListening: (() => void) | undefined;

  const add = (registered: readonly Wallet[]): void => {
    const fresh: AnnouncedWallet[] = [];
    for (const wallet of registered) {
      if (seen.has(wallet) || !servesFamily(wallet, family)) continue;
      seen.add(wallet);
      const found = announced(wallet, family);
      const taken = (item: AnnouncedWallet): boolean => item.info.rdns === found?.info.rdns;
      if (found && !wallets.getValue().some(taken) && !fresh.some(taken)) fresh.push(found);
    }
    if (fresh.length > 0) wallets.next([...wallets.getValue(), ...fresh]);
  };
  const remove = (unregistered: readonly Wallet[]): void => {
    const gone = new Set(unregistered.map((wallet) => walletStandardConnectorId(nameOf(wallet))));
    const kept = wallets.getValue().filter((item) => !gone.has(item.info.rdns));
    if (kept.length !== wallets.getValue().length) wallets.next(kept);
  };

  return {
    wallets$: wallets.asObservable(),
    requestAnnouncements() {
      if (typeof window === 'undefined' || stopListening) return;
      const registry = getWallets();
      const offRegister = registry.on('register', (...registered) => add(registered));
      const offUnregister = registry.on('unregister', (...unregistered) => remove(unregistered));
      stopListening = () => {
        offRegister();
        offUnregister();
      };
      add(registry.get());
    },
    stop() {
      stopListening?.();
      stopListening = undefined;
    },
  };
}
