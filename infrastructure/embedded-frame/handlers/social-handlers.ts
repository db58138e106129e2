import type { FrameRequestPayload } from '../../../domain/embedded/frame-requests.ts';
import { catalogueMessage } from '../../../domain/errors/catalogue.ts';
import type { FrameApiClient } from '../adapters/frame-api-client.ts';
import type { HandlerContext } from './frame-handlers.ts';
import type { FrameSession } from '../adapters/frame-session.ts';
import type { SocialCallbackInbox } from '../adapters/social-callback-inbox.ts';

/** How long CONNECT_SOCIAL waits for the sign-in window's address, which the window posts with its notice to the page. */
export const SOCIAL_CALLBACK_WAIT_MS = 2_000;

export interface SocialHandlerDependencies {
  readonly api: FrameApiClient;
  readonly session: FrameSession;
  /** Where the sign-in window's callback address reaches this frame (and only this frame). */
  readonly socialCallbacks: SocialCallbackInbox;
  /** The frame's GET_USER answer for the signed-in user: CONNECT_SOCIAL answers the same. */
  readonly userAnswer: (payload: FrameRequestPayload<'getUser'>, context: HandlerContext) => Promise<unknown>;
}

/**
 * Social sign-in, the frame's part. The page opens the sign-in window; the frame asks the server for the
 * provider's address (the server keeps the state, the PKCE verifier and this frame's device key). The
 * provider returns the window to the callback page on this frame's origin, which posts its address to
 * this frame and only a notice to the page; CONNECT_SOCIAL then finishes the sign-in with the address
 * this frame received itself (whatever the page sends is ignored) and keeps the session token.
 */
export function createSocialHandlers({ api, session, socialCallbacks, userAnswer }: SocialHandlerDependencies) {
  return {
    async getSocialRedirectUri({ provider }: FrameRequestPayload<'getSocialRedirectUri'>, context: HandlerContext): Promise<{ uri: string }> {
      // The pinned page origin: the sign-in window's callback page posts the result to it alone.
      return { uri: await api.startSocialLogin(provider, context.origin) };
    },

    async connectSocial({ preferredAccountType }: FrameRequestPayload<'connectSocial'>, context: HandlerContext): Promise<unknown> {
      const uri = await socialCallbacks.take(SOCIAL_CALLBACK_WAIT_MS);
      if (uri === undefined) throw new Error(catalogueMessage('SOCIAL_LOGIN_INVALID'));
      const { sessionToken } = await api.finishSocialLogin(uri);
      session.setToken(sessionToken);
      // An e-mail login left half-way is over: this window is signed in now.
      session.clearLoginEmail();
      const payload = { chainId: session.chainId(), ...(preferredAccountType === undefined ? {} : { preferredAccountType }) };
      return userAnswer(payload, context);
    },
  };
}
