/**
 * Every type the public API names, so a dApp can write its own adapters, wrappers and state
 * selectors against walletport without reaching into the package's internals.
 */
// Options and configuration
export type { AppKitOptions, EmbeddedWalletOptions, PortOverrides, WalletConnectOptions } from '../../application/options.ts';
export type { EndpointsConfig, RemoteConfig } from '../../application/endpoints.ts';
export type { AppMetadata, ThemeMode } from '../../domain/options/options.ts';
export type { ThemeVariables } from '../../domain/theme/theme.ts';
export type { Messages, MessageKey } from '../i18n/catalogue.ts';
// The instance and its state
// `AppKit` (the instance type) comes with AppKit's class value, exported by each entry; the interface it
// names is published as `AppKitInstance`, where its members are documented.
export type { AppKit as AppKitInstance } from '../core/app-kit-instance.ts';
export type { LateFlow, LateFlows, Promised } from '../core/late-flows.ts';
export type { LateSource } from '../core/core-link.ts';
export type { StateObservable, StateReader, StateReader as Source } from '../../application/stores/state-observable.ts';
export type { Flow, FlowCommands, FlowState, CommandsOf } from '../../application/flows/flow.ts';
export type { Flows, FlowName } from '../../application/flows/registry.ts';
export type { PayCommands, PayState, PayStep, PayConfirmation, PayWithExchangeInput, PayAnswer, PayUrlInput } from '../../application/pay/index.ts';
export type { PayAnswerValue, PayAnswerError } from '../../application/pay/pay-lookups.ts';
export type { BuyStatusReport } from '../../domain/pay/exchange.ts';
export type { PaymentRequest } from '../../domain/pay/payment-request.ts';
export type { SwapCommands, SwapState, SwapStatus, SwapQuoteView } from '../../application/swap/index.ts';
export type { SwapApprovalNeeded } from '../../application/swap/swap.store.ts';
export type { SwapToken } from '../../domain/swap/swap-token.ts';
export type { OnrampCommands, OnrampState, OnrampStatus, OnrampOffer, OnrampPending, OnrampArrival } from '../../application/onramp/index.ts';
export type { OnrampOptions, OnrampPaymentCurrency, OnrampPaymentLimit, OnrampPurchaseCurrency, OnrampPurchaseNetwork } from '../../domain/onramp/onramp-options.ts';
export type { OnrampProviderName, CoinbasePayDestination } from '../../domain/onramp/onramp-providers.ts';
export type { OnrampQuote, OnrampFigure } from '../../domain/onramp/onramp-quote.ts';
export type { SendInput, SendCommands } from '../../application/send/index.ts';
export type { NamesCommands } from '../../application/names/index.ts';
export type { SiwxCommands } from '../../application/siwx/index.ts';
export type { BalancesCommands } from '../../application/balances/index.ts';
export type { ActivityCommands } from '../../application/activity/index.ts';
export type { AccountTypeCommands } from '../../application/account-type/index.ts';
export type { EmailLoginCommands } from '../../application/embedded/index.ts';
export type { EmailUpdateCommands } from '../../application/embedded/index.ts';
export type { SocialLoginCommands, SocialLoginState, SocialLoginStep, FarcasterLoginCommands, FarcasterLoginState, FarcasterLoginStep } from '../../application/embedded/index.ts';
export type { Features, SocialProvider } from '../../domain/constants/features.ts';
export type { OAuthSocialProvider } from '../../domain/connectors/social-login.ts';
export type { AccountSnapshot, PublicState, EmbeddedWalletInfo } from '../../application/app-kit.ts';
export type { ConnectionStatus } from '../../domain/connection/connection-status.ts';
export type { AccountType } from '../../domain/account/account-types.ts';
export type { ParsedCaipAddress, ParsedCaipNetworkId } from '../../domain/caip/caip.ts';
export type { ErrorCategory, WalletportErrorInit } from '../../domain/errors/walletport-error.ts';
export type { CustomWallet } from '../../domain/options/option-types.ts';
export type { AppKitOpenOptions } from '../core/app-kit-instance.ts';
export type { AppKitTheme, NetworkSnapshot } from '../core/appkit-methods.ts';
export type { Transaction, TransactionTransfer } from '../../domain/activity/transaction.ts';
export type { TransactionYearGroup, TransactionMonthGroup } from '../../domain/activity/group-transactions.ts';
export type { ConnectedSocial } from '../../domain/connectors/social-login.ts';
export type { PopupPort, PopupWindow, PageMessage } from '../../application/ports/popup.port.ts';
export type { NameSuggestion } from '../../domain/names/name.ts';
export type { NativeBalanceRead } from '../../application/balances/index.ts';
export type { QueryValue } from '../../application/ports/http.port.ts';
export type { WalletConnectNamespaceSession } from '../../application/ports/walletconnect.port.ts';
export type { UniversalProviderAuthenticator } from '../../application/ports/siwx.port.ts';
export type { FetchBalanceResult } from '../core/fetch-balance.ts';
export type { ProviderType } from '../../application/host-commands/index.ts';
export type { SessionOptions, SendNativeInput, SendTokenInput, ContractCallInput, TokenOnChain, AdapterHost } from '../../application/ports/chain-adapter.port.ts';
export type { FarcasterApproval } from '../../application/ports/auth-provider.port.ts';
// The frame's names of the e-mail steps, which the port's `connectEmail` and `updateEmail` answer.
export type { EmailLoginStep as FrameEmailLoginStep, EmailUpdateStep as FrameEmailUpdateStep } from '../../application/ports/auth-provider.port.ts';
export type { EmbeddedWalletUser } from '../../domain/embedded/embedded-user.ts';
export type { ThemeSyncPayload } from '../../domain/theme/theme.ts';
export type { CookieStorageOptions } from '../../infrastructure/storage/cookie-storage.ts';
export type { OpenOptions } from '../../application/modal/modal.ts';
export type { ModalEvent } from '../../application/events/app-events.ts';
export type { WalletInfo, AccountEntry, NetworkState, ModalState, AccountsState, NamespaceAccount } from '../../application/stores/state.ts';
export type { RouterState, TransactionAction } from '../../domain/routing/router.ts';
export type { CatalogueEntry, CatalogueKind, SnackbarVariant } from '../../domain/errors/catalogue-entry.ts';
export type { SiwxState } from '../../application/siwx/index.ts';
export type { SendFlowState, SendStatus } from '../../application/send/index.ts';
export type { NamesState } from '../../application/names/index.ts';
export type { TokenBalancesState } from '../../application/balances/index.ts';
export type { ActivityState } from '../../application/activity/index.ts';
export type { AccountTypeState } from '../../application/account-type/index.ts';
export type { EmailLoginState, EmailLoginStep } from '../../application/embedded/index.ts';
export type { EmailUpdateState, EmailUpdateStep } from '../../application/embedded/index.ts';
export type { Identity } from '../../application/names/index.ts';
export type { TokenBalance } from '../../domain/balance/token-balance.ts';
export type { PreferredAccountType } from '../../domain/account/account-types.ts';
// Networks and addresses
export type { CaipNetwork } from '../../domain/network/network.ts';
export type { CaipAddress, CaipNetworkId, ChainNamespace } from '../../domain/caip/caip.ts';
// Ports: what an integrator may replace through `createAppKit({ ports })`
export type { StoragePort } from '../../application/ports/storage.port.ts';
export type { ClockPort } from '../../application/ports/clock.port.ts';
export type { EnvironmentPort } from '../../application/ports/environment.port.ts';
export type { ErrorReporterPort } from '../../application/ports/error-reporter.port.ts';
export type { WalletDiscoveryPort, AnnouncedWallet } from '../../application/ports/wallet-discovery.port.ts';
export type { HttpPort, HttpRequest, HttpMethod } from '../../application/ports/http.port.ts';
export type { AnalyticsPort, AnalyticsEvent, AnalyticsEventName, AnalyticsPayload } from '../../application/ports/analytics.port.ts';
export type { TelemetryPort, TelemetryPayload } from '../../application/ports/telemetry.port.ts';
export type { BlockchainApiPort, TransactionsRequest, TransactionsPage, RegisterNameRequest } from '../../application/ports/blockchain-api.port.ts';
export type { ApiTransaction, ApiTransactionMetadata, ApiTransfer, ApiFungibleInfo, ApiNftInfo } from '../../domain/schemas/api-transactions.ts';
export type { ApiNameRecord, ApiNameAddress, ApiNameSuggestion, ApiIdentity } from '../../domain/schemas/api-names.ts';
export type { ApiBalance } from '../../domain/schemas/api-balance.ts';
export type { ApiWallet, ApiWalletInjection, WalletBadge } from '../../domain/schemas/api-directory.ts';
export type { AnnouncedWalletInfo } from '../../domain/connectors/announced-wallet.ts';
export type { WalletDirectoryPort, WalletListQuery, WalletListPage } from '../../application/ports/wallet-directory.port.ts';
export type { ProjectConfigPort } from '../../application/ports/project-config.port.ts';
export type { AuthProviderPort } from '../../application/ports/auth-provider.port.ts';
export type { WalletConnectPort, WalletConnectPairing, WalletConnectSession, WalletConnectPeer } from '../../application/ports/walletconnect.port.ts';
export type { SiwxConfig, SiwxMessageInput } from '../../application/ports/siwx.port.ts';
export type {
  SwapSourceFactories,
  SwapSourcePort,
  SwapSourceToken,
  SwapSourceQuote,
  SwapQuoteRequest,
  SwapApprovalRequest,
  SwapBuildRequest,
  SwapTransaction,
  SwapApprovalTransaction,
  SwapBuildTransaction,
  UniswapV2ChainReads,
  UniswapV2Market,
} from '../../application/ports/swap-source.port.ts';
export type {
  ChainAdapter,
  ChainAdapterContext,
  ChainAdapterDescriptor,
  CustomRpcUrls,
  WalletProvider,
  WalletSession,
  WalletEventHandlers,
  NativeBalance,
} from '../../application/ports/chain-adapter.port.ts';
// AppKit's type names, for code migrating with its type imports unchanged.
import type { AccountSnapshot } from '../../application/app-kit.ts';
import type { ModalEvent } from '../../application/events/app-events.ts';
import type { AppKit } from '../core/app-kit-instance.ts';
import type { NetworkSnapshot } from '../core/appkit-methods.ts';
export type { AppKitOptions as CreateAppKit } from '../../application/options.ts';
/** AppKit's `UseAppKitAccountReturn`: what `useAppKitAccount` returns. */
export type UseAppKitAccountReturn = Omit<AccountSnapshot, 'walletInfo'>;
/** AppKit's `UseAppKitNetworkReturn`: what `useAppKitNetwork` returns. */
export type UseAppKitNetworkReturn = NetworkSnapshot & {
  /** A configured network, its CAIP id, or a viem chain with the id of a configured eip155 network. */
  readonly switchNetwork: AppKit['switchNetwork'];
};
/** AppKit's `Event`: what an event of the stream carries. */
export type Event = ModalEvent['data'];
export type { WalletInfo as ConnectedWalletInfo } from '../../application/stores/state.ts';
export type { ModalEvent as EventsControllerState } from '../../application/events/app-events.ts';
export type { PublicState as PublicStateControllerState } from '../../application/app-kit.ts';
export type { SiwxConfig as SIWXConfig } from '../../application/ports/siwx.port.ts';
export type { AppKitNetwork } from '../../domain/network/to-caip-network.ts';
