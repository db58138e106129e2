import { parseCaipAddress, type CaipAddress, type CaipNetworkId, type ChainNamespace } from '../../domain/caip/caip.ts';
import { asWalletportError, catalogueError, catalogueMessage, userFacingMessage } from '../../domain/errors/catalogue.ts';
import { signatureFailureCode } from '../../domain/errors/signing-errors.ts';
import { siwxCancelPlan, usesUniversalProviderSiwx, type SiwxMessageData } from '../../domain/siwx/siwx.ts';
import type { UniversalProviderAuthenticator } from '../ports/siwx.port.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import type { AppState } from '../stores/app-state.ts';
import { LatestRequest } from '../async/requests.ts';
import type { SiwxDisconnects } from './siwx-disconnects.ts';
import type { SiwxSessionsService } from './siwx-sessions.service.ts';
import type { SiwxSigner } from './siwx-signer.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';

/** What the sign-in builds on besides the runtime and the shared state. */
export interface SiwxServiceParts {
  readonly sessions: SiwxSessionsService;
  readonly disconnects: SiwxDisconnects;
  readonly signer: SiwxSigner;
}

/** Sign-in with a wallet message: ask on connect, sign, decline, cancel. */
export class SiwxService {
  /** Started by every sign request, cancelled by cancel: a signature that arrives after a newer one is ignored. */
  private readonly signRequests = new LatestRequest();

  constructor(
    private readonly runtime: AppRuntime,
    private readonly state: AppState,
    private readonly parts: SiwxServiceParts,
  ) {
    runtime.lifecycle.add(runtime.events.on('connected', ({ caipAddress }) => void this.initializeIfEnabled(caipAddress)));
  }

  /**
   * On connect, SIWXSignMessage opens when the address has no session. When the sessions cannot
   * be read: 'A problem occurred while trying initialize authentication', disconnect, back to Connect.
   */
  async initializeIfEnabled(caipAddress: CaipAddress | undefined = this.activeCaipAddress()): Promise<void> {
    if (!this.parts.sessions.config() || !caipAddress) return;
    const namespace = parseCaipAddress(caipAddress).namespace;
    try {
      const sessions = await this.parts.sessions.sessionsFor(caipAddress);
      if (caipAddress !== this.activeCaipAddress()) return;
      if (sessions.some((session) => session.data.accountAddress.toLowerCase() === parseCaipAddress(caipAddress).address.toLowerCase())) {
        this.state.siwx.update({ hasSession: true, status: 'authenticated', error: undefined, required: this.parts.sessions.isRequired() });
        return;
      }
      this.state.siwx.update({ hasSession: false, status: 'idle', error: undefined, required: this.parts.sessions.isRequired() });
      this.runtime.outcomes.report({ type: 'siwxSignInAsked' });
    } catch (error) {
      this.runtime.reporter.report(error, 'siwx initialisation failed');
      this.runtime.tracker.track('SIWX_AUTH_ERROR', this.eventProperties(namespace, error));
      await this.parts.disconnects.chain.disconnect(namespace);
      this.runtime.outcomes.report({ type: 'siwxUnavailable' });
      this.fail(catalogueError('SIWX_INITIALIZE_FAILED'));
    }
  }

  /**
   * Create the message, sign it, store the session, close, SIWX_AUTH_SUCCESS. A decline reopens the
   * view if needed and says 'Signature declined' (or the smart-account warning). Missing preconditions
   * reject with their own message ('SIWX is not enabled', 'No ActiveCaipAddress found', ...).
   */
  async requestSignMessage(): Promise<void> {
    const siwx = this.parts.sessions.config();
    if (!siwx) throw this.rejectWith(catalogueError('SIWX_NOT_ENABLED'));
    const caipAddress = this.activeCaipAddress();
    if (!caipAddress) throw this.rejectWith(catalogueError('SIWX_NO_ACTIVE_CAIP_ADDRESS'));
    const network = this.state.network.getSnapshot().caipNetwork;
    const namespace = parseCaipAddress(caipAddress).namespace;
    if (!network || network.chainNamespace !== namespace) throw this.rejectWith(catalogueError('SIWX_NO_ACTIVE_NETWORK'));
    const sign = await this.parts.signer.signerFor(namespace);
    if (!sign) throw this.rejectWith(catalogueError('SIWX_NO_CONNECTION_CLIENT'));

    const request = this.signRequests.start();
    const address = parseCaipAddress(caipAddress).address;
    this.state.siwx.update({ status: 'signing', error: undefined });
    try {
      const message = await siwx.createMessage({ chainId: network.caipNetworkId, accountAddress: address });
      const text = String(message.toString());
      const signature = await sign(text, address);
      if (!request.isCurrent() || caipAddress !== this.activeCaipAddress()) return;
      if (typeof signature !== 'string' || signature.length === 0) throw new TypeError('the wallet answered without a signature');
      await this.parts.sessions.add({ data: messageData(message), message: text, signature });
      this.runtime.outcomes.report({ type: 'siwxSignedIn' });
      this.runtime.tracker.track('SIWX_AUTH_SUCCESS', this.eventProperties(namespace));
    } catch (error) {
      if (!request.isCurrent()) return;
      this.runtime.reporter.report(error, 'siwx signing failed');
      this.runtime.outcomes.report({ type: 'siwxSignatureFailed' });
      const properties = this.eventProperties(namespace, error);
      // Said as what it was: the visitor's no, a wallet that cannot sign messages, or a failure.
      this.fail(catalogueError(properties.isSmartAccount ? 'SIWX_SMART_ACCOUNT_UNSUPPORTED' : signatureFailureCode(error)));
      this.runtime.tracker.track('SIWX_AUTH_ERROR', properties);
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
    const namespace = caipAddress ? parseCaipAddress(caipAddress).namespace : this.state.network.getSnapshot().activeChain;
    const plan = siwxCancelPlan(this.parts.sessions.isRequired());
    this.state.siwx.update({ status: 'idle', error: undefined });
    try {
      if (plan.disconnect && namespace) await this.parts.disconnects.chain.disconnect(namespace);
      else if (plan.disconnect) await this.parts.disconnects.all.disconnect();
    } catch (error) {
      this.runtime.reporter.report(error, 'siwx cancel failed');
    }
    const stillConnected = plan.disconnect && Object.values(this.state.accounts.getSnapshot()).some((account) => account?.status === 'connected');
    this.runtime.outcomes.report({ type: 'siwxCancelled', close: plan.close, view: stillConnected ? 'Account' : plan.resetTo });
    this.runtime.tracker.track('CLICK_CANCEL_SIWX', this.eventProperties(namespace));
  }

  /**
   * WalletConnect's one-step sign-in, only when every requested chain is eip155. Returns whether it
   * ran; 'Authenticating...' shows while the sessions are stored.
   */
  async authenticateThroughUniversalProvider(chains: readonly CaipNetworkId[], provider: UniversalProviderAuthenticator): Promise<boolean> {
    const siwx = this.parts.sessions.config();
    if (!siwx || !usesUniversalProviderSiwx(chains.map((chain) => chain.split(':')[0] ?? ''))) return false;
    const first = chains[0];
    if (!first) return false;
    const message = await siwx.createMessage({ chainId: first, accountAddress: '' });
    const sessions = await provider.authenticate({ chains, message: messageData(message) });
    this.runtime.snackbar.showLoading(catalogueMessage('AUTHENTICATING'));
    try {
      await this.parts.sessions.setSessions(Array.isArray(sessions) ? sessions : []);
    } finally {
      this.runtime.snackbar.hide();
    }
    return true;
  }

  private fail(error: WalletportError): void {
    this.state.siwx.update({ status: 'error', error });
    this.runtime.snackbar.showError(error.shortMessage);
  }

  private rejectWith(error: Error): Error {
    this.state.siwx.update({ status: 'error', error: asWalletportError(error) });
    return error;
  }

  private activeCaipAddress(): CaipAddress | undefined {
    const chain = this.state.network.getSnapshot().activeChain;
    const account = chain ? this.state.accounts.getSnapshot()[chain] : undefined;
    return account?.status === 'connected' ? account.caipAddress : undefined;
  }

  private eventProperties(namespace: ChainNamespace | undefined, error?: unknown): { network: string | undefined; isSmartAccount: boolean; message?: string } {
    const account = namespace ? this.state.accounts.getSnapshot()[namespace] : undefined;
    const entry = account?.allAccounts.find((item) => item.address === account.address);
    // The smart-account warning replaces 'Signature declined' when the account is a smart account.
    const isSmartAccount = entry?.type === 'smartAccount';
    const properties = { network: this.state.network.getSnapshot().caipNetwork?.caipNetworkId, isSmartAccount };
    return error === undefined ? properties : { ...properties, message: userFacingMessage(error) };
  }
}

/** The message's data without its `toString` (the session stores plain data). */
function messageData(message: SiwxMessageData): SiwxMessageData {
  return Object.fromEntries(Object.entries(message).filter(([key]) => key !== 'toString')) as unknown as SiwxMessageData;
}

