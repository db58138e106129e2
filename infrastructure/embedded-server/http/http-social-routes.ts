import { htmlReply, jsonReply, scriptReply, type Router } from './http-router.ts';
import { STANDALONE_PAGE_POLICY } from './pages.ts';
import { SOCIAL_CALLBACK_SCRIPT, socialCallbackPage } from './social-callback-page.ts';
import { SOCIAL_CALLBACK_PATH, type SocialLogin } from '../social-login/social-login.ts';

const MAX_STATE_LENGTH = 200;

/**
 * Social sign-in over HTTP: the frame's two calls, and the page (with its script) the provider sends the
 * sign-in window back to. That page is opened by the dApp's page and must stay linked to it, so it sends
 * no Cross-Origin-Opener-Policy; it cannot be framed.
 */
export function addSocialRoutes(router: Router, social: SocialLogin): Router {
  return router
    .add('POST', '/api/social/start', async (context) => {
      const body = await context.json();
      return jsonReply(await social.start({ provider: body.provider, origin: body.origin, deviceKey: await context.deviceKey() }));
    })
    .add('POST', '/api/social/finish', async (context) => {
      const body = await context.json();
      return jsonReply(await social.finish({ uri: body.uri, deviceKey: await context.deviceKey() }));
    })
    .add('GET', SOCIAL_CALLBACK_PATH, async (context) => {
      const state = context.url.searchParams.get('state');
      const origin = state === null || state.length > MAX_STATE_LENGTH ? undefined : await social.pendingOrigin(state);
      return htmlReply(socialCallbackPage(origin), { 'content-security-policy': STANDALONE_PAGE_POLICY });
    })
    .add('GET', '/social-callback.js', async () => scriptReply(SOCIAL_CALLBACK_SCRIPT));
}
