import { INITIAL_SEND_STATE, type SendState } from '../../domain/send/send-state.ts';
import { Store } from '../stores/store.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';

/** Where the send flow stands; failures are state, never a throw into the page. */
export type SendStatus = 'idle' | 'sending' | 'success' | 'error';

/** Send state plus the flow's outcome (kept across the reset that follows a success). */
export interface SendFlowState extends SendState {
  /** Where the send stands: `sending` while the wallet is asked, then `success` or `error`. */
  readonly status: SendStatus;
  /** User-facing text of the last failure. */
  readonly error: WalletportError | undefined;
  /** Hash of the last transaction the wallet sent. */
  readonly lastHash: string | undefined;
  /**
   * The network that transaction was sent on: the wallet may move to another before the visitor
   * looks, and the hash means nothing on any other chain.
   */
  readonly lastNetwork: CaipNetwork | undefined;
}

export const INITIAL_SEND_FLOW_STATE: SendFlowState = { ...INITIAL_SEND_STATE, status: 'idle', error: undefined, lastHash: undefined, lastNetwork: undefined };

/** The send flow: the form and its request. */
export class SendStore extends Store<SendFlowState> {
  constructor() {
    super(INITIAL_SEND_FLOW_STATE);
  }
}
