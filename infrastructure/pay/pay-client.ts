import type { RemoteConfig } from '../../application/endpoints.ts';
import { HttpError, type HttpPort } from '../../application/ports/http.port.ts';
import type { ExchangesRequest, PayAssetRef, PayExchangesPort } from '../../application/ports/pay.port.ts';
import { catalogueError, type ErrorCode } from '../../domain/errors/catalogue.ts';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import { ApiBuyStatusSchema, ApiExchangesSchema, ApiPayUrlSchema } from '../../domain/pay/pay-api-schemas.ts';
import { checkPayUrl } from '../../domain/pay/pay-url.ts';
import { caip19AssetOf } from '../../domain/pay/payment-asset.ts';
import type { FailAs } from '../blockchain-api/api-call.ts';
import { createPayRpcCaller } from './pay-rpc-call.ts';

const failAs = (code: ErrorCode): FailAs => (cause) => catalogueError(code, { cause });

/** The CAIP-19 id of an asset, or a failure of the call asking: an asset AppKit could not name is never sent. */
function caip19Of(asset: PayAssetRef, code: ErrorCode): string {
  const id = caip19AssetOf(asset.network, asset.asset);
  if (id === undefined) throw catalogueError(code, { cause: new Error(`no CAIP-19 form for ${asset.network.slice(0, 40)}`) });
  return id;
}

/**
 * The service's text when the exchange does not sell the asset (get_exchange_url.rs:134-139), which
 * AppKit turns into ASSET_NOT_SUPPORTED (PayController.ts:266-267).
 */
const NOT_SUPPORTED = 'is not supported';

/**
 * Reown's exchange methods (the blockchain API's JSON-RPC route) as AppKit Pay 1.7.6 calls them
 * (reown-com/appkit tag @reown/appkit-pay@1.7.6, packages/pay/src/utils/ApiUtil.ts:78-94, with the
 * parameters PayController.ts builds), every answer checked before it is passed on:
 *
 * - an exchange that does not fit is dropped from the list, its image kept only when it is a safe one;
 * - a pay URL is opened only when it is an https page (http on loopback): AppKit opens whatever comes
 *   back, which could be a `javascript:` URL run in the site's own window;
 * - a buy status outside UNKNOWN, IN_PROGRESS, SUCCESS, FAILED is a failure, never taken for success.
 *
 * The service answers a refused call with HTTP 400 and a JSON-RPC error (handler.rs:251-266). The HTTP
 * port keeps only the status of such an answer, so where AppKit reads "is not supported" in the text,
 * a pay URL refused with 400 is followed by reads of the exchange lists: an exchange open to the
 * project but missing from those selling the asset is what that text says.
 */
export function createPayExchangesClient(http: HttpPort, config: RemoteConfig): PayExchangesPort {
  const rpc = createPayRpcCaller(http, config);

  async function listExchanges(request: ExchangesRequest = {}) {
    const fail = failAs('PAY_UNABLE_TO_GET_EXCHANGES');
    const page = request.page ?? 0;
    if (!Number.isInteger(page) || page < 0) throw fail(new Error('page must be a non-negative integer'));
    // The service refuses both lists at once (get_exchanges.rs:127-131): nothing is sent for it to refuse.
    if (request.includeOnly && request.exclude) throw fail(new Error('includeOnly and exclude are mutually exclusive'));
    const params = {
      page,
      asset: request.asset ? caip19Of(request.asset, 'PAY_UNABLE_TO_GET_EXCHANGES') : undefined,
      amount: request.amount,
      includeOnly: request.includeOnly,
      exclude: request.exclude,
    };
    return rpc({ method: 'reown_getExchanges', params, retry: true, signal: request.signal }, ApiExchangesSchema, fail);
  }

  /**
   * Whether a refused pay URL was refused because the exchange does not sell the asset: it is open to
   * the project, but missing from the exchanges selling the asset. An unknown exchange, or a refusal
   * for another reason, stays a failure to get the pay URL.
   */
  async function refusedForAsset(error: unknown, exchangeId: string, asset: PayAssetRef): Promise<boolean> {
    const cause = error instanceof WalletportError ? error.cause : undefined;
    if (!(cause instanceof HttpError)) return false;
    if (cause.kind === 'rpc') return (cause.details ?? '').includes(NOT_SUPPORTED);
    if (!HttpError.isStatus(cause, 400)) return false;
    const lists = (request: ExchangesRequest) => listExchanges(request).then(({ exchanges }) => exchanges.some((exchange) => exchange.id === exchangeId));
    try {
      return !(await lists({ asset })) && (await lists({}));
    } catch {
      return false;
    }
  }

  return {
    listExchanges,

    async getPayUrl({ exchangeId, asset, amount, recipient }) {
      const params = {
        exchangeId,
        asset: caip19Of(asset, 'PAY_INVALID_ASSET'),
        amount,
        // CAIP-10 on the asset's network (PayController.ts:220); the service checks both match (get_exchange_url.rs:117-132).
        recipient: `${asset.network}:${recipient}`,
      };
      let answer: { url: string; sessionId: string };
      try {
        // Each call opens a session the service records (get_exchange_url.rs:174-190): sent once.
        answer = await rpc({ method: 'reown_getExchangePayUrl', params, retry: false }, ApiPayUrlSchema, failAs('PAY_UNABLE_TO_GET_PAY_URL'));
      } catch (error) {
        if (await refusedForAsset(error, exchangeId, asset)) throw catalogueError('PAY_ASSET_NOT_SUPPORTED', { cause: (error as WalletportError).cause });
        throw error;
      }
      const checked = checkPayUrl(answer.url);
      if (!checked.ok) throw catalogueError('PAY_URL_UNSAFE', { cause: new Error(`the exchange service answered a pay URL it may not open: ${checked.reason}`) });
      return { url: checked.href, sessionId: answer.sessionId };
    },

    getBuyStatus({ exchangeId, sessionId, signal }) {
      // AppKit's order of the two (PayController.ts:484); a status read is safe to ask again.
      const params = { sessionId, exchangeId };
      return rpc({ method: 'reown_getExchangeBuyStatus', params, retry: true, signal }, ApiBuyStatusSchema, failAs('PAY_UNABLE_TO_GET_BUY_STATUS'));
    },
  };
}
