import type { AppRuntime } from '../runtime/runtime.ts';
import type { AppState } from '../stores/app-state.ts';
import { EIP155_ONLY_EMBEDDED_WALLET } from '../../domain/chain-families/eip155-only-rules.ts';
import type { EmbeddedWalletUser } from '../../domain/embedded/embedded-user.ts';
import { parseCaipAddress } from '../../domain/caip/caip.ts';
import { isAccountAddress } from '../../domain/address/address.ts';
import { statusAtStart } from '../../domain/connection/connection-status.ts';
import { AUTH_CONNECTOR_ID } from '../../domain/connectors/connector-ids.ts';
import { ERROR_ALERT_DELAY_MS } from '../../domain/constants/timing.ts';
import { EMBEDDED_WALLET } from '../../domain/constants/embedded-wallet.ts';
import { asWalletportError, catalogueError, ERRORS } from '../../domain/errors/catalogue.ts';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import type { AuthProviderPort } from '../ports/auth-provider.port.ts';
import { EMPTY_ACCOUNT } from '../stores/state.ts';
import { readEmbeddedUser } from '../services/embedded-user.reader.ts';
import { ConnectionService } from '../connect/index.ts';
import { ConnectOriginReader } from '../async/requests.ts';
import { NetworkService } from '../network/index.ts';
import type { SavedSession } from '../services/persisted-state.service.ts';
import { EmbeddedWalletProvider } from './embedded-wallet-provider.ts';
import { AccountTypeService } from '../account-type/index.ts';
import { isSocialProvider, type ConnectedSocial } from '../../domain/connectors/social-login.ts';

/** How the embedded wallet shows in the Account view and in `walletInfo`. */
export const EMBEDDED_WALLET_INFO = { name: 'E-mail wallet', icon: undefined, rdns: undefined } as const;

/**
 * The embedded wallet's session on the page: attached as the AUTH connector once the frame has a signed-in
 * user (after a login, or at start when it was used before), with an EIP-1193 provider over the frame
 * whose signing requests open ApproveTransaction.
 */
export class EmbeddedSessionService {
  /** Whether a signing request came while the modal was open: the approval view is pushed, else the modal opens on it. */
  private readonly origins: ConnectOriginReader;

  constructor(
    private readonly runtime: AppRuntime,
    private readonly state: AppState,
    private readonly connection: ConnectionService,
    private readonly networks: NetworkService,
    private readonly accountTypeService: AccountTypeService,
  ) {
    this.origins = new ConnectOriginReader(state.modal);
  }

  /** The frame is loaded at start when e-mail login was used before, so a later login is quick. */
  async preloadIfUsedBefore(): Promise<void> {
    const { auth, persisted, reporter } = this.runtime;
    if (!auth?.preload) return;
    if (!(await persisted.readEmbeddedWalletCache()).loggedIn) return;
    await auth.preload().catch((error: unknown) => reporter.report(error, 'secure frame preload failed'));
  }

  /**
   * Reads the signed-in user from the frame and attaches the session; the chain is the site's eip155 one.
   * `social` is the account a social or Farcaster login just used; an e-mail login (`emailHint`) has none,
   * and a restore (neither) reads the stored one. `signedIn` is the user such a login already answered:
   * read for the same chain, it is not asked for again. Rejects with catalogue errors only.
   */
  async attach(emailHint?: string, social?: ConnectedSocial, signedIn?: EmbeddedWalletUser): Promise<void> {
    try {
      await this.attachSession(emailHint, social, signedIn);
    } catch (cause) {
      // The frame, the storage or the connection can fail with their own plain errors, whose text is no
      // visitor's: the logins put the error in state for the view and the page, so it leaves here as the
      // catalogue's, the original kept as its cause for the report.
      if (WalletportError.is(cause)) throw asWalletportError(cause);
      throw catalogueError('CONNECTION_FAILED', { details: 'the embedded wallet could not attach its session', cause });
    }
  }

  private async attachSession(emailHint: string | undefined, social: ConnectedSocial | undefined, signedIn: EmbeddedWalletUser | undefined): Promise<void> {
    const auth = this.requireAuth();
    const chainId = this.chainIdForLogin();
    // The frame signs on the chain it was last told of, else on its address's chain (the site's default
    // network when it loaded, or a chain this tab chose before): it is told the site's chain before the
    // session is attached, or the page would show one chain while the frame signs on another.
    await auth.switchNetwork(chainId);
    const user = signedIn !== undefined && String(signedIn.chainId) === String(chainId)
      ? signedIn
      : readEmbeddedUser(await auth.getUser({ chainId, preferredAccountType: 'eoa' }));
    if (!user) throw catalogueError('CONNECTION_FAILED', { details: 'the embedded wallet returned no user' });
    // Checked before anything is written: a user the session cannot attach must leave no trace in state
    // or storage, or a reload would try to restore it.
    if (!isAccountAddress(EIP155_ONLY_EMBEDDED_WALLET, user.address)) throw catalogueError('CONNECTION_FAILED', { details: 'the embedded wallet named no valid address' });
    const putBack = await this.undoOfWrites();
    try {
      const connectedSocial = await this.connectedSocial(emailHint, social, user.userName ?? undefined);
      this.state.accountType.update({ user, smartAccountDeployed: user.smartAccountDeployed, social: connectedSocial });
      const email = user.email ?? emailHint;
      await this.runtime.persisted.saveEmbeddedWalletCache({
        loggedIn: true,
        lastChainId: chainId,
        ...(email ? { email } : {}),
        ...(connectedSocial?.username ? { socialUsername: connectedSocial.username } : {}),
      });
      await this.connection.attachSession(EIP155_ONLY_EMBEDDED_WALLET, {
        connectorId: AUTH_CONNECTOR_ID,
        session: { accounts: [user.address], chainReference: String(chainId) },
        provider: new EmbeddedWalletProvider(this.providerHost(auth)),
        walletInfo: EMBEDDED_WALLET_INFO,
      });
    } catch (error) {
      // The user and the signed-in marks are written first, for the views and a reload; a session that
      // then fails to attach must not leave them behind, or a reload would restore a login that never was.
      await putBack();
      throw error;
    }
    // The Account view offers the smart-account switch only on the networks the wallet names.
    void this.accountTypeService.refreshSmartAccountNetworks();
  }

  /** Puts back what the attach writes before connecting: the account type's user and the stored sign-in marks. */
  private async undoOfWrites(): Promise<() => Promise<void>> {
    const { persisted } = this.runtime;
    const { user, smartAccountDeployed, social } = this.state.accountType.getSnapshot();
    const cache = await persisted.readEmbeddedWalletCache();
    const storedSocial = await persisted.readConnectedSocial();
    return async () => {
      this.state.accountType.update({ user, smartAccountDeployed, social });
      await persisted.clearEmbeddedWalletCache();
      await persisted.saveEmbeddedWalletCache(cache);
      if (storedSocial.provider === undefined) await persisted.clearConnectedSocial();
      else await persisted.saveConnectedSocial(storedSocial.provider, storedSocial.username);
    };
  }

  /** Connected social provider and username: stored on a social login, removed by an e-mail one. */
  private async connectedSocial(emailHint: string | undefined, social: ConnectedSocial | undefined, userName: string | undefined): Promise<ConnectedSocial | undefined> {
    if (social) {
      const connected = { provider: social.provider, username: userName ?? social.username };
      await this.runtime.persisted.saveConnectedSocial(connected.provider, connected.username);
      return connected;
    }
    if (emailHint !== undefined) {
      await this.runtime.persisted.clearConnectedSocial();
      return undefined;
    }
    const stored = await this.runtime.persisted.readConnectedSocial();
    return isSocialProvider(stored.provider) ? { provider: stored.provider, username: userName ?? stored.username } : undefined;
  }

  /** Restore of a saved embedded session: connecting until the frame says whether the user is signed in. */
  async restore(saved: SavedSession): Promise<void> {
    if (saved.connectorId !== AUTH_CONNECTOR_ID || statusAtStart(saved.status) !== 'connecting') return;
    this.state.accounts.update({ eip155: { ...EMPTY_ACCOUNT, status: 'connecting', connectorId: AUTH_CONNECTOR_ID } });
    this.state.connection.update({ status: 'connecting' });
    try {
      const auth = this.requireAuth();
      if (!auth.isConnected || !(await auth.isConnected())) throw catalogueError('WALLET_NOT_FOUND', { details: 'the embedded wallet is signed out' });
      await this.attach();
    } catch (error) {
      this.runtime.reporter.report(error, 'embedded wallet restore failed');
      this.state.accounts.update({ eip155: EMPTY_ACCOUNT });
      const stillConnected = Object.values(this.state.accounts.getSnapshot()).some((account) => account?.status === 'connected');
      this.state.connection.update({ status: stillConnected ? 'connected' : 'disconnected' });
      await this.runtime.persisted.saveDisconnected(EIP155_ONLY_EMBEDDED_WALLET);
    }
  }

  private providerHost(auth: AuthProviderPort) {
    return {
      auth,
      address: () => {
        const account = this.state.accounts.getSnapshot().eip155;
        return account?.connectorId === AUTH_CONNECTOR_ID ? account.address : undefined;
      },
      chainId: () => this.sessionChainId(),
      switchChain: async (chainId: number) => {
        // A dApp's own switch request: the frame first, then the chainChanged event moves the modal along.
        await auth.switchNetwork(chainId);
        await this.runtime.persisted.saveEmbeddedWalletCache({ lastChainId: chainId });
      },
      withApproval: <T>(request: () => Promise<T>) => this.withApproval(auth, request),
      showNotAllowed: () => {
        this.runtime.outcomes.report({ type: 'methodNotAllowed' });
        const { clock, snackbar } = this.runtime;
        clock.schedule(() => snackbar.showError(ERRORS.RPC_METHOD_NOT_ALLOWED.uiMessage ?? ERRORS.RPC_METHOD_NOT_ALLOWED.message), ERROR_ALERT_DELAY_MS);
      },
    };
  }

  /** The frame is shown full-size in ApproveTransaction while the visitor decides; then the modal is put back. */
  private async withApproval<T>(auth: AuthProviderPort, request: () => Promise<T>): Promise<T> {
    const origin = this.origins.current();
    this.runtime.outcomes.report({ type: 'approvalRequested', origin });
    auth.setFrameVisible?.(true);
    try {
      return await request();
    } finally {
      auth.setFrameVisible?.(false);
      this.runtime.outcomes.report({ type: 'approvalSettled', origin });
    }
  }

  private sessionChainId(): number {
    const caipAddress = this.state.accounts.getSnapshot().eip155?.caipAddress;
    const reference = caipAddress ? Number(parseCaipAddress(caipAddress).reference) : Number.NaN;
    return Number.isSafeInteger(reference) && reference > 0 ? reference : this.chainIdForLogin();
  }

  /**
   * The site's eip155 network in view, else its default or first eip155 network (where any wallet's
   * session on eip155 starts), else the default chain 1 (eip155:1).
   */
  private chainIdForLogin(): number {
    const network = this.networks.networkFor(EIP155_ONLY_EMBEDDED_WALLET);
    return typeof network?.id === 'number' ? network.id : EMBEDDED_WALLET.defaultChainId;
  }

  private requireAuth(): AuthProviderPort {
    const { auth } = this.runtime;
    if (!auth) throw catalogueError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND', { details: 'no embedded wallet is configured' });
    return auth;
  }
}
