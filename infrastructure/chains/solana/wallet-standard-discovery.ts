import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import { BehaviorSubject } from 'rxjs';
import type { AnnouncedWallet, WalletDiscoveryPort } from '../../../application/ports/wallet-discovery.port.ts';
import { parseAnnouncedWalletInfo } from '../../../domain/connectors/announced-wallet.ts';
import { walletStandardProvider } from './wallet-standard-provider.ts';

/** Wallet Standard wallets have no rdns; this zone holds the ids walletport gives them (`wallet-standard.phantom`). */
const ID_ZONE = 'wallet-standard';

/** The connector id of a wallet: its name in the Wallet Standard zone (`wallet-standard.demo-wallet`). */
function connectorIdOf(name: unknown): string {
  return `${ID_ZONE}.${String(name).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'wallet'}`;
}

/** Whether the wallet can connect and serves a chain of the family; a hostile wallet's throwing getter is a no. */
function servesFamily(wallet: Wallet, chainPrefix: string): boolean {
  try {
    const features = wallet.features as Record<string, unknown>;
    return Array.isArray(wallet.chains) && wallet.chains.some((chain) => typeof chain === 'string' && chain.startsWith(chainPrefix)) && typeof features['standard:connect'] === 'object' && features['standard:connect'] !== null;
  } catch {
    return false;
  }
}

function announced(wallet: Wallet): AnnouncedWallet | undefined {
  try {
    const name = wallet.name;
    const id = connectorIdOf(name);
    const info = parseAnnouncedWalletInfo({ uuid: id, name, icon: wallet.icon, rdns: id });
    return info ? { info, provider: walletStandardProvider(wallet), namespace: 'solana' } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Solana wallets registered through the Wallet Standard (`@wallet-standard/app`), including those that
 * register after the page loaded. As with EIP-6963, the first wallet seen under a name keeps its row:
 * a later registration cannot take it over.
 */
export function createWalletStandardDiscovery(chainPrefix = 'solana:'): WalletDiscoveryPort {
  // Only Solana wallets are wrapped today; another family's Wallet Standard chains get their own provider.
  const wallets = new BehaviorSubject<readonly AnnouncedWallet[]>([]);
  const seen = new WeakSet<Wallet>();
  let stopListening: (() => void) | undefined;

  const add = (registered: readonly Wallet[]): void => {
    const fresh: AnnouncedWallet[] = [];
    for (const wallet of registered) {
      if (seen.has(wallet) || !servesFamily(wallet, chainPrefix)) continue;
      seen.add(wallet);
      const found = announced(wallet);
      const taken = (item: AnnouncedWallet): boolean => item.info.rdns === found?.info.rdns;
      if (found && !wallets.getValue().some(taken) && !fresh.some(taken)) fresh.push(found);
    }
    if (fresh.length > 0) wallets.next([...wallets.getValue(), ...fresh]);
  };
  const remove = (unregistered: readonly Wallet[]): void => {
    const gone = new Set(unregistered.map((wallet) => connectorIdOf(wallet.name)));
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
