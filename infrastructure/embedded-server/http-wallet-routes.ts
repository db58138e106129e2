import type { AuthService } from './auth-service.ts';
import { invalidArgument } from './http-errors.ts';
import { jsonReply, stringField, type Router } from './http-router.ts';
import type { RpcProxy } from './rpc-proxy.ts';
import type { WalletSigner } from './wallet-signer.ts';

export interface WalletRoutesConfig {
  readonly auth: AuthService;
  readonly signer: WalletSigner;
  readonly rpc: RpcProxy;
}

const HEX_BYTES = /^0x(?:[0-9a-fA-F]{2})*$/;

/** Signing with the signed-in user's key, and the read-only RPC proxy (JSON in, JSON out). */
export function addWalletRoutes(router: Router, config: WalletRoutesConfig): Router {
  const { auth, signer, rpc } = config;
  return router
    .add('POST', '/api/sign/message', async (context) => {
      const sessionToken = context.sessionToken();
      const message = stringField(await context.json(), 'message');
      if (!HEX_BYTES.test(message)) throw invalidArgument('message', '0x-prefixed hex bytes');
      return jsonReply({ signature: await auth.signMessage(sessionToken, { raw: message as `0x${string}` }) });
    })
    .add('POST', '/api/sign/typed-data', async (context) => {
      const sessionToken = context.sessionToken();
      const { typedData } = await context.json();
      return jsonReply({ signature: await signer.signTypedData(sessionToken, typedData) });
    })
    .add('POST', '/api/transactions', async (context) => {
      const sessionToken = context.sessionToken();
      const { chainId, transaction } = await context.json();
      return jsonReply({ hash: await signer.sendTransaction(sessionToken, chainId, transaction) });
    })
    .add('POST', '/api/rpc', async (context) => {
      const { chainId, method, params } = await context.json();
      return jsonReply(await rpc.forward({ chainId, method, params }));
    });
}
