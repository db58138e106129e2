import { dropLowQualityTokens, type TokenBalance } from '../../domain/balance/token-balance.ts';
import { FIVE_SECONDS_MS } from '../../domain/constants/timing.ts';
import type { ApiBalance } from '../../domain/schemas/api-balance.ts';
import { acceptWalletAssets, walletAssetsToBalances } from '../../domain/schemas/wallet-assets.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import type { ChainAdapter, WalletProvider } from '../ports/chain-adapter.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';

/**
 * How long the wallet gets to answer wallet_getCapabilities + wallet_getAssets before the blockchain API is
 * asked instead (walletport's choice, one of the product's fixed timing values). A hanging wallet never blocks balances.
 */
export const WALLET_ASSETS_TIMEOUT_MS = FIVE_SECONDS_MS;

/** Why the wallet's own answer was not used; the API is asked instead in every case. */
export type WalletAssetsMiss = 'unsupported' | 'refused' | 'timeout';

/** The API's nullable fields become absent ones; zero-decimal tokens are dropped as low quality. */
export function apiBalancesToTokenBalances(list: readonly ApiBalance[]): readonly TokenBalance[] {
  return dropLowQualityTokens(
    list.map(({ name, symbol, chainId, address, value, price, quantity, iconUrl }) => ({
      name,
      symbol,
      chainId,
      ...(address ? { address } : {}),
      ...(typeof value === 'number' ? { value } : {}),
      price,
      quantity,
      iconUrl,
    })),
  );
}

/**
 * Token balances the wallet reports itself (wallet_getAssets), accepted all-or-nothing.
 * A wallet without asset discovery, one answering garbage and one that hangs all end in a miss.
 */
export async function readWalletBalances(
  adapter: ChainAdapter,
  provider: WalletProvider,
  target: { readonly address: string; readonly network: CaipNetwork },
  clock: ClockPort,
): Promise<readonly TokenBalance[] | WalletAssetsMiss> {
  if (!adapter.getWalletAssets) return 'unsupported';
  const raw = await withTimeout(adapter.getWalletAssets(provider, target), clock, WALLET_ASSETS_TIMEOUT_MS);
  if (raw === TIMED_OUT) return 'timeout';
  if (raw === undefined) return 'unsupported';
  const assets = acceptWalletAssets(raw);
  return assets ? walletAssetsToBalances(assets, target.network.caipNetworkId) : 'refused';
}

const TIMED_OUT = Symbol('timed out');

function withTimeout<T>(promise: Promise<T>, clock: ClockPort, ms: number): Promise<T | typeof TIMED_OUT> {
  return new Promise((resolve, reject) => {
    const cancel = clock.schedule(() => resolve(TIMED_OUT), ms);
    promise.then(
      (value) => {
        cancel();
        resolve(value);
      },
      (error: unknown) => {
        cancel();
        reject(error);
      },
    );
  });
}
