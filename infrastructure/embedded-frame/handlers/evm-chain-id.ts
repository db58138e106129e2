/**
 * An EVM chain id as the page may send it (1, '1', '0x1', 'eip155:1'), or undefined for anything else
 * (a Solana or Bitcoin network id, a negative or fractional number, a number past the safe range).
 */
export function readEvmChainId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  if (typeof value !== 'string' || value.length > 80) return undefined;
  const text = value.startsWith('eip155:') ? value.slice('eip155:'.length) : value;
  if (!/^(0x[0-9a-fA-F]{1,13}|[1-9][0-9]{0,15})$/.test(text)) return undefined;
  const parsed = Number(text);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : undefined;
}

/** The `0x` quantity eth_chainId answers. */
export function chainIdHex(chainId: number): string {
  return `0x${chainId.toString(16)}`;
}
