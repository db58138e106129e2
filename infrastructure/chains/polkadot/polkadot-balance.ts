import type { ChainAdapterContext, NativeBalance } from '../../../application/ports/chain-adapter.port.ts';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import { WalletportError } from '../../../domain/errors/walletport-error.ts';
import type { CaipNetwork } from '../../../domain/network/network.ts';
import { RPC_TRANSPORT_DEFAULTS, rpcUrlsFor } from '../../http/rpc-urls.ts';

type ApiPromise = import('@polkadot/api').ApiPromise;

/** The part of System.Account's AccountInfo read here. */
interface AccountInfoLike {
  readonly data?: { readonly free?: { toBigInt?(): bigint } };
}

function withinTimeout<T>(work: Promise<T>, url: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(catalogueError('HTTP_NETWORK', { details: `${url}: no answer in time` })), RPC_TRANSPORT_DEFAULTS.timeoutMs);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

function asCatalogueError(error: unknown, url: string): unknown {
  if (WalletportError.is(error)) return error;
  return catalogueError('HTTP_INVALID_BODY', { cause: error, details: `${url}: ${error instanceof Error ? error.message.slice(0, 200) : 'unreadable answer'}` });
}

/**
 * Free balances read with `@polkadot/api` over HTTP: one ApiPromise per RPC URL, created on the first read
 * (the package is imported here, so connecting and signing never load it). The URL is the network's first
 * in the spec's order: the integrator's custom URLs, then the network's own.
 */
export function polkadotBalances(context: ChainAdapterContext | undefined): (network: CaipNetwork, address: string) => Promise<NativeBalance> {
  const apis = new Map<string, Promise<ApiPromise>>();

  const apiFor = (url: string): Promise<ApiPromise> => {
    let found = apis.get(url);
    if (!found) {
      found = import('@polkadot/api').then(async ({ ApiPromise, HttpProvider }) => {
        const api = new ApiPromise({ provider: new HttpProvider(url), noInitWarn: true });
        // isReadyOrError, not isReady: a node that cannot start the API fails the read instead of hanging it.
        return api.isReadyOrError.catch(async (error: unknown) => {
          await api.disconnect().catch(() => undefined);
          throw error;
        });
      });
      // A node that failed to start the API is asked again on the next read, not remembered as broken.
      found.catch(() => apis.delete(url));
      apis.set(url, found);
    }
    return found;
  };

  return async (network, address) => {
    const [url] = rpcUrlsFor(network, context);
    if (!url) throw catalogueError('HTTP_NETWORK', { details: `no RPC URL for ${network.caipNetworkId}` });
    let info: AccountInfoLike;
    try {
      const api = await withinTimeout(apiFor(url), url);
      const account = api.query['system']?.['account'];
      if (!account) throw catalogueError('HTTP_INVALID_BODY', { details: `${url}: the runtime has no System.Account storage` });
      info = (await withinTimeout(account(address), url)) as AccountInfoLike;
    } catch (error) {
      throw asCatalogueError(error, url);
    }
    const free = info.data?.free;
    if (typeof free?.toBigInt !== 'function') throw catalogueError('HTTP_INVALID_BODY', { details: `${url}: no free balance in the account` });
    return { value: free.toBigInt(), decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol };
  };
}
