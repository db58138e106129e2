import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem';
import { HttpResponse } from 'msw';
import { NATIVE_PLACEHOLDER, routerSwapCall, type SwapMarket } from '../../fixtures/swap-market.ts';

type Answer = (request: Request) => Response | Promise<Response>;

/**
 * The service's answer to a bad conversion parameter: 400 with its error body (reown-com/blockchain-api
 * src/error.rs:460, "Conversion parameter error: …").
 */
const invalid = (description: string): Response => HttpResponse.json({ status: 'FAILED', reasons: [{ field: '', description: `Conversion parameter error: ${description}` }] }, { status: 400 });

/** CAIP-10 → [chain (CAIP-2), address]; undefined for anything the service's disassemble_caip10 refuses (crypto.rs:1207). */
function account(value: unknown): readonly [string, string] | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(eip155:\d{1,32}):(0x[0-9a-fA-F]{40})$/.exec(value);
  return match ? [match[1] ?? '', match[2] ?? ''] : undefined;
}

const isNative = (address: string) => address.toLowerCase() === NATIVE_PLACEHOLDER;

/** Twenty minutes: the router refuses a swap mined after its deadline (UniswapV2Router02.sol `ensure`). */
const DEADLINE_SECONDS = 20 * 60;

/**
 * The convert routes of the blockchain API (`/v1/convert/*`, `/v1/fungible/price`) answered from a
 * Uniswap V2 market, in the service's shapes (test/contracts/blockchain-api.contract.ts): quotes are
 * the router's amounts, built transactions its calls, approvals exact when an amount is asked and
 * unlimited when not, as the service's provider builds them (one_inch.rs:488).
 */
export function convertAnswers(market: SwapMarket, now: () => number = Date.now) {
  const tokensOf = async (chainId: string) => market.tokens(chainId);
  const answers = {
    swapTokens: async (request) => {
      const query = new URL(request.url).searchParams;
      const chainId = query.get('chainId') ?? '';
      const address = query.get('address');
      const tokens = (await tokensOf(chainId)).filter((token) => !address || token.address.toLowerCase().endsWith(address.toLowerCase()));
      return HttpResponse.json({ tokens: tokens.map(({ name, symbol, address: caip10, decimals, logoUri }) => ({ name, symbol, address: caip10, decimals, logoUri: logoUri ?? null, eip2612: false })) });
    },
    swapQuote: async (request) => {
      const query = new URL(request.url).searchParams;
      const from = account(query.get('from'));
      const to = account(query.get('to'));
      const amount = query.get('amount') ?? '';
      if (!from || !to) return invalid('Wrong CAIP-10 address format');
      if (from[0] !== to[0]) return invalid('`from` and `to` chain IDs must have the same value');
      if (!/^\d+$/.test(amount) || BigInt(amount) === 0n) return invalid('amount: Not a valid amount');
      const out = await market.quote(query.get('from') ?? '', query.get('to') ?? '', BigInt(amount));
      if (out === undefined || out === 0n) return invalid('insufficient liquidity');
      return HttpResponse.json({ quotes: [{ id: null, fromAmount: amount, fromAccount: query.get('from'), toAmount: out.toString(), toAccount: query.get('to') }] });
    },
    swapAllowance: async (request) => {
      const query = new URL(request.url).searchParams;
      const token = account(query.get('tokenAddress'));
      const user = account(query.get('userAddress'));
      if (!token || !user) return invalid('Wrong CAIP-10 address format');
      if (isNative(token[1])) return HttpResponse.json({ allowance: maxUint256.toString() });
      return HttpResponse.json({ allowance: (await market.allowance(query.get('tokenAddress') ?? '', user[1])).toString() });
    },
    swapBuildApprove: async (request) => {
      const query = new URL(request.url).searchParams;
      const from = account(query.get('from'));
      const to = account(query.get('to'));
      if (!from || !to) return invalid('Wrong CAIP-10 address format');
      if (from[0] !== to[0]) return invalid('`from` and `to` chain IDs must have the same value');
      const router = market.router(from[0]);
      if (!router) return invalid(`Chain ID ${from[0]} is not supported`);
      const amount = query.get('amount');
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, amount && /^\d+$/.test(amount) ? BigInt(amount) : maxUint256] });
      const gasPrice = await market.gasPrice(from[0]);
      return HttpResponse.json({ tx: { from: query.get('from'), to: query.get('to'), data, value: '0', eip155: { gasPrice: gasPrice.toString() } } });
    },
    swapBuildTransaction: async (request) => {
      const body = (await request.json().catch(() => undefined)) as Record<string, unknown> | undefined;
      const from = account(body?.['from']);
      const to = account(body?.['to']);
      const user = account(body?.['userAddress']);
      const amount = typeof body?.['amount'] === 'string' && /^\d+$/.test(body['amount']) ? BigInt(body['amount']) : undefined;
      const eip155 = body?.['eip155'] as { slippage?: unknown } | undefined;
      if (!body || !from || !to || !user || amount === undefined) return new HttpResponse('Failed to deserialize the JSON body', { status: 422 });
      if (from[0] !== to[0] || user[0] !== from[0]) return invalid('`from`, `to` and `userAddress` chain IDs must have the same value');
      if (!eip155 || !Number.isInteger(eip155.slippage)) return invalid('slippage parameter is necessary for this type of conversion');
      const router = market.router(from[0]);
      const path = await market.path(String(body['from']), String(body['to']));
      const out = await market.quote(String(body['from']), String(body['to']), amount);
      if (!router || !path || out === undefined || out === 0n) return invalid('insufficient liquidity');
      const minOut = (out * BigInt(100 - Number(eip155.slippage))) / 100n;
      const deadline = BigInt(Math.floor(now() / 1000) + DEADLINE_SECONDS);
      const data = routerSwapCall({ nativeIn: isNative(from[1]), nativeOut: isNative(to[1]), amountIn: amount, minOut, path, recipient: user[1] as `0x${string}`, deadline });
      const gasPrice = await market.gasPrice(from[0]);
      return HttpResponse.json({ tx: { from: body['userAddress'], to: `${from[0]}:${router}`, data, amount: out.toString(), eip155: { gas: '250000', gasPrice: gasPrice.toString() } } });
    },
    gasPrice: async (request) => {
      const chainId = new URL(request.url).searchParams.get('chainId') ?? '';
      if (!market.router(chainId)) return invalid(`Chain ID ${chainId} is not supported`);
      const price = (await market.gasPrice(chainId)).toString();
      return HttpResponse.json({ standard: price, fast: price, instant: price });
    },
    fungiblePrice: async (request) => {
      const body = (await request.json().catch(() => undefined)) as { addresses?: unknown } | undefined;
      const first = Array.isArray(body?.addresses) ? body.addresses[0] : undefined;
      const address = account(first);
      // Only the first address is priced (fungible_price.rs:67); a malformed one is InvalidAddress.
      if (!address) return HttpResponse.json({ status: 'FAILED', reasons: [{ field: 'address', description: 'Invalid address' }] }, { status: 400 });
      const token = (await tokensOf(address[0])).find((entry) => entry.address.toLowerCase() === String(first).toLowerCase());
      if (!token || token.priceUsd === undefined) return HttpResponse.json({ fungibles: [] });
      return HttpResponse.json({ fungibles: [{ address: token.address, name: token.name, symbol: token.symbol, iconUrl: token.logoUri ?? '', price: token.priceUsd, decimals: token.decimals }] });
    },
  } satisfies Record<string, Answer>;
  return answers;
}
