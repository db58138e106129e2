import type { AppRuntime } from '../runtime/runtime.ts';
import type { AppState } from '../stores/app-state.ts';
import { asWalletportError, catalogueError, catalogueMessage, userFacingMessage } from '../../domain/errors/catalogue.ts';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import { isWebLink } from '../../domain/connectors/social-login.ts';
import { EventTracker } from '../events/event-tracker.ts';
import type { AuthProviderPort, FarcasterApproval } from '../ports/auth-provider.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import { FarcasterLoginStore, INITIAL_FARCASTER_LOGIN } from './farcaster-login.store.ts';
import { NetworkStore } from '../stores/stores.ts';
import { ModalService } from '../services/modal.service.ts';
import { EmbeddedSessionService } from './embedded-session.service.ts';

/** Between two approval checks, when the frame answered "not yet" at once (it normally waits up to 25 s). */
export const FARCASTER_RECHECK_MS = 1_000;

/**
 * Spec §4 Farcaster login: the frame's sign-in link (shown as a QR code and a link by ConnectingFarcaster),
 * then the approval asked for again after every "not yet" until it comes or the view is left. Leaving
 * without an address resets the frame (the router's resetFarcaster effect).
 */
export class FarcasterLoginService {
  /** Bumped by every start and stop: an answer for a view that was left is dropped. */
  private attempt = 0;
  private cancelRecheck: () => void = () => undefined;

  private readonly auth: AuthProviderPort | null;
  private readonly clock: ClockPort;
  private readonly tracker: EventTracker;
  private readonly network: NetworkStore;

  constructor(
    runtime: AppRuntime,
    state: AppState,
    readonly store: FarcasterLoginStore,
    private readonly modal: ModalService,
    private readonly session: EmbeddedSessionService,
  ) {
    this.auth = runtime.auth;
    this.clock = runtime.clock;
    this.tracker = runtime.tracker;
    this.network = state.network;
    runtime.lifecycle.add(() => this.stop());
  }

  /** ConnectingFarcaster shows: asks for the link, then waits for the approval. */
  async start(): Promise<void> {
    this.stop();
    const attempt = this.attempt;
    const auth = this.auth;
    if (!auth?.getFarcasterUri || !auth.connectFarcaster) {
      this.store.update({ step: 'error', error: catalogueError('SOCIAL_PROVIDER_NOT_CONFIGURED', { params: { provider: 'Farcaster' } }) });
      return;
    }
    this.store.update({ step: 'loading', error: undefined });
    try {
      await this.modal.farcasterResetDone();
      if (attempt !== this.attempt) return;
      const url = await auth.getFarcasterUri();
      if (attempt !== this.attempt) return;
      if (!isWebLink(url)) throw catalogueError('INVALID_FRAME_MESSAGE', { params: { kind: 'reply' } });
      this.modal.setFarcasterUrl(url);
      this.store.update({ step: 'waiting' });
      await this.waitForApproval(attempt, auth);
    } catch (error) {
      if (attempt === this.attempt) this.store.update({ step: 'error', error: asWalletportError(error) });
    }
  }

  /** The view was left: no more approval checks; an answer still on its way is dropped. */
  stop(): void {
    this.attempt += 1;
    this.cancelRecheck();
    this.store.update(INITIAL_FARCASTER_LOGIN);
  }

  private async waitForApproval(attempt: number, auth: AuthProviderPort): Promise<void> {
    while (attempt === this.attempt) {
      const asked = this.clock.now();
      let approval: FarcasterApproval | undefined;
      try {
        approval = await auth.connectFarcaster?.();
      } catch (error) {
        if (attempt !== this.attempt) return;
        if (!isNotYetApproved(error)) throw error;
        // A frame that answers "not yet" at once would otherwise be asked in a tight loop.
        if (this.clock.now() - asked < FARCASTER_RECHECK_MS) await this.pause(FARCASTER_RECHECK_MS);
        continue;
      }
      if (attempt !== this.attempt) return;
      this.store.update({ step: 'connecting' });
      // Without the user in the approval (Reown's hosted site), attaching reads it from the frame.
      await this.session.attach(undefined, { provider: 'farcaster', username: approval?.userName }, approval?.user);
      if (attempt !== this.attempt) return;
      this.store.update(INITIAL_FARCASTER_LOGIN);
      this.tracker.track('CONNECT_SUCCESS', { method: 'social', name: 'farcaster', caipNetworkId: this.network.getSnapshot().caipNetwork?.caipNetworkId });
      this.modal.closeAfterConnect();
      return;
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      this.cancelRecheck = this.clock.schedule(resolve, ms);
    });
  }
}

/** The frame's "not yet": FARCASTER_NOT_APPROVED, as a catalogue error or as the frame's error message. */
function isNotYetApproved(error: unknown): boolean {
  return WalletportError.is(error, 'FARCASTER_NOT_APPROVED') || userFacingMessage(error) === catalogueMessage('FARCASTER_NOT_APPROVED');
}
