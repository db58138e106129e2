import type { WalletportError } from '../../domain/errors/walletport-error.ts';
import type { Exchange } from '../../domain/pay/exchange.ts';
import type { PaymentRequest } from '../../domain/pay/payment-request.ts';
import type { CurrentPayment } from '../../domain/pay/payment-result.ts';
import { Store } from '../stores/store.ts';

/**
 * Where a payment stands: `idle` before a request, `choosing` how to pay, `confirming` the wallet
 * payment shown in full, `paying` while the wallet is asked (a network switch, then the transfer),
 * `opening` the exchange's page in the window the click opened, `waiting` for the exchange to report,
 * `paid` once the wallet sent it or the exchange reported SUCCESS, `failed` when the payment ended
 * without (the reason is `error`).
 */
export type PayStep = 'idle' | 'choosing' | 'confirming' | 'paying' | 'opening' | 'waiting' | 'paid' | 'failed';

/** Exactly what a wallet payment sends: the visitor approves this and nothing else. */
export interface PayConfirmation {
  /** The connected address that pays. */
  readonly from: string;
  /** The address paid. */
  readonly recipient: string;
  /** Plain decimal text in whole units, as the site asked it. */
  readonly amount: string;
  /** The asset's ticker (`USDC`). */
  readonly symbol: string;
  /** The asset's name (`USD Coin`). */
  readonly assetName: string;
  /** 'native', or the token contract the transfer calls. */
  readonly asset: string;
  /** CAIP-2, and the site's name for it. */
  readonly network: string;
  /** The network's name, as the site configured it. */
  readonly networkName: string;
  /** Whether the wallet is asked to switch to `network` first. */
  readonly switchesNetwork: boolean;
}

/** Where Pay (`kit.flows.pay.state`) stands: the request, the exchanges, the payment under way. */
export interface PayState {
  /** Where the payment stands. */
  readonly step: PayStep;
  /** The request `open` checked; undefined until then. */
  readonly request: PaymentRequest | undefined;
  /** Whether the asset's network is one the site offers, so a wallet may pay on it. */
  readonly walletPayable: boolean;
  /** The exchanges selling the asset: `loading` while asked, `failed` with the error kept in `exchangesError`. */
  readonly exchangesStatus: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The exchanges that sell the asset, once loaded. */
  readonly exchanges: readonly Exchange[];
  /** Why the exchanges could not be listed, when they could not. */
  readonly exchangesError: WalletportError | undefined;
  /** The wallet payment shown for the visitor to confirm, from `review` on. */
  readonly confirmation: PayConfirmation | undefined;
  /** AppKit's currentPayment: its type, the exchange session, the status and the transaction hash (`result`). */
  readonly payment: CurrentPayment | undefined;
  /** AppKit's isPaymentInProgress: from the wallet's prompt or the exchange's page until the payment ends. */
  readonly inProgress: boolean;
  /** Clock time after which an exchange that has not reported ends in PAY_NOT_CONFIRMED. */
  readonly waitUntil: number | undefined;
  /** Why the request was refused or the payment failed (a catalogue error, `code` PAY_…). */
  readonly error: WalletportError | undefined;
}

export const INITIAL_PAY_STATE: PayState = {
  step: 'idle',
  request: undefined,
  walletPayable: false,
  exchangesStatus: 'idle',
  exchanges: [],
  exchangesError: undefined,
  confirmation: undefined,
  payment: undefined,
  inProgress: false,
  waitUntil: undefined,
  error: undefined,
};

export class PayStore extends Store<PayState> {
  constructor() {
    super(INITIAL_PAY_STATE);
  }
}
