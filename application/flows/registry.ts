import type { Flow } from './flow.ts';
import { AccountTypeFlow, type AccountTypeCommands } from '../account-type/index.ts';
import { ActivityFlow, type ActivityCommands } from '../activity/index.ts';
import { BalancesFlow, type BalancesCommands } from '../balances/index.ts';
import { EmailLoginFlow, type EmailLoginCommands } from '../embedded/index.ts';
import { EmailUpdateFlow, type EmailUpdateCommands } from '../embedded/index.ts';
import { FarcasterLoginFlow, type FarcasterLoginCommands } from '../embedded/index.ts';
import { SocialLoginFlow, type SocialLoginCommands } from '../embedded/index.ts';
import { NamesFlow, type NamesCommands } from '../names/index.ts';
import { SendFlow, type SendCommands } from '../send/index.ts';
import { SiwxFlow, type SiwxCommands } from '../siwx/index.ts';
import { SwapFlow, type SwapCommands } from '../swap/index.ts';
import { OnrampFlow, type OnrampCommands } from '../onramp/index.ts';
import { PayFlow, type PayCommands } from '../pay/index.ts';
import type { AccountTypeState } from '../account-type/index.ts';
import type { ActivityState } from '../activity/index.ts';
import type { TokenBalancesState } from '../balances/index.ts';
import type { EmailLoginState } from '../embedded/index.ts';
import type { EmailUpdateState } from '../embedded/index.ts';
import type { FarcasterLoginState } from '../embedded/index.ts';
import type { SocialLoginState } from '../embedded/index.ts';
import type { NamesState } from '../names/index.ts';
import type { SendFlowState } from '../send/index.ts';
import type { SiwxState } from '../siwx/index.ts';
import type { SwapState } from '../swap/index.ts';
import type { OnrampState } from '../onramp/index.ts';
import type { PayState } from '../pay/index.ts';
import { token } from '../token.ts';
import type { CapabilityDefinition } from '../capability.ts';

/**
 * Every flow of an instance, by the name the public API and the hooks use (`kit.flows.send`,
 * `useFlow('send')`): its state and commands here, its class below. The page's first chunk imports
 * only these types, so the classes stay in the core's chunk.
 */
export interface Flows {
  /** Sending the native currency or a token: the token, amount and receiver picked, then the transaction. */
  readonly send: Flow<SendFlowState, SendCommands>;
  /** WalletConnect names (`name.wcn.id`): suggestions while typing, then registering one for the account. */
  readonly names: Flow<NamesState, NamesCommands>;
  /** Sign in with a wallet (the `siwx` option): the message, the signature and the session kept. */
  readonly siwx: Flow<SiwxState, SiwxCommands>;
  /** The account's token balances from the blockchain API (and the `tokens` option), with the native balance. */
  readonly balances: Flow<TokenBalancesState, BalancesCommands>;
  /** The account's transaction history, page by page, grouped by year and month. */
  readonly activity: Flow<ActivityState, ActivityCommands>;
  /** The embedded wallet's account type (EOA or smart account) and its switch. */
  readonly accountType: Flow<AccountTypeState, AccountTypeCommands>;
  /** The embedded wallet's e-mail login: the address, then the one-time code. */
  readonly emailLogin: Flow<EmailLoginState, EmailLoginCommands>;
  /** Changing the embedded wallet's e-mail: codes sent to the old and the new address. */
  readonly emailUpdate: Flow<EmailUpdateState, EmailUpdateCommands>;
  /** The embedded wallet's social login (Google, X, Discord, …) in a pop-up window. */
  readonly socialLogin: Flow<SocialLoginState, SocialLoginCommands>;
  /** The embedded wallet's Farcaster login: the QR code or link, then the approval. */
  readonly farcasterLogin: Flow<FarcasterLoginState, FarcasterLoginCommands>;
  /** Swapping one token for another: the quote, the approval and the swap transaction. */
  readonly swap: Flow<SwapState, SwapCommands>;
  /** Buying crypto: the providers, currencies and quotes, then the provider's purchase page. */
  readonly onramp: Flow<OnrampState, OnrampCommands>;
  /** Paying a merchant with a wallet or an exchange (`walletport/pay`). */
  readonly pay: Flow<PayState, PayCommands>;
}

/** The name of a flow, as `kit.flows[name]` and `useFlow(name)` take it. */
export type FlowName = keyof Flows;

/**
 * The container builds each definition once and hands the facade this map of their parts; a definition
 * whose parts lack the flow's state or commands does not compile here.
 */
export const FLOW_DEFINITIONS: { readonly [Name in FlowName]: CapabilityDefinition<Flows[Name]> } = {
  send: SendFlow,
  names: NamesFlow,
  siwx: SiwxFlow,
  balances: BalancesFlow,
  activity: ActivityFlow,
  accountType: AccountTypeFlow,
  emailLogin: EmailLoginFlow,
  emailUpdate: EmailUpdateFlow,
  socialLogin: SocialLoginFlow,
  farcasterLogin: FarcasterLoginFlow,
  swap: SwapFlow,
  onramp: OnrampFlow,
  pay: PayFlow,
};

export const FLOWS = token<Flows>('Flows');
