import { isUserRejection } from '../../domain/errors/rpc-codes.ts';
import type { TokenBalance } from '../../domain/balance/token-balance.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { asWalletportError, catalogueError } from '../../domain/errors/catalogue.ts';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { planSend, refreshesBalanceAfterSend, type SendPlan } from '../../domain/send/send-plan.ts';
import type { ChainAdapter, SendNativeInput, SendTokenInput, WalletProvider } from '../ports/chain-adapter.port.ts';
import { SEND_APPROVAL_TIMEOUT_MS } from '../../domain/constants/timing.ts';
import { INITIAL_SEND_FLOW_STATE, type SendFlowState, type SendStore } from './send.store.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import type { AppState } from '../stores/app-state.ts';
import { LatestRequest, withinDeadline, type RequestToken } from '../async/requests.ts';
import type { BalanceService } from '../balances/index.ts';
import { connectedProvider } from '../wallets/connected-provider.ts';
import type { Wallets } from '../wallets/wallets.ts';
import { sendAbandonment, type Abandonment } from './send-abandonment.ts';
import { tokenDecimals, toBaseUnits } from './send-amount.ts';
import { fundsShortfall, type FundsQuestion } from './send-funds.reader.ts';

/** What one send works on, fixed when the visitor presses send. */
interface SendContext {
  readonly namespace: ChainNamespace;
  readonly address: string;
  readonly network: CaipNetwork;
  readonly provider: WalletProvider;
  readonly plan: SendPlan;
  readonly value: bigint;
  readonly token: TokenBalance;
  readonly amount: number;
}

type Prepared = { readonly ok: true; readonly context: SendContext } | { readonly ok: false; readonly error: WalletportError };

/**
 * Sending a token: the form (token, amount, receiver), the dispatch by namespace through the chain
 * adapter (the wallet prompts; nothing is sent without its approval), SEND_INITIATED / SEND_SUCCESS,
 * then the balance refresh and the reset. Every failure ends in `status: 'error'`, never a throw.
 */
export class SendService {
  /** Started by every send, cancelled on abandon: a wallet answer for an abandoned send is ignored. */
  private readonly attempts = new LatestRequest();
  private pending: Abandonment | undefined;

  /** `store`: the send capability's own form; `balances`: the native balance, read again after a send. */
  constructor(
    private readonly runtime: AppRuntime,
    private readonly state: AppState,
    private readonly wallets: Wallets,
    private readonly balances: BalanceService,
    private readonly store: SendStore,
  ) {
    // Switching namespace resets the send state (a pending send for the old one is dropped).
    runtime.lifecycle.add(runtime.events.on('namespaceSwitched', () => this.reset()));
  }

  setToken(value: TokenBalance | undefined): void {
    this.edit({ token: value });
  }
  setAmount(value: number | undefined): void {
    this.edit({ sendTokenAmount: value });
  }
  setReceiver(address: string | undefined, profile: { readonly name?: string; readonly imageUrl?: string } = {}): void {
    this.edit({ receiverAddress: address, receiverProfileName: profile.name, receiverProfileImageUrl: profile.imageUrl });
  }

  /** The send state goes back to empty (also on a namespace switch). */
  reset(): void {
    this.abandon();
    this.store.set(INITIAL_SEND_FLOW_STATE);
  }

  /** Stops waiting for a wallet that does not answer; the form keeps its values. */
  cancel(): void {
    if (this.store.getSnapshot().status !== 'sending') return;
    this.abandon();
    this.store.update({ status: 'idle', loading: false });
  }

  /** Resolves true once the wallet sent the transaction; false on any failure (see `error` in state). */
  async send(): Promise<boolean> {
    if (this.store.getSnapshot().status === 'sending') return false;
    const attempt = this.attempts.start();
    const prepared = this.prepare();
    if (!prepared.ok) return this.fail(attempt, prepared.error);
    const { context } = prepared;
    const { clock, lifecycle, reporter, tracker } = this.runtime;
    const abandonment = sendAbandonment(this.state.accounts, context.namespace, context.address);
    this.pending = abandonment;
    this.store.update({ status: 'sending', loading: true, error: undefined });
    const eventProps = { isSmartAccount: false, token: context.token.symbol, amount: context.amount, network: context.network.caipNetworkId };
    try {
      const adapter = await Promise.race([this.adapterFor(context), abandonment.promise]);
      // The wallet is asked only for a send the account can pay for, amount and fee.
      const shortfall = await Promise.race([fundsShortfall(adapter, fundsQuestion(context), reporter), abandonment.promise]);
      if (!attempt.isCurrent()) return false;
      if (shortfall) return this.fail(attempt, shortfall);
      tracker.track('SEND_INITIATED', eventProps);
      const approved = withinDeadline(this.dispatch(adapter, context), {
        clock,
        lifecycle,
        ms: SEND_APPROVAL_TIMEOUT_MS,
        expired: () => catalogueError('SEND_TIMED_OUT'),
      });
      const hash = await Promise.race([approved, abandonment.promise]);
      if (!attempt.isCurrent()) return false;
      tracker.track('SEND_SUCCESS', { ...eventProps, hash });
      // Reset before the refresh: a slow balance read must not keep the form in 'sending'.
      this.store.set({ ...INITIAL_SEND_FLOW_STATE, status: 'success', lastHash: hash, lastNetwork: context.network });
      if (refreshesBalanceAfterSend(context.plan)) await this.balances.refresh(context.namespace);
      return true;
    } catch (error) {
      return this.fail(attempt, error);
    } finally {
      abandonment.stop();
      if (this.pending === abandonment) this.pending = undefined;
    }
  }

  private prepare(): Prepared {
    const form = this.store.getSnapshot();
    const namespace = this.state.network.getSnapshot().activeChain;
    const account = namespace === undefined ? undefined : this.state.accounts.getSnapshot()[namespace];
    // Sending needs a connected address.
    if (namespace === undefined || account?.status !== 'connected' || !account.address) {
      return { ok: false, error: catalogueError('CONNECT_BEFORE_REQUEST') };
    }
    const planned = planSend(namespace, form);
    if (!planned.ok) return planned;
    const network = this.state.network.getSnapshot().caipNetwork;
    if (!network || network.chainNamespace !== namespace) return { ok: false, error: catalogueError('NETWORK_NOT_FOUND') };
    const sendToken = form.token;
    const decimals = sendToken === undefined ? undefined : tokenDecimals(sendToken.quantity.decimals);
    const value = decimals === undefined ? undefined : toBaseUnits(planned.plan.amount, decimals);
    if (sendToken === undefined || value === undefined) return { ok: false, error: catalogueError('SEND_AMOUNT_AND_RECEIVER_REQUIRED') };
    const provider = connectedProvider(this.wallets, namespace, account.connectorId);
    if (!provider) return { ok: false, error: catalogueError('WALLET_NOT_FOUND') };
    return {
      ok: true,
      context: { namespace, address: account.address, network, provider, plan: planned.plan, value, token: sendToken, amount: planned.plan.amount },
    };
  }

  /** The namespace's adapter, refused at once when it cannot make this kind of send. */
  private async adapterFor(context: SendContext): Promise<ChainAdapter> {
    const { namespace } = context;
    const { adapters } = this.wallets;
    if (!adapters.has(namespace)) throw catalogueError('CHAIN_ADAPTER_NOT_FOUND', { details: namespace });
    const adapter = await adapters.load(namespace);
    if (context.plan.kind === 'evmErc20' ? !adapter.sendToken : !adapter.sendNative) {
      throw catalogueError('CHAIN_ADAPTER_NOT_FOUND', { details: `${namespace} adapter cannot send ${context.plan.kind === 'evmErc20' ? 'tokens' : 'natively'}` });
    }
    return adapter;
  }

  private async dispatch(adapter: ChainAdapter, context: SendContext): Promise<string> {
    const input = transferInput(context);
    if ('tokenAddress' in input && adapter.sendToken) return adapter.sendToken(context.provider, input);
    if (!('tokenAddress' in input) && adapter.sendNative) return adapter.sendNative(context.provider, input);
    throw catalogueError('CHAIN_ADAPTER_NOT_FOUND', { details: `${context.namespace} adapter cannot send` });
  }

  private fail(attempt: RequestToken, cause: unknown): false {
    if (!attempt.isCurrent()) return false;
    if (!isUserRejection(cause) && !(WalletportError.is(cause) && cause.category === 'VALIDATION')) this.runtime.reporter.report(cause, 'send failed');
    // A declined prompt is about this transaction, not the connection: the send's own message says so.
    const error = isUserRejection(cause) ? catalogueError('SEND_DECLINED', { cause }) : asWalletportError(cause);
    this.store.update({ status: 'error', loading: false, error });
    return false;
  }

  /** Editing the form clears a previous outcome; edits while the wallet prompts are kept for the next send. */
  private edit(patch: Partial<SendFlowState>): void {
    const { status } = this.store.getSnapshot();
    this.store.update(status === 'sending' ? patch : { ...patch, status: 'idle', error: undefined });
  }

  /** The pending send (if any) stops waiting and settles as `false`; its wallet answer is ignored. */
  private abandon(): void {
    this.attempts.cancel();
    this.pending?.abandon(catalogueError('USER_REJECTED'));
    this.pending?.stop();
    this.pending = undefined;
  }
}

/** What goes to the adapter: a token transfer names its contract, a native one does not. */
function transferInput(context: SendContext): SendNativeInput | SendTokenInput {
  const input = { network: context.network, from: context.address, to: context.plan.to, value: context.value };
  return context.plan.kind === 'evmErc20' ? { ...input, tokenAddress: context.plan.tokenAddress } : input;
}

function fundsQuestion(context: SendContext): FundsQuestion {
  return { network: context.network, address: context.address, input: transferInput(context), token: context.token };
}
