// The dApp's own EIP-6963 discovery: every wallet that announces itself on `target`, by rdns.
export interface Eip1193Provider {
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>;
}

export interface DiscoveredWallet {
  readonly info: { readonly name: string; readonly rdns: string };
  readonly provider: Eip1193Provider;
}

export function discoverWallets(target: EventTarget): { readonly wallets: ReadonlyMap<string, DiscoveredWallet>; stop(): void } {
  const wallets = new Map<string, DiscoveredWallet>();
  const onAnnounce = (event: Event): void => {
    const detail = (event as CustomEvent<DiscoveredWallet>).detail;
    if (!wallets.has(detail.info.rdns)) wallets.set(detail.info.rdns, detail);
  };
  target.addEventListener('eip6963:announceProvider', onAnnounce);
  target.dispatchEvent(new Event('eip6963:requestProvider'));
  return { wallets, stop: () => target.removeEventListener('eip6963:announceProvider', onAnnounce) };
}
