import { http, HttpResponse } from 'msw';
import { plainDecimalText } from '../../../domain/pay/pay-amount.ts';
import { errorEnvelope, PAY_API_METHODS, PAY_RPC_ENDPOINT, PAY_RPC_ERRORS, payMethodOf, resultEnvelope, type PayMethodId } from '../../contracts/pay-api.contract.ts';
import { withScenarios, type StandInContext } from '../context.ts';
import { printedCaip19, type PayStandInExchange } from './pay-exchanges.ts';

type Params = Readonly<Record<string, unknown>>;

/** A JSON-RPC error answer of the service: 400, or 500 when internal (handler.rs:251-266). */
class Refusal {
  readonly message: string;
  readonly code: number;
  readonly status: 400 | 500;
  constructor(message: string, code: number, status: 400 | 500 = 400) {
    this.message = message;
    this.code = code;
    this.status = status;
  }
}

/** What serde refuses in the params (handler.rs:333-334): a missing required field or one of the wrong type. */
function checkParams(id: PayMethodId, params: unknown): void {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) throw new Refusal('Invalid params: invalid type: expected a map', PAY_RPC_ERRORS.invalidParams.code);
  for (const [name, field] of Object.entries(PAY_API_METHODS[id].params)) {
    const value = (params as Params)[name];
    if (value === undefined || value === null) {
      if ('optional' in field && field.optional) continue;
      throw new Refusal(`Invalid params: missing field \`${name}\``, PAY_RPC_ERRORS.invalidParams.code);
    }
    const fits = field.type === 'integer' ? Number.isSafeInteger(value) && (value as number) >= 0 : field.type === 'string[]' ? Array.isArray(value) && value.every((item) => typeof item === 'string') : typeof value === 'string';
    if (!fits) throw new Refusal(`Invalid params: invalid type for \`${name}\``, PAY_RPC_ERRORS.invalidParams.code);
  }
}

/** The service reads a decimal or a 0x-hex amount as an f64 (get_exchange_url.rs:141-153). */
function amountOf(text: string): number | undefined {
  if (/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return Number(text);
  const hex = text.replace(/^0x/, '');
  return /^[0-9a-fA-F]{1,13}$/.test(hex) ? Number.parseInt(hex, 16) : undefined;
}

/** CAIP-10 → [namespace, chain reference, address], as disassemble_caip10 takes it (crypto.rs:1207-1236). */
function recipientOf(caip10: string): readonly [string, string, string] {
  const [namespace = '', reference = '', address = '', ...rest] = caip10.split(':');
  if (rest.length > 0 || !address) throw new Refusal(`reown_getExchangePayUrl: Validation error: Wrong CAIP-10 format: ${caip10}`, -7);
  if (!['eip155', 'solana'].includes(namespace)) throw new Refusal(`reown_getExchangePayUrl: Validation error: Wrong namespace: ${caip10}`, -7);
  const valid = namespace === 'eip155' ? /^0x[0-9a-fA-F]{40}$/.test(address) : /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address);
  if (!valid) throw new Refusal(`reown_getExchangePayUrl: Validation error: Wrong address format: ${address}`, -7);
  return [namespace, reference, address];
}

/**
 * The blockchain API's exchange methods (POST /v1/json-rpc) in the service's own shapes, from the
 * table in test/contracts/pay-api.contract.ts: the projectId checked first, the params as serde reads
 * them, then each method's own checks with the service's texts. `exchanges` are the providers it lists;
 * a session's status is whatever its exchange reports.
 */
export function payApiHandlers(context: StandInContext, exchanges: readonly PayStandInExchange[]) {
  const exchangeById = (id: unknown, method: string, code: number): PayStandInExchange => {
    const found = exchanges.find((exchange) => exchange.id === id);
    if (!found) throw new Refusal(`${method}: Exchange not found: Validation error: Exchange ${String(id)} not found`, code);
    return found;
  };

  const methods: Record<PayMethodId, (params: Params, projectId: string) => Promise<unknown>> = {
    async getExchanges(params) {
      const asset = typeof params['asset'] === 'string' ? printedCaip19(params['asset']) : undefined;
      // An asset that does not parse is an empty list, not an error (get_exchanges.rs:111-124).
      if (typeof params['asset'] === 'string' && asset === undefined) return { total: 0, exchanges: [] };
      const includeOnly = params['includeOnly'] as readonly string[] | undefined | null;
      const exclude = params['exclude'] as readonly string[] | undefined | null;
      if (includeOnly && exclude) throw new Refusal(PAY_API_METHODS.getExchanges.errors.bothLists.message, -6);
      const listed = exchanges
        .filter((exchange) => asset === undefined || exchange.supports(asset))
        .filter((exchange) => (includeOnly ? includeOnly.includes(exchange.id) : !exclude?.includes(exchange.id)))
        .map(({ id, name, imageUrl }) => ({ id, name, imageUrl }));
      return { total: listed.length, exchanges: listed };
    },

    async getPayUrl(params, projectId) {
      const method = PAY_API_METHODS.getPayUrl.method;
      const exchange = exchangeById(params['exchangeId'], method, -7);
      const asset = printedCaip19(String(params['asset']));
      if (!asset) throw new Refusal(`${method}: Validation error: Wrong CAIP-19 format: ${String(params['asset'])}`, -7);
      const [namespace, reference, address] = recipientOf(String(params['recipient']));
      const [assetNamespace, assetReference] = asset.split('/')[0]?.split(':') ?? [];
      const assetId = asset.split('/')[1] ?? '';
      if (namespace !== assetNamespace) throw new Refusal(`${method}: Validation error: Invalid recipient. CAIP-10 namespace must match asset namespace: ${namespace} != ${assetId.split(':')[0] ?? ''}`, -7);
      if (reference !== assetReference) throw new Refusal(`${method}: Validation error: Invalid recipient. CAIP-10 chainId must match asset chainId: ${reference} != ${assetId}`, -7);
      if (!exchange.supports(asset)) throw new Refusal(`${method}: Validation error: Asset ${asset} is not supported by exchange ${exchange.id}`, -7);
      const amount = amountOf(String(params['amount']));
      if (amount === undefined || !Number.isFinite(amount)) throw new Refusal(`${method}: Validation error: Invalid amount. Expected a valid number or hexadecimal string: ${String(params['amount'])}`, -7);
      const sessionId = crypto.randomUUID().replaceAll('-', '');
      const session = { sessionId, exchangeId: exchange.id, projectId, asset, amount: amount < 0 ? `-${plainDecimalText(-amount)}` : plainDecimalText(amount) ?? '0', recipient: address };
      return { url: exchange.open(session), sessionId };
    },

    async getBuyStatus(params) {
      const method = PAY_API_METHODS.getBuyStatus.method;
      const exchange = exchangeById(params['exchangeId'], method, -8);
      const sessionId = String(params['sessionId']);
      if (sessionId === '' || sessionId.length > 50) throw new Refusal(PAY_API_METHODS.getBuyStatus.errors.invalidSession.message, -8);
      try {
        return await exchange.status(sessionId);
      } catch (error) {
        throw new Refusal(`${method}: Internal error: Unable to get exchange buy status: GetPayUrlError(${JSON.stringify(String(error))})`, -8, 500);
      }
    },
  };

  const answer = async (request: Request): Promise<Response> => {
    const projectId = new URL(request.url).searchParams.get('projectId');
    // A missing projectId fails axum's Query extractor before the handler runs.
    if (projectId === null) return new HttpResponse('Failed to deserialize query string: missing field `projectId`', { status: 400 });
    let body: { id?: unknown; jsonrpc?: unknown; method?: unknown; params?: unknown };
    try {
      body = (await request.json()) as typeof body;
    } catch {
      return new HttpResponse('Failed to parse the request body as JSON', { status: 400 });
    }
    if (typeof body !== 'object' || body === null || body.id === undefined || typeof body.jsonrpc !== 'string' || typeof body.method !== 'string' || !('params' in body)) {
      return new HttpResponse('Failed to deserialize the JSON body into the target type', { status: 422 });
    }
    try {
      if (projectId === '') throw new Refusal(PAY_RPC_ERRORS.invalidProject.message, PAY_RPC_ERRORS.invalidProject.code);
      const found = payMethodOf(body.method);
      if (!found) throw new Refusal(PAY_RPC_ERRORS.methodNotFound.message, PAY_RPC_ERRORS.methodNotFound.code);
      checkParams(found[0], body.params);
      return HttpResponse.json(resultEnvelope(body.id, await methods[found[0]](body.params as Params, projectId)));
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return HttpResponse.json(errorEnvelope(body.id, { code: error.code, message: error.message }), { status: error.status });
    }
  };

  return [http.post(`${context.endpoints.blockchainApi}${PAY_RPC_ENDPOINT.path}`, withScenarios(context, 'blockchainApi', answer))];
}
