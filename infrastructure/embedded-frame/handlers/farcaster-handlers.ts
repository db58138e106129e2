import type { FrameRequestPayload } from '../../../domain/embedded/frame-requests.ts';
import { catalogueMessage } from '../../../domain/errors/catalogue.ts';
import { FrameApiError, type FrameApiClient } from '../adapters/frame-api-client.ts';
import { pause, type FrameClock, type KeyValueStorage } from '../ports/frame-environment.ts';
import type { HandlerContext } from './frame-handlers.ts';
import type { FrameSession } from '../adapters/frame-session.ts';

/** Per tab: the server's id of the Farcaster sign-in under way, between GET_FARCASTER_URI and CONNECT_FARCASTER. */
export const FARCASTER_CHANNEL_KEY = 'walletport-frame:farcaster-channel';
/**
 * How long CONNECT_FARCASTER waits for the approval: like CONNECT_DEVICE, under the page's 30 s so the
 * page gets the frame's "not yet" and asks again.
 */
export const FARCASTER_WAIT_BUDGET_MS = 25_000;
/** A server answering "not yet" sooner than a long-poll would is asked again after this pause, not at once. */
const FARCASTER_POLL_MIN_GAP_MS = 1_000;

export interface FarcasterHandlerDependencies {
  readonly api: FrameApiClient;
  readonly session: FrameSession;
  readonly clock: FrameClock;
  /** Where the sign-in's id waits between the two requests (the frame origin's sessionStorage). */
  readonly channelStorage: KeyValueStorage;
  /** The frame's GET_USER answer for the signed-in user: CONNECT_FARCASTER answers the same. */
  readonly userAnswer: (payload: FrameRequestPayload<'getUser'>, context: HandlerContext) => Promise<unknown>;
}

/**
 * Sign In With Farcaster, the frame's part. The server opens the relay channel and keeps its secrets;
 * the frame gets the Farcaster client's link for the page (QR code and link) and the server's opaque id
 * of the sign-in, which it keeps. CONNECT_FARCASTER waits for the visitor's approval in Farcaster,
 * which the server verifies, and keeps the session token like the e-mail login does.
 */
export function createFarcasterHandlers({ api, session, clock, channelStorage, userAnswer }: FarcasterHandlerDependencies) {
  /** The signed-in answer, or FARCASTER_NOT_APPROVED when the budget passes first. */
  async function waitForApproval(channelId: string): Promise<{ readonly sessionToken: string }> {
    const stop = new AbortController();
    const cancelDeadline = clock.schedule(() => stop.abort(), FARCASTER_WAIT_BUDGET_MS);
    try {
      while (!stop.signal.aborted) {
        const askedAt = clock.now();
        const answer = await api.waitForFarcaster(channelId, stop.signal);
        if ('sessionToken' in answer) return answer;
        if (clock.now() - askedAt < FARCASTER_POLL_MIN_GAP_MS) await pause(clock, FARCASTER_POLL_MIN_GAP_MS, stop.signal);
      }
    } catch (error) {
      if (!stop.signal.aborted) {
        // The server spent the sign-in on a refused approval: the next try starts over.
        if (error instanceof FrameApiError && error.code === 'FARCASTER_SIGNATURE_INVALID') channelStorage.removeItem(FARCASTER_CHANNEL_KEY);
        throw error;
      }
    } finally {
      cancelDeadline();
    }
    throw new Error(catalogueMessage('FARCASTER_NOT_APPROVED'));
  }

  return {
    async getFarcasterUri(_payload: FrameRequestPayload<'getFarcasterUri'>, context: HandlerContext): Promise<{ url: string }> {
      // The pinned page origin: the server opens a sign-in only for a page of the project.
      const { url, channelId } = await api.startFarcasterLogin(context.origin);
      channelStorage.setItem(FARCASTER_CHANNEL_KEY, channelId);
      return { url };
    },

    async connectFarcaster(_payload: FrameRequestPayload<'connectFarcaster'>, context: HandlerContext): Promise<unknown> {
      const channelId = channelStorage.getItem(FARCASTER_CHANNEL_KEY);
      if (!channelId) {
        throw new Error(catalogueMessage('INVALID_ARGUMENT', { name: 'This step', expected: 'a Farcaster login started with GET_FARCASTER_URI' }));
      }
      const { sessionToken } = await waitForApproval(channelId);
      session.setToken(sessionToken);
      channelStorage.removeItem(FARCASTER_CHANNEL_KEY);
      // An e-mail login left half-way is over: this window is signed in now.
      session.clearLoginEmail();
      return userAnswer({ chainId: session.chainId() }, context);
    },
  };
}
