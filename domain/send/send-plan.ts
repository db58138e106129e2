import type { ChainNamespace } from '../caip/caip.ts';
import { EVM_FAMILY } from '../chain-families/evm.family.ts';
import { SOLANA_FAMILY } from '../chain-families/solana.family.ts';
import { catalogueError } from '../errors/catalogue.ts';
import type { WalletportError } from '../errors/walletport-error.ts';
import type { SendState } from './send-state.ts';

/** What sendToken must do, decided before any wallet is touched. */
export type SendPlan =
  | { readonly kind: 'evmNative'; readonly to: string; readonly amount: number; readonly data: '0x' }
  | { readonly kind: 'evmErc20'; readonly to: string; readonly amount: number; readonly tokenAddress: string }
  | { readonly kind: 'solanaNative'; readonly to: string; readonly amount: number };

export type SendPlanResult = { readonly ok: true; readonly plan: SendPlan } | { readonly ok: false; readonly error: WalletportError };

type SendInput = Pick<SendState, 'token' | 'sendTokenAmount' | 'receiverAddress'>;

/**
 * Preconditions, in this order: amount and receiver ('An amount and receiver address are required'),
 * then token ('A token is required'); then the dispatch by namespace (eip155 and solana; other namespaces
 * 'Unsupported chain'), and a receiver in the family's address format.
 */
export function planSend(namespace: ChainNamespace | undefined, send: SendInput): SendPlanResult {
  const amount = send.sendTokenAmount;
  const to = send.receiverAddress;
  if (amount === undefined || !Number.isFinite(amount) || amount <= 0 || to === undefined || to === '') {
    return { ok: false, error: catalogueError('SEND_AMOUNT_AND_RECEIVER_REQUIRED') };
  }
  if (send.token === undefined) return { ok: false, error: catalogueError('SEND_TOKEN_REQUIRED') };
  switch (namespace) {
    case EVM_FAMILY.namespace: {
      if (!EVM_FAMILY.isAddress(to)) return { ok: false, error: malformedReceiver(namespace) };
      const tokenAddress = send.token.address;
      if (tokenAddress === undefined || tokenAddress === '') return { ok: true, plan: { kind: 'evmNative', to, amount, data: '0x' } };
      return { ok: true, plan: { kind: 'evmErc20', to, amount, tokenAddress } };
    }
    case SOLANA_FAMILY.namespace:
      if (!SOLANA_FAMILY.isAddress(to)) return { ok: false, error: malformedReceiver(namespace) };
      return { ok: true, plan: { kind: 'solanaNative', to, amount } };
    default:
      return { ok: false, error: catalogueError('UNSUPPORTED_CHAIN') };
  }
}

/** Address formats: a receiver that breaks its family's is named as such, with the family's format. */
function malformedReceiver(namespace: typeof EVM_FAMILY.namespace | typeof SOLANA_FAMILY.namespace): WalletportError {
  return catalogueError(namespace === EVM_FAMILY.namespace ? 'SEND_RECEIVER_NOT_EVM_ADDRESS' : 'SEND_RECEIVER_NOT_SOLANA_ADDRESS');
}

/** After a successful send the balance is refreshed for native and solana sends. */
export function refreshesBalanceAfterSend(plan: SendPlan): boolean {
  return plan.kind === 'evmNative' || plan.kind === 'solanaNative';
}
