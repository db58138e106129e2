import { parseCaipAddress, type CaipAddress, type CaipNetworkId, type ChainNamespace } from '../../domain/caip/caip.ts';
import { asWalletportError, catalogueError, catalogueMessage, userFacingMessage } from '../../domain/errors/catalogue.ts';
import { signatureFailureCode } from '../../domain/errors/signing-errors.ts';
import { siwxCancelPlan, usesUniversalProviderSiwx, type SiwxMessageData } from '../../domain/siwx/siwx.ts';
import type { ErrorReporterPort } from '../ports/error-reporter.port.ts';
import type { UniversalProviderAuthenticator } from '../ports/siwx.port.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import type { ModalService } from '../services/modal.service.ts';
import type { SnackbarService } from '../services/snackbar.service.ts';
import type { AppState } from '../stores/app-state.ts';
import type { AccountStore, ModalStore, NetworkStore } from '../stores/stores.ts';
import type { EventTracker } from '../events/event-tracker.ts';
import { LatestRequest } from '../async/latest-request.ts';
import type { SiwxDisconnects } from './siwx-disconnects.ts';
import type { SiwxSessionsService } from './siwx-sessions.service.ts';
import type { SiwxSigner } from './siwx-signer.ts';
import type { SiwxStore } from './siwx.store.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';

/** What the sign-in builds on besides the runtime and the shared state. */
export interface SiwxServiceParts {
  readonly sessions: SiwxSessionsService;
  readonly modal: ModalService;
  readonly disconnects: SiwxDisconnects;
  readonly signer: SiwxSigner;
}

/** Sign-in with a wallet message: ask on connect, sign, decline, cancel. */
export class SiwxService {
  /** Started by every sign request, cancelled by cancel: a signature that arrives after a newer one is ignored. */
  private readonly signRequests = new LatestRequest();

  private readonly store: SiwxStore;
  private readonly accounts: AccountStore;
  private readonly network: NetworkStore;
  private readonly modalStore: ModalStore;
  private readonly reporter: ErrorReporterPort;
  private readonly sessions: SiwxSessionsService;
  private readonly modal: ModalService;
  private readonly snackbar: SnackbarService;
  private readonly tracker: EventTracker;
  private readonly chainDisconnect: SiwxDisconnects['chain'];
  private readonly disconnects: SiwxDisconnects['all'];
  private readonly signer: SiwxSigner;

  constructor(runtime: AppRuntime, state: AppState, parts: SiwxServiceParts) {
    this.store = state.siwx;
    this.accounts = state.accounts;
    this.network = state.network;
    this.modalStore = state.modal;
    this.reporter = runtime.reporter;
    this.snackbar = runtime.snackbar;
    this.tracker = runtime.tracker;
    this.sessions = parts.sessions;
    this.modal = parts.modal;
    this.chainDisconnect = parts.disconnects.chain;
    this.disconnects = parts.disconnects.all;
    this.signer = parts.signer;
    runtime.lifecycle.add(runtime.events.on('connected', ({ caipAddress }) => void this.initializeIfEnabled(caipAddress)));
  }

  /**
   * On connect, SIWXSignMessage opens when the address has no session. When the sessions cannot
   * be read: 'A problem occurred while trying initialize authentication', disconnect, back to Connect.
   */
  async initializeIfEnabled(caipAddress: CaipAddress | undefined = this.activeCaipAddress()): Promise<void> {
    if (!this.sessions.config() || !caipAddress) return;
    const namespace = parseCaipAddress(caipAddress).namespace;
    try {
      const sessions = await this.sessions.sessionsFor(caipAddress);
      if (caipAddress !== this.activeCaipAddress()) return;
      if (sessions.some((session) => session.data.accountAddress.toLowerCase() === parseCaipAddress(caipAddress).address.toLowerCase())) {
        this.store.update({ hasSession: true, status: 'authenticated', error: undefined, required: this.sessions.isRequired() });
        return;
      }
      this.store.update({ hasSession: false, status: 'idle', error: undefined, required: this.sessions.isRequired() });
      this.modal.open({ view: 'SIWXSignMessage' });
    } catch (error) {
      this.reporter.report(error, 'siwx initialisation failed');
      this.tracker.track('SIWX_AUTH_ERROR', this.eventProperties(namespace, error));
      await this.chainDisconnect.disconnect(namespace);
      this.modal.navigate({ type: 'reset', view: 'Connect' });
      this.fail(catalogueError('SIWX_INITIALIZE_FAILED'));
    }
  }

  /**
   * Create the message, sign it, store the session, close, SIWX_AUTH_SUCCESS. A decline reopens the
   * view if needed and says 'Signature declined' (or the smart-account warning). Missing preconditions
   * reject with their own message ('SIWX is not enabled', 'No ActiveCaipAddress found', ...).
   */
  async requestSignMessage(): Promise<void> {
    const siwx = this.sessions.config();
    if (!siwx) throw this.rejectWith(catalogueError('SIWX_NOT_ENABLED'));
    const caipAddress = this.activeCaipAddress();
    if (!caipAddress) throw this.rejectWith(catalogueError('SIWX_NO_ACTIVE_CAIP_ADDRESS'));
    const network = this.network.getSnapshot().caipNetwork;
    const namespace = parseCaipAddress(caipAddress).namespace;
    if (!network || network.chainNamespace !== namespace) throw this.rejectWith(catalogueError('SIWX_NO_ACTIVE_NETWORK'));
    const sign = await this.signer.signerFor(namespace);
    if (!sign) throw this.rejectWith(catalogueError('SIWX_NO_CONNECTION_CLIENT'));

    const request = this.signRequests.start();
    const address = parseCaipAddress(caipAddress).address;
    this.store.update({ status: 'signing', error: undefined });
    try {
      const message = await siwx.createMessage({ chainId: network.caipNetworkId, accountAddress: address });
      const text = String(message.toString());
      const signature = await sign(text, address);
      if (!request.isCurrent() || caipAddress !== this.activeCaipAddress()) return;
      if (typeof signature !== 'string' || signature.length === 0) throw new TypeError('the wallet answered without a signature');
      await this.sessions.add({ data: messageData(message), message: text, signature });
      this.modal.close(true);
      this.tracker.track('SIWX_AUTH_SUCCESS', this.eventProperties(namespace));
    } catch (error) {
      if (!request.isCurrent()) return;
      this.reporter.report(error, 'siwx signing failed');
      const view = this.modal.currentView();
      if (!this.isOpen() || view === 'ApproveTransaction') this.modal.open({ view: 'SIWXSignMessage' });
      const properties = this.eventProperties(namespace, error);
      // Said as what it was: the visitor's no, a wallet that cannot sign messages, or a failure.
      this.fail(catalogueError(properties.isSmartAccount ? 'SIWX_SMART_ACCOUNT_UNSUPPORTED' : signatureFailureCode(error)));
      this.tracker.track('SIWX_AUTH_ERROR', properties);
    }
  }

  /**
   * Cancelling disconnects when sign-in is required, otherwise closes; either way back to Connect.
   * The disconnect ends only the family asked to sign in: another family connected and signed in before
   * keeps its connection and its sessions, and the visitor returns to its account instead of Connect.
   */
  async cancelSignMessage(): Promise<void> {
    this.signRequests.cancel();
    const caipAddress = this.activeCaipAddress();
    const namespace = caipAddress ? parseCaipAddress(caipAddress).namespace : this.network.getSnapshot().activeChain;
    const plan = siwxCancelPlan(this.sessions.isRequired());
    this.store.update({ status: 'idle', error: undefined });
    try {
      if (plan.disconnect && namespace) await this.chainDisconnect.disconnect(namespace);
      else if (plan.disconnect) await this.disconnects.disconnect();
      else this.modal.close(true);
    } catch (error) {
      this.reporter.report(error, 'siwx cancel failed');
    }
    const stillConnected = plan.disconnect && Object.values(this.accounts.getSnapshot()).some((account) => account?.status === 'connected');
    this.modal.navigate({ type: 'reset', view: stillConnected ? 'Account' : plan.resetTo });
    this.tracker.track('CLICK_CANCEL_SIWX', this.eventProperties(namespace));
  }

  /**
   * WalletConnect's one-step sign-in, only when every requested chain is eip155. Returns whether it
   * ran; 'Authenticating...' shows while the sessions are stored.
   */
  async authenticateThroughUniversalProvider(chains: readonly CaipNetworkId[], provider: UniversalProviderAuthenticator): Promise<boolean> {
    const siwx = this.sessions.config();
    if (!siwx || !usesUniversalProviderSiwx(chains.map((chain) => chain.split(':')[0] ?? ''))) return false;
    const first = chains[0];
    if (!first) return false;
    const message = await siwx.createMessage({ chainId: first, accountAddress: '' });
    const sessions = await provider.authenticate({ chains, message: messageData(message) });
    this.snackbar.showLoading(catalogueMessage('AUTHENTICATING'));
    try {
      await this.sessions.setSessions(Array.isArray(sessions) ? sessions : []);
    } finally {
      this.snackbar.hide();
    }
    return true;
  }

  private fail(error: WalletportError): void {
    this.store.update({ status: 'error', error });
    this.snackbar.showError(error.shortMessage);
  }

  private rejectWith(error: Error): Error {
    this.store.update({ status: 'error', error: asWalletportError(error) });
    return error;
  }

  private isOpen(): boolean {
    return this.modalStore.getSnapshot().open;
  }

  private activeCaipAddress(): CaipAddress | undefined {
    const chain = this.network.getSnapshot().activeChain;
    const account = chain ? this.accounts.getSnapshot()[chain] : undefined;
    return account?.status === 'connected' ? account.caipAddress : undefined;
  }

  private eventProperties(namespace: ChainNamespace | undefined, error?: unknown): { network: string | undefined; isSmartAccount: boolean; message?: string } {
    const account = namespace ? this.accounts.getSnapshot()[namespace] : undefined;
    const entry = account?.allAccounts.find((item) => item.address === account.address);
    // The smart-account warning replaces 'Signature declined' when the account is a smart account.
    const isSmartAccount = entry?.type === 'smartAccount';
    const properties = { network: this.network.getSnapshot().caipNetwork?.caipNetworkId, isSmartAccount };
    return error === undefined ? properties : { ...properties, message: userFacingMessage(error) };
  }
}

/** The message's data without its `toString` (the session stores plain data). */
function messageData(message: SiwxMessageData): SiwxMessageData {
  return Object.fromEntries(Object.entries(message).filter(([key]) => key !== 'toString')) as unknown as SiwxMessageData;
}

