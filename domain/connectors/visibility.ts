/** Spec §5: a wallet is excluded when its rdns is listed, or its name is, compared case-insensitively. */
export function isExcludedWallet(
  wallet: { readonly name: string; readonly rdns?: string | undefined },
  excluded: readonly string[],
): boolean {
  if (excluded.length === 0) return false;
  const name = wallet.name.toLowerCase();
  return excluded.some((entry) => (wallet.rdns !== undefined && entry === wallet.rdns) || entry.toLowerCase() === name);
}
