import type { ChainAdapterContext, NativeBalance } from '../../../application/ports/chain-adapter.port.ts';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import type { CaipNetwork } from '../../../domain/network/network.ts';
import { rpcUrlsFor } from '../../http/rpc-urls.ts';
import { decodeSs58Address } from '../../siwx/polkadot-signature.ts';
import { readJsonRpc } from '../json-rpc-read.ts';
import { freeBalanceOf, systemAccountKey } from './system-account-storage.ts';

/**
 * Free balances read with one `state_getStorage` of System.Account per read, decoded here: no Polkadot
 * SDK is loaded for it (the SS58 and blake2b code is the adapter's own). The node asked is the network's
 * first URL in the spec's order: the integrator's custom URLs, then the network's own.
 */
export function polkadotBalances(context: ChainAdapterContext | undefined): (network: CaipNetwork, address: string) => Promise<NativeBalance> {
  return async (network, address) => {
    const [url] = rpcUrlsFor(network, context);
    if (!url) throw catalogueError('HTTP_NETWORK', { details: `no RPC URL for ${network.caipNetworkId}` });
    const account = decodeSs58Address(address);
    if (!account) throw catalogueError('INVALID_ARGUMENT', { params: { name: 'address', expected: 'an SS58 account address' } });
    const free = await readJsonRpc([url], 'state_getStorage', [systemAccountKey(account.accountId)], (storage) => freeBalanceOf(storage));
    return { value: free, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol };
  };
}
