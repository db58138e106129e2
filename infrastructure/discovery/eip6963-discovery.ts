import { BehaviorSubject } from 'rxjs';
import { EVM_FAMILY } from '../../domain/chain-families/evm.family.ts';
import type { WalletProvider } from '../../application/ports/chain-adapter.port.ts';
import type { AnnouncedWallet, WalletDiscoveryPort } from '../../application/ports/wallet-discovery.port.ts';
import { parseAnnouncedWalletInfo } from '../../domain/connectors/announced-wallet.ts';

const ANNOUNCE = 'eip6963:announceProvider';
const REQUEST = 'eip6963:requestProvider';

function isProvider(value: unknown): value is WalletProvider {
  return typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function';
}

/** The announcement's wallet, or undefined for anything malformed or hostile (throwing getters included). */
function readAnnouncement(event: Event): AnnouncedWallet | undefined {
  try {
    const detail: unknown = (event as CustomEvent<unknown>).detail;
    if (typeof detail !== 'object' || detail === null) return undefined;
    const info = parseAnnouncedWalletInfo((detail as { info?: unknown }).info);
    const provider: unknown = (detail as { provider?: unknown }).provider;
    return info && isProvider(provider) ? { info, provider, namespace: EVM_FAMILY.namespace } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Listens for EIP-6963 announcements. Any script on the page can announce, so the info is checked
 * against the schema and a bad announcement is dropped without touching the good ones.
 */
export function createEip6963Discovery(target: EventTarget | undefined = typeof window === 'undefined' ? undefined : window): WalletDiscoveryPort {
  const wallets = new BehaviorSubject<readonly AnnouncedWallet[]>([]);
  let listening = false;

  /**
   * Any script on the page can announce, so the first provider seen for an rdns and for a uuid keeps
   * its row: a later announcement can neither replace it (an impostor reusing the rdns or uuid) nor
   * change what a visible row connects to. A look-alike under another rdns is simply another row.
   */
  // Announcements arriving in one task (a page announcing 500 wallets in a loop) become one update:
  // one list for the connectors and one render, instead of one per announcement.
  let pending: AnnouncedWallet[] = [];
  const flush = (): void => {
    const batch = pending;
    pending = [];
    if (batch.length > 0) wallets.next([...wallets.getValue(), ...batch]);
  };
  const onAnnounce = (event: Event): void => {
    const announced = readAnnouncement(event);
    if (!announced) return;
    const taken = (wallet: AnnouncedWallet): boolean => wallet.info.rdns === announced.info.rdns || wallet.info.uuid === announced.info.uuid;
    if (wallets.getValue().some(taken) || pending.some(taken)) return;
    if (pending.length === 0) queueMicrotask(flush);
    pending.push(announced);
  };

  return {
    wallets$: wallets.asObservable(),
    requestAnnouncements() {
      if (!target) return;
      if (!listening) {
        target.addEventListener(ANNOUNCE, onAnnounce);
        listening = true;
      }
      target.dispatchEvent(new Event(REQUEST));
    },
    stop() {
      if (!target || !listening) return;
      target.removeEventListener(ANNOUNCE, onAnnounce);
      listening = false;
      pending = [];
    },
  };
}
