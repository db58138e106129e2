import type { ChainAdapterContext, NativeBalance } from '../../../application/ports/chain-adapter.port.ts';
import { isCosmosAddress } from '../../../domain/address/cosmos-address.ts';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import { bech32PrefixOf } from '../../../domain/network/catalogue/cosmos-bech32.ts';
import type { CaipNetwork } from '../../../domain/network/network.ts';
import { rpcUrlsFor } from '../../http/rpc-urls.ts';
import { readJsonRpc } from '../json-rpc-read.ts';

/**
 * The bank denomination of each chain's native coin, in base units. A chain's registry entry says it;
 * nothing on the network object does, so the chains walletport knows are listed here.
 */
const NATIVE_DENOMS: Readonly<Record<string, string>> = {
  'cosmos:cosmoshub-4': 'uatom',
  'cosmos:theta-testnet-001': 'uatom',
  'cosmos:osmosis-1': 'uosmo',
};

export function nativeDenomOf(caipNetworkId: string): string | undefined {
  return Object.hasOwn(NATIVE_DENOMS, caipNetworkId) ? NATIVE_DENOMS[caipNetworkId] : undefined;
}

/**
 * The native balance with one CometBFT `abci_query` of the bank module's Balance, trying the network's URLs
 * in the usual order: custom, then the network's own (the catalogue's are public nodes). The RPC proxy
 * serves no cosmos chain, so a URL on it is never asked. The protobuf code is imported on the first read,
 * so pages that never show a cosmos balance do not download it; no cosmjs client is loaded for a read.
 */
export async function readCosmosBalance(context: ChainAdapterContext | undefined, network: CaipNetwork, address: string): Promise<NativeBalance> {
  const denom = nativeDenomOf(network.caipNetworkId);
  const prefix = bech32PrefixOf(network.caipNetworkId);
  if (denom === undefined || prefix === undefined) throw catalogueError('NETWORK_NOT_FOUND', { details: `no native denomination is known for ${network.caipNetworkId}` });
  if (!isCosmosAddress(address, prefix)) throw catalogueError('INVALID_ARGUMENT', { params: { name: 'address', expected: `a ${prefix} bech32 address` } });
  const urls = rpcUrlsFor(network, context);
  const { balanceOfQueryResult, balanceQueryParams } = await import('./bank-balance-query.ts');
  // The first URL's failure is reported: it is the one the integrator chose (custom URLs come first).
  const value = await readJsonRpc(urls, 'abci_query', balanceQueryParams(address, denom), (result, url) => balanceOfQueryResult(result, denom, url));
  return { value, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol };
}
