import { BehaviorSubject } from 'rxjs';
import type { WalletProvider } from '../../application/ports/chain-adapter.port.ts';
import type { AnnouncedWallet, WalletDiscoveryPort } from '../../application/ports/wallet-discovery.port.ts';
import { parseAnnouncedWalletInfo } from '../../domain/connectors/announced-wallet.ts';

const ANNOUNCE = 'eip6963:announceProvider';
const REQUEST = 'eip6963:requestProvider';

function isProvider(value: unknown): value is WalletProvider {
  return typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function';
}

/**
 * Listens for EIP-6963 announcements. Any script on the page can announce, so the info is checked
 * against the schema and a bad announcement is dropped without touching the good ones.
 */
export function createEip6963Discovery(target: EventTarget | undefined = typeof window === 'undefined' ? undefined : window): WalletDiscoveryPort {
  const wallets = new BehaviorSubject<readonly AnnouncedWallet[]>([]);
  let listening = false;

  const onAnnounce = (event: Event): void => {
    const detail: unknown = (event as CustomEvent<unknown>).detail;
    if (typeof detail !== 'object' || detail === null) return;
    const info = parseAnnouncedWalletInfo((detail as { info?: unknown }).info);
    const provider: unknown = (detail as { provider?: unknown }).provider;
    if (!info || !isProvider(provider)) return;
    const current = wallets.getValue();
    const existing = current.find((wallet) => wallet.info.rdns === info.rdns);
    if (existing && existing.provider === provider && existing.info.uuid === info.uuid) return;
    const announced: AnnouncedWallet = { info, provider, namespace: 'eip155' };
    const next = existing ? current.map((wallet) => (wallet.info.rdns === info.rdns ? announced : wallet)) : [...current, announced];
    wallets.next(next);
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
    },
  };
}
