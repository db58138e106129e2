import { catalogueError } from '../../domain/errors/catalogue.ts';
import { findNetwork, type CaipNetwork } from '../../domain/network/network.ts';
import type { PaymentRequest } from '../../domain/pay/payment-request.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import type { PayConfirmation } from './pay.store.ts';

/** The site's network a payment is on, if the site offers it: only there may a wallet be asked to pay. */
export function payNetwork(runtime: AppRuntime, request: PaymentRequest): CaipNetwork | undefined {
  return findNetwork(runtime.state.siteNetworks.list(), request.paymentAsset.network);
}

/**
 * What a wallet payment of `request` would send from the connected EVM account, refused plainly:
 * AppKit Pay pays from a wallet on eip155 only (PayController.ts:362-386), on a network the site
 * offers (PaymentUtil.ts:30-36), from a connected account.
 */
export function walletPaymentFor(runtime: AppRuntime, request: PaymentRequest): PayConfirmation {
  const { paymentAsset } = request;
  if (!paymentAsset.network.startsWith('eip155:')) throw catalogueError('PAY_INVALID_CHAIN_NAMESPACE');
  const network = payNetwork(runtime, request);
  if (!network) throw catalogueError('PAY_NETWORK_NOT_CONFIGURED', { details: paymentAsset.network });
  const account = runtime.state.accounts.getSnapshot().eip155;
  if (account?.status !== 'connected' || !account.address) throw catalogueError('CONNECT_BEFORE_REQUEST');
  const active = runtime.state.network.getSnapshot().caipNetwork;
  return {
    from: account.address,
    recipient: request.recipient,
    amount: request.amountText,
    symbol: paymentAsset.metadata.symbol,
    assetName: paymentAsset.metadata.name,
    asset: paymentAsset.asset,
    network: network.caipNetworkId,
    networkName: network.name,
    switchesNetwork: active?.caipNetworkId !== network.caipNetworkId,
  };
}
