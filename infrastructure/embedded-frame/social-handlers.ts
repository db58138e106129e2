import type { FrameRequestPayload } from '../../domain/embedded/frame-requests.ts';
import type { FrameApiClient } from './frame-api-client.ts';
import type { HandlerContext } from './frame-handlers.ts';
import type { FrameSession } from './frame-session.ts';

export interface SocialHandlerDependencies {
  readonly api: FrameApiClient;
  readonly session: FrameSession;
  /** The frame's GET_USER answer for the signed-in user: CONNECT_SOCIAL answers the same. */
  readonly userAnswer: (payload: FrameRequestPayload<'getUser'>, context: HandlerContext) => Promise<unknown>;
}

/**
 * Social sign-in, the frame's part. The page opens the sign-in window; the frame asks the server for the
 * provider's address (the server keeps the state and PKCE verifier, and the page origin to hand the
 * result to); the page passes back the address the provider returned to, and the frame finishes the
 * sign-in with it and keeps the session token, like the e-mail login does.
 */
export function createSocialHandlers({ api, session, userAnswer }: SocialHandlerDependencies) {
  return {
    async getSocialRedirectUri({ provider }: FrameRequestPayload<'getSocialRedirectUri'>, context: HandlerContext): Promise<{ uri: string }> {
      // The pinned page origin: the sign-in window's callback page posts the result to it alone.
      return { uri: await api.startSocialLogin(provider, context.origin) };
    },

    async connectSocial({ uri, preferredAccountType }: FrameRequestPayload<'connectSocial'>, context: HandlerContext): Promise<unknown> {
      const { sessionToken } = await api.finishSocialLogin(uri);
      session.setToken(sessionToken);
      // An e-mail login left half-way is over: this window is signed in now.
      session.clearLoginEmail();
      const payload = { chainId: session.chainId(), ...(preferredAccountType === undefined ? {} : { preferredAccountType }) };
      return userAnswer(payload, context);
    },
  };
}
