import { BROWSER_WALLET_ID, type Connector } from './connector.ts';

/**
 * Spec §5: the Browser Wallet injected connector is hidden on desktop, and on mobile when it has no rdns
 * and no injected wallet is installed.
 */
export function isBrowserWalletVisible(options: {
  readonly isMobile: boolean;
  readonly rdns: string | undefined;
  readonly injectedInstalled: boolean;
}): boolean {
  if (!options.isMobile) return false;
  return (options.rdns !== undefined && options.rdns !== '') || options.injectedInstalled;
}

export function isBrowserWallet(connector: Pick<Connector, 'id' | 'type'>): boolean {
  return connector.type === 'INJECTED' && connector.id === BROWSER_WALLET_ID;
}

/** Spec §5: a wallet is excluded when its rdns is listed, or its name is, compared case-insensitively. */
export function isExcludedWallet(
  wallet: { readonly name: string; readonly rdns?: string | undefined },
  excluded: readonly string[],
): boolean {
  if (excluded.length === 0) return false;
  const name = wallet.name.toLowerCase();
  return excluded.some((entry) => (wallet.rdns !== undefined && entry === wallet.rdns) || entry.toLowerCase() === name);
}

export function withoutExcludedWallets<T extends { readonly name: string; readonly rdns?: string | undefined }>(
  wallets: readonly T[],
  excluded: readonly string[],
): readonly T[] {
  return wallets.filter((wallet) => !isExcludedWallet(wallet, excluded));
}
