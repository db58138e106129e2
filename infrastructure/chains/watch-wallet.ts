import type { WalletEventHandlers, WalletProvider } from '../../application/ports/chain-adapter.port.ts';

/**
 * Follows a connected wallet of a family without chains of its own (Solana, Bitcoin, Cosmos) for the core:
 * its account changes, read by the family's own rule, and its disconnect. Returns the teardown.
 */
export function watchWallet(provider: WalletProvider, handlers: WalletEventHandlers, accountsOf: (answer: unknown) => readonly string[]): () => void {
  const onAccounts = (answer: unknown): void => handlers.accountsChanged(accountsOf(answer));
  const onDisconnect = (): void => handlers.disconnect();
  provider.on?.('accountsChanged', onAccounts);
  provider.on?.('disconnect', onDisconnect);
  return () => {
    provider.removeListener?.('accountsChanged', onAccounts);
    provider.removeListener?.('disconnect', onDisconnect);
  };
}
