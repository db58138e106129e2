import { formatUnits } from '../../domain/balance/format-units.ts';
import type { TokenBalance } from '../../domain/balance/token-balance.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import type { ConfiguredTokens } from '../config.ts';
import type { ChainAdapter } from '../ports/chain-adapter.port.ts';

/** The token a site lists for one network (AppKit's `tokens` option). */
export interface ListedToken {
  readonly address: string;
  readonly image?: string;
}

export function configuredTokenOf(tokens: ConfiguredTokens | undefined, network: CaipNetwork): ListedToken | undefined {
  return tokens !== undefined && Object.hasOwn(tokens, network.caipNetworkId) ? tokens[network.caipNetworkId] : undefined;
}

/**
 * `list` with the site's token as the chain says it now: its balance, decimals, symbol and name read
 * from the contract, in place of whatever the list said of the same contract. A family whose adapter
 * reads no tokens keeps its list as it is; a failed read fails the fetch (the view then says the
 * balances are unavailable rather than leaving the token out).
 */
export async function withConfiguredToken(
  adapter: ChainAdapter,
  target: { readonly network: CaipNetwork; readonly address: string },
  listed: ListedToken,
  list: readonly TokenBalance[],
): Promise<readonly TokenBalance[]> {
  if (!adapter.getTokenBalance) return list;
  const read = await adapter.getTokenBalance(target.network, { address: target.address, tokenAddress: listed.address });
  const token: TokenBalance = {
    name: read.name,
    symbol: read.symbol,
    chainId: target.network.caipNetworkId,
    address: listed.address,
    // No price source for a site's own token: no value is claimed for it.
    price: 0,
    quantity: { decimals: String(read.decimals), numeric: formatUnits(read.value, read.decimals) ?? '0' },
    iconUrl: listed.image ?? '',
  };
  const same = listed.address.toLowerCase();
  return [...list.filter((entry) => entry.address?.toLowerCase() !== same), token];
}
