import type { Address } from 'viem';
import { SIGNING_LIMITS, tooLarge } from '../../../domain/embedded/signing-limits.ts';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import type { AuthService } from '../email-login/auth-service.ts';
import { HttpFailure, invalidArgument } from './http-errors.ts';
import { jsonReply, stringField, type Router } from './http-router.ts';
import type { RpcProxy } from './rpc-proxy.ts';
import type { SmartAccounts } from '../wallet/smart-accounts.ts';
import type { WalletSigner } from '../wallet/wallet-signer.ts';

export interface WalletRoutesConfig {
  readonly auth: AuthService;
  readonly signer: WalletSigner;
  readonly rpc: RpcProxy;
  /** The users' smart accounts on the chains with a factory; left out, none are offered. */
  readonly smartAccounts?: SmartAccounts;
}

const HEX_BYTES = /^0x(?:[0-9a-fA-F]{2})*$/;

/** Signing with the signed-in user's key, and the read-only RPC proxy (JSON in, JSON out). */
export function addWalletRoutes(router: Router, config: WalletRoutesConfig): Router {
  const { auth, signer, rpc } = config;
  addSmartAccountRoutes(router, auth, config.smartAccounts);
  return router
    .add('POST', '/api/sign/message', async (context) => {
      const sessionToken = await context.sessionToken();
      const message = stringField(await context.json(), 'message');
      if (!HEX_BYTES.test(message)) throw invalidArgument('message', '0x-prefixed hex bytes');
      // The frame refuses a larger message before showing it; the server holds to the same bound.
      if ((message.length - 2) / 2 > SIGNING_LIMITS.personalMessageBytes) {
        throw new HttpFailure(413, tooLarge('The message', `${SIGNING_LIMITS.personalMessageBytes} bytes`));
      }
      return jsonReply({ signature: await auth.signMessage(sessionToken, { raw: message as `0x${string}` }) });
    })
    .add('POST', '/api/sign/typed-data', async (context) => {
      const sessionToken = await context.sessionToken();
      const { typedData } = await context.json();
      return jsonReply({ signature: await signer.signTypedData(sessionToken, typedData) });
    })
    .add('POST', '/api/transactions', async (context) => {
      const sessionToken = await context.sessionToken();
      const { chainId, transaction, from } = await context.json();
      if (from === 'smartAccount') {
        const chain = smartAccountChain(config.smartAccounts, chainId);
        return jsonReply({ hash: await chain.accounts.sendTransaction(await auth.sessionUser(sessionToken), chain.chainId, transaction) });
      }
      if (from !== undefined && from !== 'eoa') throw invalidArgument('from', "'eoa' or 'smartAccount'");
      return jsonReply({ hash: await signer.sendTransaction(sessionToken, chainId, transaction) });
    })
    .add('POST', '/api/rpc', async (context) => {
      await context.deviceKey();
      const { chainId, method, params } = await context.json();
      return jsonReply(await rpc.forward({ chainId, method, params }));
    });
}

/**
 * GET /api/user: the signed-in user; with `?chainId=N` also `smartAccount: { address, deployed } | null`
 * (null: no factory on that chain). Plus the chains with a factory, and the deployment ahead of a first
 * send (INIT_SMART_ACCOUNT).
 */
function addSmartAccountRoutes(router: Router, auth: AuthService, smartAccounts: SmartAccounts | undefined): void {
  router
    .add('GET', '/api/user', async (context) => {
      const user = await auth.getUser(await context.sessionToken());
      const chainParam = context.url.searchParams.get('chainId');
      if (chainParam === null) return jsonReply(user);
      if (!/^[1-9]\d{0,15}$/.test(chainParam)) throw invalidArgument('chainId', 'a chain id (a positive integer)');
      const smartAccount = (await smartAccounts?.accountOf(user.address as Address, Number(chainParam))) ?? null;
      return jsonReply({ ...user, smartAccount });
    })
    .add('GET', '/api/smart-account/networks', async () => jsonReply({ smartAccountEnabledNetworks: smartAccounts?.chainIds ?? [] }))
    .add('POST', '/api/smart-account/deploy', async (context) => {
      const sessionToken = await context.sessionToken();
      const chain = smartAccountChain(smartAccounts, (await context.json()).chainId);
      return jsonReply({ smartAccount: await chain.accounts.deploy(await auth.sessionUser(sessionToken), chain.chainId) });
    });
}

/** A chain with a factory, else SMART_ACCOUNT_NOT_AVAILABLE (400: the request asks for what this server has not). */
function smartAccountChain(smartAccounts: SmartAccounts | undefined, chainId: unknown): { accounts: SmartAccounts; chainId: number } {
  if (typeof chainId !== 'number') throw invalidArgument('chainId', 'a chain id (a number)');
  if (smartAccounts === undefined || !smartAccounts.chainIds.includes(chainId)) {
    throw new HttpFailure(400, catalogueError('SMART_ACCOUNT_NOT_AVAILABLE'));
  }
  return { accounts: smartAccounts, chainId };
}
