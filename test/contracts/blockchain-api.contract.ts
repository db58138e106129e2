/**
 * The blockchain API as the real service defines it: every route the library calls, its query and
 * body fields, and answers built from the service's own structs. The msw handlers and the HTTP
 * stand-in are generated from this table, and the contract tests hold the client to it.
 *
 * `source` is the place in the public source of the service (reown-com/blockchain-api, commit
 * a4b66a9f) or of AppKit 1.7.6 (reown-com/appkit, tag @reown/appkit-controllers@1.7.6) that says so.
 */

export type QueryType = 'string' | 'integer' | 'csv' | 'currency' | 'caip2' | 'caip10' | 'country' | 'decimal';

export interface QueryField {
  readonly type: QueryType;
  /** A missing required field makes the service refuse the query string (axum `Query`, 400). */
  readonly required: boolean;
  readonly source: string;
}

export interface BodyField {
  readonly type: 'string' | 'integer' | 'boolean' | 'currency' | 'caip10[]' | 'object' | 'object[]' | 'string[]';
  /** A field serde reads as `Option` may be left out; every other one is required. */
  readonly optional?: boolean;
  /** The fields of an `object`, or of each item of an `object[]`. */
  readonly fields?: Readonly<Record<string, BodyField>>;
  readonly source: string;
}

export interface RouteContract {
  readonly method: 'GET' | 'POST';
  /** The service's route, `{name}` for a path segment. */
  readonly path: string;
  readonly source: string;
  /** Query fields the route's struct reads; serde ignores any other name. */
  readonly query: Readonly<Record<string, QueryField>>;
  /** JSON body fields (POST only); the service reads the body as JSON whatever its content type. */
  readonly body?: Readonly<Record<string, BodyField>>;
  /** Only GETs are safe to send again after a failure. */
  readonly idempotent: boolean;
  /** Answers shaped by the service's structs: every optional field present, left out, and null. */
  readonly answers: { readonly present: unknown; readonly absent: unknown; readonly nulls: unknown; readonly none?: unknown };
}

const API = 'reown-com/blockchain-api';
const APPKIT = 'reown-com/appkit packages/controllers/src/controllers/BlockchainApiController.ts';

/** Query names AppKit adds to every GET (`st`, `sv`, `projectId`); a route without them in its struct ignores them. */
export const APPKIT_COMMON_QUERY = {
  names: ['st', 'sv', 'projectId'],
  source: `${APPKIT}:138`,
  /** AppKit leaves out empty values instead of sending `name=`. */
  emptyDropped: 'reown-com/appkit packages/controllers/src/utils/FetchUtil.ts:95',
} as const;

/** Request headers the service's CORS layer lets through; AppKit's GETs send none, its POST only content-type. */
export const CORS_ALLOWED_HEADERS = {
  names: ['content-type', 'user-agent', 'referer', 'origin', 'access-control-request-method', 'access-control-request-headers', 'solana-client', 'sec-fetch-mode', 'x-sdk-type', 'x-sdk-version'],
  source: `${API} src/lib.rs:213`,
  appKitPost: `${APPKIT}:520`,
} as const;

/** Every failure the service explains has this body (`RpcError` → `new_error_response`). */
export const ERROR_BODY = {
  example: { status: 'FAILED', reasons: [{ field: 'name', description: 'Name is already registered: alice.reown.id' }] },
  source: `${API} src/error.rs:766`,
  alreadyRegistered: `${API} src/error.rs:508`,
} as const;

const sdk = (line: number) => ({ st: { type: 'string', required: false, source: `${API} src/handlers/mod.rs:${line}` }, sv: { type: 'string', required: false, source: `${API} src/handlers/mod.rs:${line + 1}` } }) as const;

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TIME = '2025-06-01T00:00:00.123456Z';

const balance = { name: 'USD Coin', symbol: 'USDC', chainId: 'eip155:1', address: `eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48`, value: 12.5, price: 1, quantity: { decimals: '6', numeric: '12.5' }, iconUrl: 'https://token-icons.example/usdc.png' };
const { chainId: _chainId, address: _address, value: _value, ...balanceWithout } = balance;

const metadata = { operationType: 'send', hash: '0xabc', minedAt: TIME, sentFrom: ADDRESS, sentTo: ADDRESS, status: 'confirmed', nonce: 7 };
const transfer = { direction: 'out', quantity: { numeric: '1.5' } };
const fullTransfer = {
  ...transfer,
  fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'https://token-icons.example/eth.png' } },
  nft_info: { name: 'Punk', content: { preview: { url: 'https://nft.example/p.png', content_type: 'image/png' }, detail: null }, flags: { is_spam: false } },
  value: 4500.25,
  price: 3000.17,
};

const nameRecord = { name: 'alice.reown.id', registered_at: TIME, updated_at: TIME, attributes: { bio: 'hello' }, addresses: { '60': { address: ADDRESS, created_at: TIME } } };
const { attributes: _attributes, ...nameRecordWithout } = nameRecord;

const CONVERT = `${API} src/handlers/convert`;
const USDC = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const NATIVE = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const ROUTER = 'eip155:1:0x111111125421ca6dc452d289314280a0f8842a65';
const USER = `eip155:1:${ADDRESS}`;
const swapToken = { name: 'USD Coin', symbol: 'USDC', address: USDC, decimals: 6, logoUri: 'https://token-icons.example/usdc.png', eip2612: true };
const { logoUri: _logoUri, eip2612: _eip2612, ...swapTokenWithout } = swapToken;
// approve(0x1111…2a65, 2500000): the calldata's spender and amount are what the visitor approves.
const APPROVE_DATA = '0x095ea7b3000000000000000000000000111111125421ca6dc452d289314280a0f8842a6500000000000000000000000000000000000000000000000000000000002625a0';
const fungible = { address: USDC, name: 'USD Coin', symbol: 'USDC', iconUrl: 'https://token-icons.example/usdc.png', price: 0.9998, decimals: 6 };

const ONRAMP = `${API} src/handlers/onramp`;
const GENERATORS = `${API} src/handlers/generators`;
const cardLimit = { id: 'CARD', min: '10.00', max: '7500.00' };
const bankLimit = { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' };
const ether = { id: 'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4', name: 'Ethereum', symbol: 'ETH', networks: [{ name: 'base', displayName: 'Base', contractAddress: '', chainId: '8453' }] };
const usd = (value: string) => ({ value, currency: 'USD' });
const onrampQuote = { paymentTotal: usd('100.00'), paymentSubTotal: usd('97.99'), purchaseAmount: { value: '0.039196', currency: 'ETH' }, coinbaseFee: usd('1.51'), networkFee: usd('0.50'), quoteId: 'q-7f3a' };
/** The page the service builds (onrampurl.rs:130-173) for a purchase of ETH on Base, $100 preset, delivered to ADDRESS. */
const COINBASE_PAGE = (() => {
  const url = new URL('https://pay.coinbase.com/buy/select-asset');
  const query = {
    // The service's own Coinbase app id (its configuration); AppKit's constant (ConstantsUtil.ts:88) as an example.
    appId: 'bf18c88d-495a-463b-b249-0b9d3656cf5e',
    destinationWallets: JSON.stringify([{ address: ADDRESS, blockchains: ['base'], assets: ['ETH'] }]),
    partnerUserId: ADDRESS,
    defaultNetwork: 'base',
    presetFiatAmount: '100',
    defaultExperience: 'buy',
  };
  for (const [name, value] of Object.entries(query)) url.searchParams.append(name, value);
  return url.href;
})();

export const BLOCKCHAIN_API_ROUTES = {
  supportedChains: {
    method: 'GET',
    path: '/v1/supported-chains',
    source: `${API} src/lib.rs:263`,
    // The handler reads no query at all (src/handlers/supported_chains.rs:20); AppKit still sends its common three.
    query: {},
    idempotent: true,
    answers: {
      // src/providers/mod.rs:291: two sets of CAIP-2 ids.
      present: { http: ['eip155:1', 'eip155:137', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], ws: ['eip155:1'] },
      absent: { http: ['eip155:1'], ws: [] },
      nulls: { http: [], ws: [] },
    },
  },
  identity: {
    method: 'GET',
    path: '/v1/identity/{address}',
    source: `${API} src/lib.rs:264`,
    query: {
      projectId: { type: 'string', required: true, source: `${API} src/handlers/identity.rs:144` },
      useCache: { type: 'string', required: false, source: `${API} src/handlers/identity.rs:147` },
      clientId: { type: 'string', required: false, source: `${API} src/handlers/identity.rs:149` },
      sender: { type: 'string', required: false, source: `${API} src/handlers/identity.rs:151` },
      ...sdk(40),
    },
    idempotent: true,
    answers: {
      // src/handlers/identity.rs:158: name, avatar and resolvedAt are each Option, serialized as null (never left
      // out); resolvedAt is missing from answers cached before it existed (:163).
      present: { name: 'alice.eth', avatar: 'https://avatars.example/alice.png', resolvedAt: TIME },
      absent: { name: 'alice.eth', avatar: null },
      nulls: { name: null, avatar: null, resolvedAt: null },
    },
  },
  history: {
    method: 'GET',
    path: '/v1/account/{address}/history',
    source: `${API} src/lib.rs:270`,
    query: {
      currency: { type: 'string', required: false, source: `${API} src/handlers/history.rs:26` },
      projectId: { type: 'string', required: true, source: `${API} src/handlers/history.rs:27` },
      chainId: { type: 'string', required: false, source: `${API} src/handlers/history.rs:28` },
      cursor: { type: 'string', required: false, source: `${API} src/handlers/history.rs:29` },
      // Only "coinbase" is served (src/handlers/history.rs:178); any other value is refused (:196).
      onramp: { type: 'string', required: false, source: `${API} src/handlers/history.rs:30` },
      ...sdk(40),
    },
    idempotent: true,
    answers: {
      // src/handlers/history.rs:37 (page), :44 (transaction), :52 (metadata), :72 (transfer).
      present: { data: [{ id: 'tx-1', metadata: { ...metadata, application: { name: 'Uniswap', icon_url: 'https://app.example/u.png' }, chain: 'eip155:1' }, transfers: [fullTransfer] }], next: 'cursor-2' },
      absent: { data: [{ id: 'tx-1', metadata, transfers: [transfer] }] },
      nulls: { data: [{ id: 'tx-1', metadata: { ...metadata, application: null, chain: null }, transfers: null }], next: null },
      none: { data: [], next: null },
    },
  },
  balance: {
    method: 'GET',
    path: '/v1/account/{address}/balance',
    source: `${API} src/lib.rs:278`,
    query: {
      projectId: { type: 'string', required: true, source: `${API} src/handlers/balance.rs:49` },
      // Lower-case currency names (src/handlers/mod.rs:62).
      currency: { type: 'currency', required: true, source: `${API} src/handlers/balance.rs:50` },
      chainId: { type: 'string', required: false, source: `${API} src/handlers/balance.rs:51` },
      // Comma-separated CAIP-10 token addresses whose cached balance is refreshed.
      forceUpdate: { type: 'csv', required: false, source: `${API} src/handlers/balance.rs:53` },
      ...sdk(40),
    },
    idempotent: true,
    answers: {
      // src/handlers/balance.rs:66: chainId, address and value are left out when None (skip_serializing_if).
      present: { balances: [balance] },
      absent: { balances: [balanceWithout] },
      nulls: { balances: [{ ...balance, chainId: null, address: null, value: null }] },
      none: { balances: [] },
    },
  },
  registerName: {
    method: 'POST',
    path: '/v1/profile/account',
    source: `${API} src/lib.rs:283`,
    // RegisterQueryParams holds only the SDK fields (src/handlers/profile/register.rs:41); AppKit sends no query (BlockchainApiController.ts:517).
    query: { ...sdk(40) },
    body: {
      message: { type: 'string', source: `${API} src/handlers/profile/mod.rs:56` },
      signature: { type: 'string', source: `${API} src/handlers/profile/mod.rs:58` },
      coin_type: { type: 'integer', source: `${API} src/handlers/profile/mod.rs:60` },
      address: { type: 'string', source: `${API} src/handlers/profile/mod.rs:62` },
    },
    idempotent: false,
    answers: {
      // The stored record is read back and returned (src/handlers/profile/register.rs:217).
      present: nameRecord,
      absent: nameRecordWithout,
      nulls: { ...nameRecord, attributes: null, addresses: { '60': { address: ADDRESS, created_at: null } } },
    },
  },
  lookupName: {
    method: 'GET',
    path: '/v1/profile/account/{name}',
    source: `${API} src/lib.rs:298`,
    query: {
      apiVersion: { type: 'integer', required: false, source: `${API} src/handlers/profile/mod.rs:70` },
      sender: { type: 'string', required: false, source: `${API} src/handlers/profile/mod.rs:72` },
    },
    idempotent: true,
    answers: {
      // src/database/types.rs:55 (NameAndAddresses), :45 (Address); attributes and created_at are Option → null.
      present: nameRecord,
      absent: nameRecordWithout,
      nulls: { ...nameRecord, attributes: null, addresses: { '60': { address: ADDRESS, created_at: null } } },
      // apiVersion=2: an unknown name is `200 []`, not 404 (src/handlers/profile/lookup.rs:62).
      none: [],
    },
  },
  reverseLookup: {
    method: 'GET',
    path: '/v1/profile/reverse/{address}',
    source: `${API} src/lib.rs:303`,
    query: {
      apiVersion: { type: 'integer', required: false, source: `${API} src/handlers/profile/mod.rs:70` },
      sender: { type: 'string', required: false, source: `${API} src/handlers/profile/mod.rs:72` },
    },
    idempotent: true,
    answers: {
      // A list of NameAndAddresses (src/handlers/profile/reverse.rs:63).
      present: [nameRecord],
      absent: [nameRecordWithout],
      nulls: [{ ...nameRecord, attributes: null, addresses: { '60': { address: ADDRESS, created_at: null } } }],
      // apiVersion=2: an address without a name is `200 []` (src/handlers/profile/reverse.rs:45).
      none: [],
    },
  },
  suggestions: {
    method: 'GET',
    path: '/v1/profile/suggestions/{name}',
    source: `${API} src/lib.rs:308`,
    query: { zone: { type: 'string', required: false, source: `${API} src/handlers/profile/mod.rs:80` } },
    idempotent: true,
    answers: {
      // src/handlers/profile/suggestions.rs:23 and :28: every field is required.
      present: { suggestions: [{ name: 'alice.reown.id', registered: true }, { name: 'alice1.reown.id', registered: false }] },
      absent: { suggestions: [{ name: 'alice.reown.id', registered: true }] },
      nulls: { suggestions: [] },
    },
  },
  swapTokens: {
    method: 'GET',
    path: '/v1/convert/tokens',
    source: `${API} src/lib.rs:343`,
    query: {
      projectId: { type: 'string', required: true, source: `${CONVERT}/tokens.rs:18` },
      chainId: { type: 'caip2', required: true, source: `${CONVERT}/tokens.rs:19` },
      // Narrows the list to one token, compared with the provider's own spelling (src/providers/one_inch.rs:339).
      address: { type: 'string', required: false, source: `${CONVERT}/tokens.rs:21` },
    },
    idempotent: true,
    answers: {
      // tokens.rs:32: logoUri and eip2612 are Option, serialized as null; addresses are CAIP-10 (one_inch.rs:348).
      present: { tokens: [swapToken] },
      absent: { tokens: [swapTokenWithout] },
      nulls: { tokens: [{ ...swapToken, logoUri: null, eip2612: null }] },
      none: { tokens: [] },
    },
  },
  swapQuote: {
    method: 'GET',
    path: '/v1/convert/quotes',
    source: `${API} src/lib.rs:347`,
    query: {
      projectId: { type: 'string', required: true, source: `${CONVERT}/quotes.rs:18` },
      // The amount in the token's smallest unit, passed through to the provider (one_inch.rs:400).
      amount: { type: 'integer', required: true, source: `${CONVERT}/quotes.rs:19` },
      from: { type: 'caip10', required: true, source: `${CONVERT}/quotes.rs:20` },
      to: { type: 'caip10', required: true, source: `${CONVERT}/quotes.rs:21` },
      gasPrice: { type: 'integer', required: false, source: `${CONVERT}/quotes.rs:22` },
    },
    idempotent: true,
    answers: {
      // quotes.rs:33: the id is an Option, always None from 1inch (one_inch.rs:449); one quote per answer.
      present: { quotes: [{ id: 'q-1', fromAmount: '1000000000000000000', fromAccount: NATIVE, toAmount: '2500000000', toAccount: USDC }] },
      absent: { quotes: [{ fromAmount: '1000000000000000000', fromAccount: NATIVE, toAmount: '2500000000', toAccount: USDC }] },
      nulls: { quotes: [{ id: null, fromAmount: '1000000000000000000', fromAccount: NATIVE, toAmount: '2500000000', toAccount: USDC }] },
      none: { quotes: [] },
    },
  },
  swapAllowance: {
    method: 'GET',
    path: '/v1/convert/allowance',
    source: `${API} src/lib.rs:363`,
    query: {
      projectId: { type: 'string', required: true, source: `${CONVERT}/allowance.rs:18` },
      // Both CAIP-10: the chain comes from the token's (one_inch.rs:732).
      tokenAddress: { type: 'caip10', required: true, source: `${CONVERT}/allowance.rs:19` },
      userAddress: { type: 'caip10', required: true, source: `${CONVERT}/allowance.rs:20` },
    },
    idempotent: true,
    answers: {
      // allowance.rs:25: a decimal string in the token's smallest unit.
      present: { allowance: '2500000' },
      absent: { allowance: '0' },
      nulls: { allowance: '0' },
    },
  },
  swapBuildApprove: {
    method: 'GET',
    path: '/v1/convert/build-approve',
    source: `${API} src/lib.rs:351`,
    query: {
      projectId: { type: 'string', required: true, source: `${CONVERT}/approve.rs:18` },
      // The token to approve; its chain is the one the approval is built for (one_inch.rs:469).
      from: { type: 'caip10', required: true, source: `${CONVERT}/approve.rs:19` },
      // Read only for its chain, which must be from's (one_inch.rs:470-477); AppKit sends the token bought.
      to: { type: 'caip10', required: true, source: `${CONVERT}/approve.rs:20` },
      // Left out, the approval is unlimited (one_inch.rs:488): an exact approval sends it.
      amount: { type: 'integer', required: false, source: `${CONVERT}/approve.rs:21` },
    },
    idempotent: true,
    answers: {
      // approve.rs:30: `from` echoes the query's (the token, which AppKit sends the approval to:
      // SwapController.ts:627), `to` is the provider's answer in CAIP-10; eip155 holds only gasPrice (:41).
      present: { tx: { from: USDC, to: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', data: APPROVE_DATA, value: '0', eip155: { gasPrice: '12000000000' } } },
      absent: { tx: { from: USDC, to: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', data: APPROVE_DATA, value: '0' } },
      nulls: { tx: { from: USDC, to: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', data: APPROVE_DATA, value: '0', eip155: null } },
    },
  },
  swapBuildTransaction: {
    method: 'POST',
    path: '/v1/convert/build-transaction',
    source: `${API} src/lib.rs:355`,
    // The handler reads its parameters from the JSON body (transaction.rs:17), not the query.
    query: {},
    body: {
      projectId: { type: 'string', source: `${CONVERT}/transaction.rs:18` },
      amount: { type: 'string', source: `${CONVERT}/transaction.rs:19` },
      from: { type: 'string', source: `${CONVERT}/transaction.rs:20` },
      to: { type: 'string', source: `${CONVERT}/transaction.rs:21` },
      userAddress: { type: 'string', source: `${CONVERT}/transaction.rs:22` },
      // Optional to serde, but the provider refuses a swap without it (one_inch.rs:590).
      eip155: {
        type: 'object',
        source: `${CONVERT}/transaction.rs:23`,
        fields: {
          // A whole percentage (usize): AppKit's CONVERT_SLIPPAGE_TOLERANCE is 1.
          slippage: { type: 'integer', source: `${CONVERT}/transaction.rs:30` },
          permit: { type: 'string', optional: true, source: `${CONVERT}/transaction.rs:31` },
        },
      },
      disableEstimate: { type: 'boolean', optional: true, source: `${CONVERT}/transaction.rs:24` },
    },
    idempotent: false,
    answers: {
      // transaction.rs:42: from, to in CAIP-10 (one_inch.rs:632), `amount` is the provider's destination
      // amount (:642), eip155 the gas with 10% headroom and the gas price (:643).
      present: { tx: { from: USER, to: ROUTER, data: '0x12aa3caf', amount: '2500000000', eip155: { gas: '209000', gasPrice: '12000000000' } } },
      absent: { tx: { from: USER, to: ROUTER, data: '0x12aa3caf', amount: '2500000000' } },
      nulls: { tx: { from: USER, to: ROUTER, data: '0x12aa3caf', amount: '2500000000', eip155: null } },
    },
  },
  gasPrice: {
    method: 'GET',
    path: '/v1/convert/gas-price',
    source: `${API} src/lib.rs:359`,
    query: {
      projectId: { type: 'string', required: true, source: `${CONVERT}/gas_price.rs:18` },
      chainId: { type: 'caip2', required: true, source: `${CONVERT}/gas_price.rs:19` },
    },
    idempotent: true,
    answers: {
      // gas_price.rs:24: wei as decimal strings; on an EIP-1559 chain each is that tier's maxFeePerGas (one_inch.rs:718).
      present: { standard: '12000000000', fast: '15000000000', instant: '20000000000' },
      absent: { standard: '12000000000', fast: '15000000000', instant: '20000000000' },
      nulls: { standard: '12000000000', fast: '15000000000', instant: '20000000000' },
    },
  },
  fungiblePrice: {
    method: 'POST',
    path: '/v1/fungible/price',
    source: `${API} src/lib.rs:368`,
    query: {},
    // The body (fungible_price.rs:24); only the FIRST address is priced (:67), so one request per token.
    body: {
      projectId: { type: 'string', source: `${API} src/handlers/fungible_price.rs:25` },
      currency: { type: 'currency', source: `${API} src/handlers/fungible_price.rs:26` },
      addresses: { type: 'caip10[]', source: `${API} src/handlers/fungible_price.rs:27` },
    },
    idempotent: true,
    answers: {
      // fungible_price.rs:38: every field required; price a float in the currency asked.
      present: { fungibles: [fungible] },
      absent: { fungibles: [fungible] },
      nulls: { fungibles: [] },
      none: { fungibles: [] },
    },
  },
  onrampOptions: {
    method: 'GET',
    // AppKit asks GET /v1/onramp/options without a country (BlockchainApiController.ts:571), a route the
    // service does not have, and shows its fixed DEFAULT_OPTIONS when that fails (:575-576).
    path: '/v1/onramp/buy/options',
    source: `${API} src/lib.rs:318`,
    query: {
      projectId: { type: 'string', required: true, source: `${ONRAMP}/options.rs:20` },
      // Two letters (the `validate` attribute at :21 is never run, so the service does not check it itself).
      country: { type: 'country', required: true, source: `${ONRAMP}/options.rs:22` },
      subdivision: { type: 'string', required: false, source: `${ONRAMP}/options.rs:24` },
    },
    idempotent: true,
    answers: {
      // options.rs:28-65, renamed to camelCase on the way out: `limits` (AppKit reads `payment_method_limits`,
      // TypeUtil.ts:984-987) and `displayName`, `contractAddress`, `chainId` (AppKit: snake case, :971-976).
      // Every field is required; Coinbase's own method ids pass through (AppKit's fallback writes `card`).
      present: { paymentCurrencies: [{ id: 'USD', limits: [cardLimit, bankLimit] }, { id: 'EUR', limits: [cardLimit] }], purchaseCurrencies: [ether] },
      absent: { paymentCurrencies: [{ id: 'USD', limits: [cardLimit] }], purchaseCurrencies: [{ ...ether, networks: [] }] },
      nulls: { paymentCurrencies: [], purchaseCurrencies: [] },
      none: { paymentCurrencies: [], purchaseCurrencies: [] },
    },
  },
  onrampQuote: {
    method: 'GET',
    // AppKit POSTs /v1/onramp/quote with a JSON body of whole currency objects (BlockchainApiController.ts:594-605),
    // a route the service does not have, and shows a 1:1 quote of its own when that fails (:608-618).
    path: '/v1/onramp/buy/quotes',
    source: `${API} src/lib.rs:322`,
    // Each field renamed one by one (quotes.rs:17-39, no rename_all); passed on to Coinbase (src/providers/coinbase.rs:222-226).
    query: {
      projectId: { type: 'string', required: true, source: `${ONRAMP}/quotes.rs:19` },
      // A symbol: at most four characters by its (unrun) validation.
      purchaseCurrency: { type: 'string', required: true, source: `${ONRAMP}/quotes.rs:22` },
      // A network `name` from the options.
      purchaseNetwork: { type: 'string', required: false, source: `${ONRAMP}/quotes.rs:24` },
      paymentAmount: { type: 'decimal', required: true, source: `${ONRAMP}/quotes.rs:26` },
      paymentCurrency: { type: 'string', required: true, source: `${ONRAMP}/quotes.rs:29` },
      // A limit `id` from the options.
      paymentMethod: { type: 'string', required: true, source: `${ONRAMP}/quotes.rs:31` },
      country: { type: 'country', required: true, source: `${ONRAMP}/quotes.rs:34` },
      subdivision: { type: 'string', required: false, source: `${ONRAMP}/quotes.rs:37` },
    },
    idempotent: true,
    answers: {
      // quotes.rs:41-61: every field required; `paymentSubTotal` and `{ value, currency }`, where AppKit reads
      // `paymentSubtotal` and `{ amount, currency }` (TypeUtil.ts:989-1008).
      present: onrampQuote,
      absent: onrampQuote,
      nulls: onrampQuote,
    },
  },
  onrampUrl: {
    method: 'POST',
    // AppKit calls the same route with the same query (BlockchainApiController.ts:540-553).
    path: '/v1/generators/onrampurl',
    source: `${API} src/lib.rs:313`,
    // GeneratorQueryParams (generators/mod.rs:7-9): the projectId is read from the query even on this POST.
    query: { projectId: { type: 'string', required: true, source: `${GENERATORS}/mod.rs:8` } },
    // The body, read as JSON whatever its content type (onrampurl.rs:106); one wrong field and the whole
    // body is refused with 400 (:107-115).
    body: {
      destinationWallets: {
        type: 'object[]',
        source: `${GENERATORS}/onrampurl.rs:26`,
        // DestinationWallet (:52-61) has no camelCase renaming: `supported_networks` is snake case.
        fields: {
          address: { type: 'string', source: `${GENERATORS}/onrampurl.rs:54` },
          blockchains: { type: 'string[]', optional: true, source: `${GENERATORS}/onrampurl.rs:56` },
          assets: { type: 'string[]', optional: true, source: `${GENERATORS}/onrampurl.rs:58` },
          supported_networks: { type: 'string[]', optional: true, source: `${GENERATORS}/onrampurl.rs:60` },
        },
      },
      // AppKit sends the address (w3m-onramp-providers-view/index.ts:134); Coinbase's history is read by it (src/providers/coinbase.rs:106).
      partnerUserId: { type: 'string', source: `${GENERATORS}/onrampurl.rs:28` },
      defaultNetwork: { type: 'string', optional: true, source: `${GENERATORS}/onrampurl.rs:29` },
      // Unsigned integers: AppKit's presetCryptoAmount is the quote's purchase amount (providers view :135),
      // whose fraction makes the service refuse the body.
      presetCryptoAmount: { type: 'integer', optional: true, source: `${GENERATORS}/onrampurl.rs:30` },
      presetFiatAmount: { type: 'integer', optional: true, source: `${GENERATORS}/onrampurl.rs:31` },
      // `buy` or `send` (:36-41).
      defaultExperience: { type: 'string', optional: true, source: `${GENERATORS}/onrampurl.rs:32` },
      handlingRequestedUrls: { type: 'boolean', optional: true, source: `${GENERATORS}/onrampurl.rs:33` },
    },
    // Building a URL changes nothing: safe to send again.
    idempotent: true,
    answers: {
      // onrampurl.rs:63-67: Coinbase Pay's page with the service's appId and the request's fields (:130-173).
      present: { url: COINBASE_PAGE },
      absent: { url: COINBASE_PAGE },
      nulls: { url: COINBASE_PAGE },
    },
  },
} as const satisfies Record<string, RouteContract>;

export type BlockchainApiRouteId = keyof typeof BLOCKCHAIN_API_ROUTES;

/** The service's route as an msw path: `{address}` → `:address`. */
export function mswPath(base: string, route: RouteContract): string {
  return `${base}${route.path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/** The route a request (method and path after the base URL) is for, if any. */
export function matchRoute(method: string, path: string): readonly [BlockchainApiRouteId, RouteContract] | undefined {
  for (const [id, route] of Object.entries(BLOCKCHAIN_API_ROUTES) as [BlockchainApiRouteId, RouteContract][]) {
    const pattern = new RegExp(`^${route.path.replace(/\{\w+\}/g, '[^/]+')}$`);
    if (route.method === method && pattern.test(path)) return [id, route];
  }
  return undefined;
}

/** Required query fields the request lacks or leaves empty: the service answers those with 400. */
export function missingRequiredQuery(route: RouteContract, query: URLSearchParams): readonly string[] {
  return Object.entries(route.query)
    .filter(([name, field]) => field.required && !query.get(name))
    .map(([name]) => name);
}
