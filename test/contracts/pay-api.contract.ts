import type { Shape } from './contract-table.ts';

/**
 * Reown's exchange methods (AppKit Pay's "pay with exchange") as the real service defines them: one
 * JSON-RPC route of the blockchain API, three methods, their params and results from the service's own
 * structs, and its error answers. The msw stand-in (test/msw/handlers/pay-api.ts) answers from this
 * table, and the contract tests hold our client (infrastructure/pay/pay-client.ts) to it.
 *
 * `source` is the place in the public source of the service (reown-com/blockchain-api, commit
 * a4b66a9f, which holds the handlers) or of AppKit Pay 1.7.6 (reown-com/appkit, tag
 * @reown/appkit-pay@1.7.6, packages/pay/src) that says so. Where the two differ, the service's structs
 * decide what is sent and what may come back; PAY_API_DIFFERENCES lists each difference.
 */

const API = 'reown-com/blockchain-api';
const RPC = `${API} src/handlers/json_rpc`;
const EXCHANGES = `${RPC}/exchanges`;
const APPKIT = 'reown-com/appkit@reown/appkit-pay@1.7.6 packages/pay/src';

/** The route and the JSON-RPC envelope every method shares. */
export const PAY_RPC_ENDPOINT = {
  method: 'POST',
  path: '/v1/json-rpc',
  source: `${API} src/lib.rs:249-252`,
  /** AppKit's API_URL is this route on the blockchain API's host (rpc.walletconnect.org). */
  appKitUrl: { value: 'https://rpc.walletconnect.org/v1/json-rpc', source: `${APPKIT}/utils/ConstantsUtil.ts:1` },
  /** WalletQueryParams: projectId is required (a missing one is axum's 400 before any method runs); st, sv and source are optional. */
  query: {
    projectId: { required: true, source: `${RPC}/handler.rs:41` },
    st: { required: false, source: `${RPC}/handler.rs:42-43 (SdkInfoParams, src/handlers/mod.rs:40)` },
    sv: { required: false, source: `${RPC}/handler.rs:42-43 (SdkInfoParams, src/handlers/mod.rs:41)` },
    // "fund-wallet" switches every method to the Fund Wallet feature (mod.rs:261-266); Pay leaves it out.
    source: { required: false, source: `${RPC}/handler.rs:44` },
  },
  /** AppKit sends the projectId alone. */
  appKitQuery: { names: ['projectId'], source: `${APPKIT}/utils/ApiUtil.ts:8-12` },
  /** AppKit's header; the service reads the body as JSON whatever the content type (src/utils/simple_request_json.rs:19-24). */
  contentType: { value: 'application/json', source: `${APPKIT}/utils/ApiUtil.ts:63-67` },
  /** A preflight is answered 204 for any origin; the POST of a pay method echoes the Origin only when the project allows it. */
  cors: { preflight: `${RPC}/handler.rs:106-122`, payMethods: `${RPC}/handler.rs:84-97` },
  request: {
    fields: ['id', 'jsonrpc', 'method', 'params'],
    source: `${API} src/json_rpc/mod.rs:32-42`,
    /** AppKit numbers every request 1. */
    appKitId: { value: 1, source: `${APPKIT}/utils/ApiUtil.ts:57-62` },
  },
  /** `{ id, jsonrpc, result }` on success; the id is the request's (handler.rs:245-247). */
  result: { source: `${API} src/json_rpc/mod.rs:77-86` },
  /** `{ id, jsonrpc, error: { code, message, data } }`; data is always null here (handler.rs:252-260). */
  error: {
    source: `${API} src/json_rpc/mod.rs:98-128`,
    /** 500 when the failure is internal, 400 otherwise (handler.rs:261-266). AppKit reads `error.message` whatever the status (ApiUtil.ts:69-73). */
    status: `${RPC}/handler.rs:261-266`,
  },
} as const;

/** One JSON-RPC param: what serde accepts, and the form the kit must write it in. */
export interface ParamField {
  /** `caip19`: `{caip2}/{namespace}:{reference}`; `caip10`: `{caip2}:{address}`; `decimal`: digits with at most one '.'. */
  readonly type: 'integer' | 'string' | 'string[]' | 'caip19' | 'caip10' | 'decimal';
  /** serde reads it as an Option (`#[serde(default)]`): it may be left out. */
  readonly optional?: boolean;
  readonly source: string;
}

export interface ErrorExample {
  readonly status: 400 | 500;
  readonly code: number;
  readonly message: string;
  readonly source: string;
}

export interface PayMethodContract {
  /** The JSON-RPC method name. */
  readonly method: string;
  readonly source: string;
  /** Where AppKit sends it, and where it builds the params. */
  readonly appKit: string;
  readonly params: Readonly<Record<string, ParamField>>;
  /** Reads may be sent again after a failure; opening a session may not. */
  readonly idempotent: boolean;
  /** The result's fields as the service's struct serializes them. */
  readonly result: Shape;
  /**
   * Results the service can send: `present` with every Option filled, `nulls` with each one null (serde
   * writes None as null, never leaves it out), `absent` with the fields AppKit's type makes optional left
   * out (the service never does; the client must still read it), `none` an empty answer.
   */
  readonly answers: { readonly present: unknown; readonly absent: unknown; readonly nulls: unknown; readonly none?: unknown };
  readonly errors: Readonly<Record<string, ErrorExample>>;
}

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SESSION = '3f2c9d0e8b7a4c1e9f6d5b4a3c2e1f00';
const TX = `0x${'ab'.repeat(32)}`;
const binance = { id: 'binance', name: 'Binance', imageUrl: 'https://pay-assets.reown.com/binance_128_128.webp' };
const reownTest = { id: 'reown_test', name: 'Reown Test Exchange', imageUrl: 'https://pay-assets.reown.com/reown_test_128_128.webp' };

/** The method-independent failures: the project check runs first (handler.rs:397-401), then serde reads the params. */
export const PAY_RPC_ERRORS = {
  // The last words come from the registry client (cerberus), whose text this source does not hold.
  invalidProject: { status: 400, code: -1, message: 'Invalid project ID: Project data error: Project not found', source: `${RPC}/handler.rs:297-298, :349, :397-401; src/state.rs:83-98; src/error.rs:29-30` },
  invalidParams: { status: 400, code: -32602, message: 'Invalid params: missing field `page`', source: `${RPC}/handler.rs:333-334, :362, :464` },
  methodNotFound: { status: 400, code: -32601, message: 'Method not found', source: `${RPC}/handler.rs:330-331, :361, :528` },
} as const satisfies Record<string, ErrorExample>;

export const PAY_API_METHODS = {
  getExchanges: {
    method: 'reown_getExchanges',
    source: `${RPC}/handler.rs:288, :454-469`,
    appKit: `${APPKIT}/utils/ApiUtil.ts:78-82; params PayController.ts:178-182 and :200-204`,
    params: {
      // usize and required: AppKit always sends it, 0 (PayController.ts:32).
      page: { type: 'integer', source: `${EXCHANGES}/get_exchanges.rs:22` },
      includeOnly: { type: 'string[]', optional: true, source: `${EXCHANGES}/get_exchanges.rs:23-24` },
      exclude: { type: 'string[]', optional: true, source: `${EXCHANGES}/get_exchanges.rs:25-26` },
      // Only exchanges selling this asset (mod.rs:208-218); one that does not parse answers an empty list (get_exchanges.rs:111-124).
      asset: { type: 'caip19', optional: true, source: `${EXCHANGES}/get_exchanges.rs:27-28` },
      // Read, and never used by the handler (get_exchanges.rs:102-147).
      amount: { type: 'decimal', optional: true, source: `${EXCHANGES}/get_exchanges.rs:29-30` },
    },
    idempotent: true,
    result: {
      kind: 'object',
      source: `${EXCHANGES}/get_exchanges.rs:33-38`,
      fields: {
        // The count of the list it answers, after includeOnly/exclude (get_exchanges.rs:143-146).
        total: { kind: 'number', example: 2, source: `${EXCHANGES}/get_exchanges.rs:36` },
        exchanges: {
          kind: 'array',
          source: `${EXCHANGES}/get_exchanges.rs:37`,
          items: {
            kind: 'object',
            source: `${EXCHANGES}/mod.rs:60-66`,
            fields: {
              id: { kind: 'string', example: 'binance', source: `${EXCHANGES}/mod.rs:63` },
              name: { kind: 'string', example: 'Binance', source: `${EXCHANGES}/mod.rs:64` },
              imageUrl: { kind: 'string', nullable: true, example: binance.imageUrl, source: `${EXCHANGES}/mod.rs:65` },
            },
          },
        },
      },
    },
    answers: {
      // For Payments the service lists binance and reown_test; coinbase only for Fund Wallet (coinbase.rs:189-192).
      present: { total: 2, exchanges: [binance, reownTest] },
      absent: { total: 1, exchanges: [binance] },
      nulls: { total: 1, exchanges: [{ ...binance, imageUrl: null }] },
      none: { total: 0, exchanges: [] },
    },
    errors: {
      bothLists: { status: 400, code: -6, message: 'reown_getExchanges: Validation error: includeOnly and exclude are mutually exclusive', source: `${EXCHANGES}/get_exchanges.rs:126-131` },
      featureOff: {
        status: 400,
        code: -6,
        message: 'reown_getExchanges: Validation error: Feature not enabled: Payments feature is not enabled for this project',
        source: `${EXCHANGES}/get_exchanges.rs:86-88, mod.rs:300-303`,
      },
    },
  },
  getPayUrl: {
    method: 'reown_getExchangePayUrl',
    source: `${RPC}/handler.rs:289, :470-485`,
    appKit: `${APPKIT}/utils/ApiUtil.ts:84-88; params PayController.ts:214-221`,
    params: {
      exchangeId: { type: 'string', source: `${EXCHANGES}/get_exchange_url.rs:34` },
      asset: { type: 'caip19', source: `${EXCHANGES}/get_exchange_url.rs:35` },
      // A decimal or 0x-hex number, read as f64 (get_exchange_url.rs:141-153).
      amount: { type: 'decimal', source: `${EXCHANGES}/get_exchange_url.rs:36` },
      // CAIP-10 on the asset's own chain (get_exchange_url.rs:117-132).
      recipient: { type: 'caip10', source: `${EXCHANGES}/get_exchange_url.rs:37` },
    },
    // Each call opens a session and records it (get_exchange_url.rs:155-190).
    idempotent: false,
    result: {
      kind: 'object',
      source: `${EXCHANGES}/get_exchange_url.rs:40-45`,
      fields: {
        url: { kind: 'string', example: 'https://appkit-pay-test-exchange.reown.com/', source: `${EXCHANGES}/get_exchange_url.rs:43` },
        sessionId: { kind: 'string', example: SESSION, source: `${EXCHANGES}/get_exchange_url.rs:44` },
      },
    },
    answers: {
      // The test exchange's URL (test_exchange.rs:68-76); a UUID without dashes (get_exchange_url.rs:155-156).
      present: { url: `https://appkit-pay-test-exchange.reown.com/?asset=eip155:84532/slip44:60&amount=0.001&recipient=${RECIPIENT}&sessionId=${SESSION}&projectId=p1`, sessionId: SESSION },
      absent: { url: `https://appkit-pay-test-exchange.reown.com/?asset=eip155:84532/slip44:60&amount=0.001&recipient=${RECIPIENT}&sessionId=${SESSION}&projectId=p1`, sessionId: SESSION },
      nulls: { url: `https://appkit-pay-test-exchange.reown.com/?asset=eip155:11155111/slip44:60&amount=1&recipient=${RECIPIENT}&sessionId=${SESSION}&projectId=p1`, sessionId: SESSION },
    },
    errors: {
      // The text AppKit turns into ASSET_NOT_SUPPORTED (PayController.ts:266-267).
      assetNotSupported: {
        status: 400,
        code: -7,
        message: 'reown_getExchangePayUrl: Validation error: Asset eip155:8453/slip44:60 is not supported by exchange reown_test',
        source: `${EXCHANGES}/get_exchange_url.rs:134-139`,
      },
      unknownExchange: {
        status: 400,
        code: -7,
        message: 'reown_getExchangePayUrl: Exchange not found: Validation error: Exchange kraken not found',
        source: `${EXCHANGES}/get_exchange_url.rs:111-112, mod.rs:231-232`,
      },
      recipientOnAnotherChain: {
        status: 400,
        code: -7,
        message: 'reown_getExchangePayUrl: Validation error: Invalid recipient. CAIP-10 chainId must match asset chainId: 1 != slip44:60',
        source: `${EXCHANGES}/get_exchange_url.rs:126-131`,
      },
      notStored: { status: 500, code: -7, message: 'reown_getExchangePayUrl: Internal error: Failed to persist exchange transaction', source: `${EXCHANGES}/get_exchange_url.rs:186-190` },
    },
  },
  getBuyStatus: {
    method: 'reown_getExchangeBuyStatus',
    source: `${RPC}/handler.rs:290, :486-501`,
    appKit: `${APPKIT}/utils/ApiUtil.ts:90-94; params PayController.ts:484`,
    params: {
      exchangeId: { type: 'string', source: `${EXCHANGES}/get_exchange_buy_status.rs:29` },
      // At most 50 characters (get_exchange_buy_status.rs:24, :100-104).
      sessionId: { type: 'string', source: `${EXCHANGES}/get_exchange_buy_status.rs:30` },
    },
    idempotent: true,
    result: {
      kind: 'object',
      source: `${EXCHANGES}/get_exchange_buy_status.rs:33-38`,
      fields: {
        status: { kind: 'string', values: ['UNKNOWN', 'IN_PROGRESS', 'SUCCESS', 'FAILED'], example: 'SUCCESS', source: `${EXCHANGES}/mod.rs:82-89` },
        txHash: { kind: 'string', nullable: true, example: TX, source: `${EXCHANGES}/get_exchange_buy_status.rs:37` },
      },
    },
    answers: {
      present: { status: 'SUCCESS', txHash: TX },
      // AppKit's `txHash?: string` (ApiUtil.ts:50-53).
      absent: { status: 'IN_PROGRESS' },
      // Before the exchange reports anything, and when it cannot be asked (test_exchange.rs:111-116).
      nulls: { status: 'UNKNOWN', txHash: null },
    },
    errors: {
      invalidSession: { status: 400, code: -8, message: 'reown_getExchangeBuyStatus: Validation error: Invalid session ID', source: `${EXCHANGES}/get_exchange_buy_status.rs:100-104` },
      providerDown: {
        status: 500,
        code: -8,
        message: 'reown_getExchangeBuyStatus: Internal error: Unable to get exchange buy status: GetPayUrlError("error sending request")',
        source: `${EXCHANGES}/get_exchange_buy_status.rs:158-168, test_exchange.rs:84-92`,
      },
    },
  },
} as const satisfies Record<string, PayMethodContract>;

export type PayMethodId = keyof typeof PAY_API_METHODS;

/** The method entry named by a JSON-RPC method, if any. */
export function payMethodOf(method: unknown): readonly [PayMethodId, PayMethodContract] | undefined {
  return (Object.entries(PAY_API_METHODS) as [PayMethodId, PayMethodContract][]).find(([, entry]) => entry.method === method);
}

/** The service's error answer, as it serializes one (mod.rs:98-128, data null: handler.rs:255-259). */
export function errorEnvelope(id: unknown, error: Pick<ErrorExample, 'code' | 'message'>): Record<string, unknown> {
  return { id: id ?? null, jsonrpc: '2.0', error: { code: error.code, message: error.message, data: null } };
}

/** The service's success answer (mod.rs:77-96). */
export function resultEnvelope(id: unknown, result: unknown): Record<string, unknown> {
  return { id: id ?? null, jsonrpc: '2.0', result };
}

/**
 * Where AppKit's types and the service differ. The service wins for what walletport sends and what it
 * must be ready to read.
 */
export const PAY_API_DIFFERENCES = [
  { what: 'Exchange.imageUrl is `string` in AppKit, an Option serialized as null in the service', appKit: `${APPKIT}/types/exchange.ts:3`, service: `${EXCHANGES}/mod.rs:65` },
  { what: 'txHash is optional in AppKit; the service always writes it, null until there is one', appKit: `${APPKIT}/utils/ApiUtil.ts:50-53`, service: `${EXCHANGES}/get_exchange_buy_status.rs:37` },
  { what: 'AppKit reads error.message whatever the status; the service sends its errors with HTTP 400 or 500', appKit: `${APPKIT}/utils/ApiUtil.ts:69-73`, service: `${RPC}/handler.rs:261-266` },
  { what: 'AppKit types includeOnly/exclude but 1.7.6 never sends them (payWithExchange is stored, unread); the service refuses both at once', appKit: `${APPKIT}/controllers/PayController.ts:159, :178-182`, service: `${EXCHANGES}/get_exchanges.rs:126-131` },
  { what: 'AppKit sends amount to reown_getExchanges; the service reads it and ignores it', appKit: `${APPKIT}/controllers/PayController.ts:181`, service: `${EXCHANGES}/get_exchanges.rs:102-147` },
  { what: 'AppKit writes the amount with Number#toString (1e-7 for a tiny one); the service parses it as f64 either way. walletport sends plain decimals', appKit: `${APPKIT}/controllers/PayController.ts:214-219`, service: `${EXCHANGES}/get_exchange_url.rs:141-153` },
  { what: 'AppKit sends only projectId; the service also reads st, sv and source', appKit: `${APPKIT}/utils/ApiUtil.ts:8-12`, service: `${RPC}/handler.rs:38-45` },
  { what: 'AppKit opens the pay URL as it comes; the service passes on whatever the exchange built. walletport opens https pages only', appKit: `${APPKIT}/controllers/PayController.ts:282`, service: `${EXCHANGES}/get_exchange_url.rs:158-191` },
] as const;
