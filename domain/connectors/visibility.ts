/**
 * A wallet is excluded when its rdns or its id is listed, or its name is, compared
 * case-insensitively (integrators list directory ids, rdns and names in one `excludeWalletIds`).
 */
export function isExcludedWallet(
  wallet: { readonly id?: string | undefined; readonly name: string; readonly rdns?: string | null | undefined },
  excluded: readonly string[],
): boolean {
  if (excluded.length === 0) return false;
  const name = wallet.name.toLowerCase();
  return excluded.some(
    (entry) => (wallet.rdns ? entry === wallet.rdns : false) || (wallet.id !== undefined && entry === wallet.id) || entry.toLowerCase() === name,
  );
}

/** The generic EIP-1193 connector AppKit names after `window.ethereum` when no wallet announced itself. */
export const BROWSER_WALLET_NAME = 'Browser Wallet';

export interface ConnectorShownContext {
  readonly mobile: boolean;
  /** Some wallet is installed in the browser (announced, or injected under its own name). */
  readonly walletInstalled: boolean;
  readonly excluded: readonly string[];
}

/**
 * The Browser Wallet injected connector is hidden on desktop (the announced wallets stand for it
 * there), and on mobile when it has no rdns and no wallet is installed (it would connect to nothing).
 * Excluded wallets are hidden whatever their type.
 */
export function isConnectorShown(
  connector: { readonly id?: string; readonly name: string; readonly type: string; readonly rdns?: string | undefined },
  context: ConnectorShownContext,
): boolean {
  if (connector.type === 'INJECTED' && connector.name === BROWSER_WALLET_NAME) {
    if (!context.mobile) return false;
    if (!connector.rdns && !context.walletInstalled) return false;
  }
  return !isExcludedWallet(connector, context.excluded);
}
