import { getAddress } from 'viem';

/*
 * The exchanges of the pay stand-in, as the blockchain API's exchange providers describe themselves
 * (reown-com/blockchain-api a4b66a9f, src/handlers/json_rpc/exchanges/). Which assets each sells and
 * how it reports a purchase are the service's; where the money moves is the stand-in's.
 */

/** Where a purchase at a stand-in exchange stands, in the service's words. */
export type StandInBuyStatus = 'UNKNOWN' | 'IN_PROGRESS' | 'SUCCESS' | 'FAILED';

/** A purchase session the service opened (get_exchange_url.rs:155-170): what the exchange charges, and to whom. */
export interface PaySession {
  /** 32 hex digits: a UUID without its dashes (get_exchange_url.rs:155-156). */
  readonly sessionId: string;
  /** The exchange the visitor pays at. */
  readonly exchangeId: string;
  /** The dApp's Reown project id. */
  readonly projectId: string;
  /** CAIP-19 as the service prints it (src/utils/crypto.rs:1157-1171), an ERC-20 address checksummed (:1062-1070). */
  readonly asset: string;
  /** The amount as the service read it, an f64, printed as Rust prints one (no exponent). */
  readonly amount: string;
  /** The address alone, without its CAIP-10 chain (get_exchange_url.rs:165). */
  readonly recipient: string;
}

/** What an exchange answers about a purchase session. */
export interface BuyReport {
  /** Where the purchase stands. */
  readonly status: StandInBuyStatus;
  /** The transaction that paid the recipient, once there is one. */
  readonly txHash: string | null;
}

/** One exchange provider (ExchangeProvider, mod.rs:98-111, and its buy URL and status, :162-184). */
export interface PayStandInExchange {
  /** The exchange's id in the service's list (`binance`, `reown_test`). */
  readonly id: string;
  /** The name the Pay view shows. */
  readonly name: string;
  /** The exchange's logo; null when it has none. */
  readonly imageUrl: string | null;
  /** Whether it sells a CAIP-19 asset, as the service prints it. */
  supports(asset: string): boolean;
  /** Opens a session; answers the URL the visitor pays at. */
  open(session: PaySession): string;
  /** Where a purchase session stands. */
  status(sessionId: string): Promise<BuyReport>;
}

/** test_exchange.rs:17, :41-51. */
export const REOWN_TEST_EXCHANGE = {
  id: 'reown_test',
  name: 'Reown Test Exchange',
  imageUrl: 'https://pay-assets.reown.com/reown_test_128_128.webp',
  url: 'https://appkit-pay-test-exchange.reown.com',
  /** Sepolia's and Base Sepolia's ether (test_exchange.rs:19-24). */
  assets: ['eip155:11155111/slip44:60', 'eip155:84532/slip44:60'],
} as const;

/** binance.rs:224-235, the assets of CAIP19_TO_BINANCE_CRYPTO (binance.rs:25-74). */
export const BINANCE_EXCHANGE = {
  id: 'binance',
  name: 'Binance',
  imageUrl: 'https://pay-assets.reown.com/binance_128_128.webp',
  assets: [
    'eip155:1/erc20:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    'eip155:137/erc20:0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174',
    'eip155:8453/erc20:0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
    'eip155:42161/erc20:0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
    'eip155:1/slip44:60',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp/slip44:501',
    'eip155:1/erc20:0xdAC17F958D2ee523a2206206994597C13D831ec7',
    'eip155:42161/erc20:0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9',
    'eip155:10/erc20:0x94b008aA00579c1307B0EF2c499aD98a8ce58e58',
    'eip155:137/erc20:0xc2132D05D31c914a87C6611C10748AEb04B58e8F',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp/token:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp/token:Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB',
    'eip155:30/erc20:0x2AcC95758f8b5F583470ba265EB685a8F45fC9D5',
  ],
} as const;

/** The URL the Reown test exchange builds, unencoded as the service formats it (test_exchange.rs:68-76). */
export function testExchangeUrl(base: string, session: PaySession): string {
  return `${base}/?asset=${session.asset}&amount=${session.amount}&recipient=${session.recipient}&sessionId=${session.sessionId}&projectId=${session.projectId}`;
}

/**
 * A CAIP-19 id as the service prints it once parsed: an eip155 token address checksummed
 * (crypto.rs:1062-1070); undefined for what Caip19Asset::parse refuses (crypto.rs:1081-1121).
 */
export function printedCaip19(asset: string): string | undefined {
  const match = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})\/([-a-z0-9]{3,8}):([-.%a-zA-Z0-9]{1,128})$/.exec(asset);
  if (!match) return undefined;
  const [, namespace, reference, assetNamespace, assetReference = ''] = match;
  if (namespace === 'eip155' && ['erc20', 'erc721', 'erc1155'].includes(assetNamespace ?? '')) {
    if (!/^0x[0-9a-fA-F]{40}$/.test(assetReference)) return undefined;
    return `${namespace}:${reference}/${assetNamespace}:${getAddress(assetReference)}`;
  }
  return asset;
}

export interface InMemoryExchange extends PayStandInExchange {
  readonly sessions: ReadonlyMap<string, PaySession>;
  /** What the exchange reports from now on for a session it opened: the visitor paid, or the purchase failed. */
  settle(sessionId: string, report: { readonly status: 'SUCCESS'; readonly txHash: string } | { readonly status: 'FAILED' }): void;
}

/**
 * An exchange whose page is not served: sessions are opened and settled in memory. A session it never
 * opened is UNKNOWN, as the service reports what it cannot ask about (test_exchange.rs:111-116); an
 * open one IN_PROGRESS until settled ("pending", :101).
 */
export function inMemoryExchange(profile: { readonly id: string; readonly name: string; readonly imageUrl: string | null; readonly assets: readonly string[]; readonly url: (session: PaySession) => string }): InMemoryExchange {
  const sessions = new Map<string, PaySession>();
  const reports = new Map<string, BuyReport>();
  const sold = new Set(profile.assets.map((asset) => asset.toLowerCase()));
  return {
    id: profile.id,
    name: profile.name,
    imageUrl: profile.imageUrl,
    sessions,
    supports: (asset) => sold.has(asset.toLowerCase()),
    open(session) {
      sessions.set(session.sessionId, session);
      return profile.url(session);
    },
    status: async (sessionId) => reports.get(sessionId) ?? { status: sessions.has(sessionId) ? 'IN_PROGRESS' : 'UNKNOWN', txHash: null },
    settle(sessionId, report) {
      if (!sessions.has(sessionId)) throw new Error(`no session ${sessionId} on ${profile.id}`);
      reports.set(sessionId, { status: report.status, txHash: report.status === 'SUCCESS' ? report.txHash : null });
    },
  };
}

/**
 * The exchanges the service lists for Payments, in its order (ExchangeType, mod.rs:113-119): Binance,
 * whose real link comes from Binance's pre-order answer (binance.rs:190-193; a placeholder host here),
 * and the Reown test exchange. Coinbase serves only the Fund Wallet feature (coinbase.rs:189-192).
 */
export function createPayStandInExchanges(): { readonly binance: InMemoryExchange; readonly reownTest: InMemoryExchange; readonly all: readonly PayStandInExchange[] } {
  const binance = inMemoryExchange({ ...BINANCE_EXCHANGE, url: (session) => `https://binance-checkout.example/pay?orderId=${session.sessionId}` });
  const reownTest = inMemoryExchange({ ...REOWN_TEST_EXCHANGE, url: (session) => testExchangeUrl(REOWN_TEST_EXCHANGE.url, session) });
  return { binance, reownTest, all: [binance, reownTest] };
}
