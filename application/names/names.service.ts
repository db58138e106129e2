import { familyOf } from '../../domain/chain-families/registry.ts';
import { connectionKindOf } from '../../domain/connectors/connector-ids.ts';
import { NAME_DEBOUNCE_MS } from '../../domain/constants/timing.ts';
import { asWalletportError, catalogueError } from '../../domain/errors/catalogue.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';
import { isValidName, nameRegistrationMessage } from '../../domain/names/name.ts';
import { evmChainIdToCoinType } from '../../domain/network/coin-type.ts';
import type { TransactionAction } from '../../domain/routing/transaction-action.ts';
import type { AuthProviderPort } from '../ports/auth-provider.port.ts';
import type { BlockchainApiPort } from '../ports/blockchain-api.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import type { ErrorReporterPort } from '../ports/error-reporter.port.ts';
import { LatestRequest, type RequestToken } from '../async/latest-request.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import type { ModalService } from '../services/modal.service.ts';
import type { AppState } from '../stores/app-state.ts';
import type { AccountStore, ModalStore, NetworkStore } from '../stores/stores.ts';
import type { SessionRegistry } from '../wallets/index.ts';
import type { NameLookupService } from './name-lookup.service.ts';
import type { NamesStore } from './names.store.ts';

const SIGNATURE = /^0x[0-9a-fA-F]{2,}$/;

/** personal_sign takes the message as hex of its UTF-8 bytes (EIP-1193 wallets and nodes refuse raw text). */
function utf8Hex(text: string): string {
  return `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** What a registration builds on besides the runtime and the shared state. */
export interface NamesServiceParts {
  readonly store: NamesStore;
  readonly lookup: NameLookupService;
  readonly modal: ModalService;
  readonly api: BlockchainApiPort;
  readonly sessions: SessionRegistry;
}

/** Where a registration runs: checked before the visitor is asked to sign anything. */
interface RegistrationContext {
  /** Who signs: the embedded wallet's session provider (approval shown in its frame), else the auth provider. */
  readonly auth: Pick<AuthProviderPort, 'request'>;
  readonly address: string;
  readonly coinType: number;
}

/**
 * Name service: debounced suggestions (500 ms on the clock port) and registration (sign a
 * message through the embedded wallet, push RegisterAccountNameSuccess, register, back to
 * RegisterAccountName on failure). Identity and names of an address live in NameLookupService.
 */
export class NamesService {
  private cancelSearch: () => void = () => undefined;
  /** Started by every keystroke: a late suggestions answer never overwrites a newer query's. */
  private readonly searches = new LatestRequest();

  private readonly store: NamesStore;
  private readonly accounts: AccountStore;
  private readonly network: NetworkStore;
  private readonly modalStore: ModalStore;
  private readonly modal: ModalService;
  private readonly lookup: NameLookupService;
  private readonly api: BlockchainApiPort;
  private readonly auth: AuthProviderPort | null;
  private readonly clock: ClockPort;
  private readonly reporter: ErrorReporterPort;
  private readonly sessions: SessionRegistry;

  constructor(runtime: AppRuntime, state: AppState, parts: NamesServiceParts) {
    this.store = parts.store;
    this.lookup = parts.lookup;
    this.modal = parts.modal;
    this.api = parts.api;
    this.sessions = parts.sessions;
    this.accounts = state.accounts;
    this.network = state.network;
    this.modalStore = state.modal;
    this.auth = runtime.auth;
    this.clock = runtime.clock;
    this.reporter = runtime.reporter;
  }

  /** Call on every keystroke: suggestions are fetched once the input has been still for 500 ms. */
  searchNames(query: string): void {
    this.cancelSearch();
    const search = this.searches.start();
    if (!isValidName(query)) {
      // Nothing to ask the service about; the view shows the rule instead.
      this.store.update({ query, suggestions: [], loading: false, error: undefined });
      return;
    }
    this.cancelSearch = this.clock.schedule(() => void this.fetchSuggestions(query, search), NAME_DEBOUNCE_MS);
  }

  /** Resolves true once the name is registered; false on any failure (the message is in state). */
  async registerName(name: string): Promise<boolean> {
    if (this.store.getSnapshot().registering) return false;
    const checked = this.registrationContext(name);
    if (!checked.ok) return this.failRegistration(checked.error, false);
    const { auth, address, coinType } = checked.context;
    // The network the name is signed on, even if the visitor switches while the wallet asks.
    const caipNetworkId = this.network.getSnapshot().caipNetwork?.caipNetworkId;
    this.store.update({ registering: true, loading: true, error: undefined, registeredName: undefined });
    const message = JSON.stringify(nameRegistrationMessage(name, this.clock.now()));
    let signature: string;
    try {
      const signed = await auth.request({ method: 'personal_sign', params: [utf8Hex(message), address] });
      if (typeof signed !== 'string' || !SIGNATURE.test(signed)) throw new Error('the wallet answered without a signature');
      signature = signed;
    } catch (cause) {
      return this.failRegistration(catalogueError('ERROR_REGISTERING_NAME', { params: { name }, cause }));
    }
    const pending: TransactionAction = {
      view: 'RegisterAccountNameSuccess',
      goBack: false,
      replace: true,
      onCancel: () => this.store.update({ registering: false, loading: false }),
    };
    this.modal.navigate({ type: 'pushTransaction', action: pending });
    try {
      await this.api.registerName({ caipNetworkId, coinType, address, signature, message });
    } catch (cause) {
      this.dropTransaction(pending);
      return this.failRegistration(catalogueError('ERROR_REGISTERING_NAME', { params: { name }, cause }));
    }
    this.store.update({ registering: false, loading: false, registeredName: name });
    await this.lookup.remember(address, name);
    this.modal.navigate({ type: 'replace', view: 'RegisterAccountNameSuccess' });
    return true;
  }

  private async fetchSuggestions(query: string, search: RequestToken): Promise<void> {
    this.store.update({ loading: true, error: undefined });
    try {
      const suggestions = await this.api.getNameSuggestions(query, this.network.getSnapshot().caipNetwork?.caipNetworkId);
      if (!search.isCurrent()) return;
      this.store.update({ query, suggestions, loading: false });
    } catch (cause) {
      if (!search.isCurrent()) return;
      this.reporter.report(cause, 'name suggestions failed');
      const error = catalogueError('ERROR_FETCHING_NAME_SUGGESTIONS', { cause });
      this.store.update({ query, suggestions: [], loading: false, error });
    }
  }

  /** Needs an active network, a connected address and the embedded wallet's auth connector. */
  private registrationContext(
    name: string,
  ): { readonly ok: true; readonly context: RegistrationContext } | { readonly ok: false; readonly error: WalletportError } {
    const network = this.network.getSnapshot().caipNetwork;
    if (!network) return { ok: false, error: catalogueError('NETWORK_NOT_FOUND') };
    const account = this.accounts.getSnapshot()[network.chainNamespace];
    if (!this.auth || account?.status !== 'connected' || !account.address) {
      return { ok: false, error: catalogueError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND') };
    }
    if (!isValidName(name)) return { ok: false, error: catalogueError('ERROR_REGISTERING_NAME', { params: { name }, details: 'invalid name' }) };
    if (!familyOf(network.chainNamespace).capabilities.names) return { ok: false, error: catalogueError('UNSUPPORTED_CHAIN') };
    const coinType = evmChainIdToCoinType(Number(network.id));
    if (!coinType.ok) return coinType;
    // The embedded session's provider opens ApproveTransaction, so the frame is shown while the visitor decides.
    const embedded = connectionKindOf(account.connectorId) === 'AUTH' ? this.sessions.provider(network.chainNamespace) : undefined;
    return { ok: true, context: { auth: embedded ?? this.auth, address: account.address, coinType: coinType.coinType } };
  }

  /**
   * A failed registration goes back to RegisterAccountName with the message in state. A registration refused
   * before anything was signed leaves the view where it is.
   */
  private failRegistration(error: WalletportError, backToForm = true): false {
    if (error.category !== 'VALIDATION') this.reporter.report(error, 'name registration failed');
    this.store.update({ registering: false, loading: false, error: asWalletportError(error) });
    if (backToForm) this.modal.navigate({ type: 'replace', view: 'RegisterAccountName' });
    return false;
  }

  /** A failed registration leaves no pending success entry behind on the transaction stack. */
  private dropTransaction(action: TransactionAction): void {
    this.modalStore.update((state) => {
      const stack = state.router.transactionStack ?? [];
      return stack.includes(action) ? { router: { ...state.router, transactionStack: stack.filter((item) => item !== action) } } : {};
    });
  }
}

