import type { AppRuntime } from '../runtime/runtime.ts';
import type { AppState } from '../stores/app-state.ts';
import { asWalletportError, catalogueError, catalogueMessage, userFacingMessage } from '../../domain/errors/catalogue.ts';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import { isWebLink } from '../../domain/connectors/social-login.ts';
import type { AuthProviderPort, FarcasterApproval } from '../ports/auth-provider.port.ts';
import { FarcasterLoginStore, INITIAL_FARCASTER_LOGIN } from './farcaster-login.store.ts';
import { LatestRequest, ConnectOriginReader, type RequestToken, type ConnectOrigin } from '../async/requests.ts';
import type { ModalService } from '../modal/modal.ts';
import { EmbeddedSessionService } from './embedded-session.service.ts';

/** Between two approval checks, when the frame answered "not yet" at once (it normally waits up to 25 s). */
export const FARCASTER_RECHECK_MS = 1_000;

/**
 * What the login needs of the modal: the sign-in link kept in the modal slice, and when the frame's last
 * reset is done. Never the router: the login reports its end as an outcome, and the navigator closes.
 */
export type FarcasterLinkHolder = Pick<ModalService, 'setFarcasterUrl' | 'farcasterResetDone'>;

/**
 * The embedded wallet's login with a Farcaster account: the frame's sign-in link (shown as a QR code and a
 * link by ConnectingFarcaster), then the approval asked for again after every "not yet" until it comes or
 * the view is left. Leaving without an address resets the frame (the router's resetFarcaster effect).
 */
export class FarcasterLoginService {
  /** Started by every start, cancelled by stop: an answer for a view that was left is dropped. */
  private readonly attempts = new LatestRequest();
  private cancelRecheck: () => void = () => undefined;
  /** Where the attempt under way began: only a login the visitor began in the modal closes it. */
  private origin: ConnectOrigin = 'headless';
  /** The modal's opening the login began in. */
  private opening = 0;
  private readonly origins: ConnectOriginReader;

  constructor(
    private readonly runtime: AppRuntime,
    private readonly state: AppState,
    readonly store: FarcasterLoginStore,
    private readonly modal: FarcasterLinkHolder,
    private readonly session: EmbeddedSessionService,
  ) {
    this.origins = new ConnectOriginReader(state.modal);
    runtime.lifecycle.add(() => this.stop());
  }

  /** ConnectingFarcaster shows: asks for the link, then waits for the approval. */
  async start(): Promise<void> {
    // Leaving any earlier attempt first: the token now current belongs to this one.
    this.stop();
    const attempt = this.attempts.current();
    this.origin = this.origins.current();
    this.opening = this.origins.opening();
    const auth = this.runtime.auth;
    if (!auth?.getFarcasterUri || !auth.connectFarcaster) {
      this.store.update({ step: 'error', error: catalogueError('SOCIAL_PROVIDER_NOT_CONFIGURED', { params: { provider: 'Farcaster' } }) });
      return;
    }
    this.store.update({ step: 'loading', error: undefined });
    try {
      await this.modal.farcasterResetDone();
      if (!attempt.isCurrent()) return;
      const url = await auth.getFarcasterUri();
      if (!attempt.isCurrent()) return;
      if (!isWebLink(url)) throw catalogueError('INVALID_FRAME_MESSAGE', { params: { kind: 'reply' } });
      this.modal.setFarcasterUrl(url);
      this.store.update({ step: 'waiting' });
      await this.waitForApproval(attempt, auth);
    } catch (error) {
      if (attempt.isCurrent()) this.store.update({ step: 'error', error: asWalletportError(error) });
    }
  }

  /** The view was left: no more approval checks; an answer still on its way is dropped. */
  stop(): void {
    this.attempts.cancel();
    this.cancelRecheck();
    this.store.update(INITIAL_FARCASTER_LOGIN);
  }

  private async waitForApproval(attempt: RequestToken, auth: AuthProviderPort): Promise<void> {
    const { clock } = this.runtime;
    while (attempt.isCurrent()) {
      const asked = clock.now();
      let approval: FarcasterApproval | undefined;
      try {
        approval = await auth.connectFarcaster?.();
      } catch (error) {
        if (!attempt.isCurrent()) return;
        if (!isNotYetApproved(error)) throw error;
        // A frame that answers "not yet" at once would otherwise be asked in a tight loop.
        if (clock.now() - asked < FARCASTER_RECHECK_MS) await this.pause(FARCASTER_RECHECK_MS);
        continue;
      }
      if (!attempt.isCurrent()) return;
      this.store.update({ step: 'connecting' });
      // Without the user in the approval (Reown's hosted site), attaching reads it from the frame.
      await this.session.attach(undefined, { provider: 'farcaster', username: approval?.userName }, approval?.user);
      if (!attempt.isCurrent()) return;
      this.store.update(INITIAL_FARCASTER_LOGIN);
      this.runtime.tracker.track('CONNECT_SUCCESS', { method: 'social', name: 'farcaster', caipNetworkId: this.state.network.getSnapshot().caipNetwork?.caipNetworkId });
      this.runtime.outcomes.report({ type: 'connected', origin: this.origin, opening: this.opening, unlessVisitorMovedOn: false });
      return;
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      this.cancelRecheck = this.runtime.clock.schedule(resolve, ms);
    });
  }
}

/** The frame's "not yet": FARCASTER_NOT_APPROVED, as a catalogue error or as the frame's error message. */
function isNotYetApproved(error: unknown): boolean {
  return WalletportError.is(error, 'FARCASTER_NOT_APPROVED') || userFacingMessage(error) === catalogueMessage('FARCASTER_NOT_APPROVED');
}
