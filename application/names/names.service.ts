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
import { LatestRequest, type RequestToken } from '../async/requests.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import type { AppState } from '../stores/app-state.ts';
import type { SessionRegistry } from '../wallets/index.ts';
import { embeddedWalletSigner } from '../wallets/connected-provider.ts';
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

  constructor(
    private readonly runtime: AppRuntime,
    private readonly state: AppState,
    private readonly parts: NamesServiceParts,
  ) {}

  /** Call on every keystroke: suggestions are fetched once the input has been still for 500 ms. */
  searchNames(query: string): void {
    this.cancelSearch();
    const search = this.searches.start();
    if (!isValidName(query)) {
      // Nothing to ask the service about; the view shows the rule instead.
      this.parts.store.update({ query, suggestions: [], loading: false, error: undefined });
      return;
    }
    this.cancelSearch = this.runtime.clock.schedule(() => void this.fetchSuggestions(query, search), NAME_DEBOUNCE_MS);
  }

  /** Resolves true once the name is registered; false on any failure (the message is in state). */
  async registerName(name: string): Promise<boolean> {
    if (this.parts.store.getSnapshot().registering) return false;
    const checked = this.registrationContext(name);
    if (!checked.ok) return this.failRegistration(checked.error, false);
    const { auth, address, coinType } = checked.context;
    // The network the name is signed on, even if the visitor switches while the wallet asks.
    const caipNetworkId = this.state.network.getSnapshot().caipNetwork?.caipNetworkId;
    this.parts.store.update({ registering: true, loading: true, error: undefined, registeredName: undefined });
    const message = JSON.stringify(nameRegistrationMessage(name, this.runtime.clock.now()));
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
      onCancel: () => this.parts.store.update({ registering: false, loading: false }),
    };
    this.runtime.outcomes.report({ type: 'nameRegistrationPending', action: pending });
    try {
      await this.parts.api.registerName({ caipNetworkId, coinType, address, signature, message });
    } catch (cause) {
      this.dropTransaction(pending);
      return this.failRegistration(catalogueError('ERROR_REGISTERING_NAME', { params: { name }, cause }));
    }
    this.parts.store.update({ registering: false, loading: false, registeredName: name });
    await this.parts.lookup.remember(address, name);
    this.runtime.outcomes.report({ type: 'nameRegistered' });
    return true;
  }

  private async fetchSuggestions(query: string, search: RequestToken): Promise<void> {
    this.parts.store.update({ loading: true, error: undefined });
    try {
      const suggestions = await this.parts.api.getNameSuggestions(query, this.state.network.getSnapshot().caipNetwork?.caipNetworkId);
      if (!search.isCurrent()) return;
      this.parts.store.update({ query, suggestions, loading: false });
    } catch (cause) {
      if (!search.isCurrent()) return;
      this.runtime.reporter.report(cause, 'name suggestions failed');
      const error = catalogueError('ERROR_FETCHING_NAME_SUGGESTIONS', { cause });
      this.parts.store.update({ query, suggestions: [], loading: false, error });
    }
  }

  /** Needs an active network, a connected address and the embedded wallet's auth connector. */
  private registrationContext(
    name: string,
  ): { readonly ok: true; readonly context: RegistrationContext } | { readonly ok: false; readonly error: WalletportError } {
    const network = this.state.network.getSnapshot().caipNetwork;
    if (!network) return { ok: false, error: catalogueError('NETWORK_NOT_FOUND') };
    const account = this.state.accounts.getSnapshot()[network.chainNamespace];
    const { auth } = this.runtime;
    if (!auth || account?.status !== 'connected' || !account.address) {
      return { ok: false, error: catalogueError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND') };
    }
    if (!isValidName(name)) return { ok: false, error: catalogueError('ERROR_REGISTERING_NAME', { params: { name }, details: 'invalid name' }) };
    if (!familyOf(network.chainNamespace).capabilities.names) return { ok: false, error: catalogueError('UNSUPPORTED_CHAIN') };
    const coinType = evmChainIdToCoinType(Number(network.id));
    if (!coinType.ok) return coinType;
    const signer = connectionKindOf(account.connectorId) === 'AUTH' ? embeddedWalletSigner(this.parts.sessions, auth, network.chainNamespace) : auth;
    return { ok: true, context: { auth: signer, address: account.address, coinType: coinType.coinType } };
  }

  /**
   * A failed registration goes back to RegisterAccountName with the message in state. A registration refused
   * before anything was signed leaves the view where it is.
   */
  private failRegistration(error: WalletportError, backToForm = true): false {
    if (error.category !== 'VALIDATION') this.runtime.reporter.report(error, 'name registration failed');
    this.parts.store.update({ registering: false, loading: false, error: asWalletportError(error) });
    if (backToForm) this.runtime.outcomes.report({ type: 'nameRegistrationFailed' });
    return false;
  }

  /** A failed registration leaves no pending success entry behind on the transaction stack. */
  private dropTransaction(action: TransactionAction): void {
    this.state.modal.update((state) => {
      const stack = state.router.transactionStack ?? [];
      return stack.includes(action) ? { router: { ...state.router, transactionStack: stack.filter((item) => item !== action) } } : {};
    });
  }
}

