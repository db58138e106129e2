import { catalogueError } from '../../../domain/errors/catalogue.ts';
import type { FarcasterLogin } from '../farcaster/farcaster-login.ts';
import { jsonReply, type Router } from './http-router.ts';

/**
 * Farcaster sign-in over HTTP: the frame's two calls. `undefined`: the server has no relay configured,
 * and both answer that Farcaster sign-in is not offered here.
 */
export function addFarcasterRoutes(router: Router, farcaster: FarcasterLogin | undefined): Router {
  const login = farcaster ?? notConfigured();
  return router
    .add('POST', '/api/farcaster/start', async (context) => {
      const body = await context.json();
      return jsonReply(await login.start({ deviceKey: await context.deviceKey(), origin: body.origin }));
    })
    .add('POST', '/api/farcaster/wait', async (context) => {
      const body = await context.json();
      return jsonReply(await login.wait({ channelId: body.channelId, deviceKey: await context.deviceKey() }, { signal: context.signal }));
    });
}

function notConfigured(): FarcasterLogin {
  const refuse = () => Promise.reject(catalogueError('SOCIAL_PROVIDER_NOT_CONFIGURED', { params: { provider: 'farcaster' } }));
  return { start: refuse, wait: refuse };
}
