import { numberToHex } from 'viem';
import type { WalletProvider } from '../../../application/ports/chain-adapter.port.ts';
import type { CaipNetwork } from '../../../domain/network/network.ts';

/** Reads one field of a wallet's answer; a throwing getter or a revoked proxy reads as absent. */
function field(value: unknown, key: string): unknown {
  try {
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  } catch {
    return undefined;
  }
}

/** The key of an EIP-5792 chain-keyed object for `chainId`, whatever its case or leading zeros. */
function chainKey(answer: object, chainId: bigint): string | undefined {
  return Object.keys(answer).find((candidate) => /^0x[0-9a-f]{1,64}$/i.test(candidate) && BigInt(candidate) === chainId);
}

/** The entry for `chainId`; undefined when absent or unreadable (a throwing getter, a revoked proxy). */
function entryForChain(answer: unknown, chainId: bigint): unknown {
  try {
    if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return undefined;
    const key = chainKey(answer, chainId);
    return key === undefined ? undefined : (answer as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

/** EIP-5792: the wallet says, per hex chain id, whether it supports asset discovery (ERC-7811). */
export function supportsAssetDiscovery(capabilities: unknown, chainId: bigint): boolean {
  return field(field(entryForChain(capabilities, chainId), 'assetDiscovery'), 'supported') === true;
}

/**
 * Wallet calls: `wallet_getCapabilities`, then `wallet_getAssets` (account, chainFilter) for the
 * network. Resolves undefined when the wallet lacks asset discovery there (the caller asks the API); the
 * chain's entry otherwise, unchecked: the domain accepts or refuses it as a whole. An answer that
 * is an object without this chain's entry means the wallet holds nothing here.
 */
export async function getWalletAssets(provider: WalletProvider, input: { readonly address: string; readonly network: CaipNetwork }): Promise<unknown> {
  const chainId = BigInt(input.network.id);
  const chainIdHex = numberToHex(chainId);
  const capabilities: unknown = await provider.request({ method: 'wallet_getCapabilities', params: [input.address, [chainIdHex]] });
  if (!supportsAssetDiscovery(capabilities, chainId)) return undefined;
  const answer: unknown = await provider.request({ method: 'wallet_getAssets', params: [{ account: input.address, chainFilter: [chainIdHex] }] });
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return answer ?? null;
  // Unlike the capabilities, an unreadable answer here is not "nothing held": it throws, and the API is asked.
  const key = chainKey(answer, chainId);
  return key === undefined ? [] : (answer as Record<string, unknown>)[key];
}
