import { isAddress, verifyMessage } from 'viem';
import { http, HttpResponse } from 'msw';
import { BLOCKCHAIN_API_ROUTES, missingRequiredQuery, mswPath, type BlockchainApiRouteId, type RouteContract } from '../../contracts/blockchain-api.contract.ts';
import { convertAnswers } from './convert-api.ts';
import { onrampAnswers } from './onramp-api.ts';
import { nameRecord, identityOf, suggestNames } from '../../fixtures/names.ts';
import { param, withScenarios, type StandInContext } from '../context.ts';

/** Page size of the activity stand-in, small enough that the demo shows "load more". */
export const TRANSACTIONS_PAGE_SIZE = 10;

/** The networks the stand-in serves: the public chains the fixtures and tests use, and the local anvil chains. */
export const STAND_IN_SUPPORTED_CHAINS = {
  http: [
    'eip155:1', 'eip155:10', 'eip155:56', 'eip155:100', 'eip155:137', 'eip155:324', 'eip155:8453', 'eip155:42161', 'eip155:43114',
    'eip155:11155111', 'eip155:84532', 'eip155:1337', 'eip155:31337', 'eip155:31338',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    'bip122:000000000019d6689c085ae165831e93',
  ],
  ws: ['eip155:1', 'eip155:137'],
} as const;

type Params = Readonly<Record<string, string | readonly string[] | undefined>>;
type Answer = (request: Request, params: Params) => Response | Promise<Response>;

/** The service's explained failure (`{ status: "FAILED", reasons }`) with its status. */
const failed = (status: number, field: string, description: string): Response => HttpResponse.json({ status: 'FAILED', reasons: [{ field, description }] }, { status });

/**
 * Blockchain API stand-in, one handler per route of the contract table: the method and path
 * come from the table, and a required query field left out gets the service's 400.
 */
export function blockchainApiHandlers(context: StandInContext) {
  const { data } = context;
  const answers: Record<BlockchainApiRouteId, Answer> = {
    supportedChains: () => HttpResponse.json(STAND_IN_SUPPORTED_CHAINS, { headers: { 'cache-control': 'public, max-age=86400, s-maxage=86400' } }),
    history: async (request, params) => {
      const query = new URL(request.url).searchParams;
      const all = await data.transactions(param(params, 'address'), query.get('chainId') ?? undefined);
      const start = Math.max(0, Number(query.get('cursor')) || 0);
      const end = start + TRANSACTIONS_PAGE_SIZE;
      return HttpResponse.json({ data: all.slice(start, end), next: end < all.length ? String(end) : null });
    },
    balance: async (request, params) => {
      const balances = await data.balances(param(params, 'address'), new URL(request.url).searchParams.get('chainId') ?? undefined);
      return HttpResponse.json({ balances });
    },
    identity: (_request, params) => HttpResponse.json(identityOf(param(params, 'address'), data.names)),
    lookupName: (request, params) => {
      const record = data.names.find((entry) => entry.name === param(params, 'name'));
      if (record) return HttpResponse.json(record);
      return versionTwo(request) ? HttpResponse.json([]) : failed(404, 'name', `Name is not found in the database: ${param(params, 'name')}`);
    },
    reverseLookup: (request, params) => {
      const address = param(params, 'address').toLowerCase();
      const records = data.names.filter((entry) => Object.values(entry.addresses).some((value) => value.address.toLowerCase() === address));
      if (records.length > 0 || versionTwo(request)) return HttpResponse.json(records);
      return failed(404, 'address', 'No name for address is found');
    },
    ...convertAnswers(data.market),
    ...onrampAnswers(data.onrampSite),
    suggestions: (_request, params) => HttpResponse.json({ suggestions: suggestNames(param(params, 'name'), data.names) }),
    registerName: async (request) => {
      const body = (await request.json().catch(() => undefined)) as Record<string, unknown> | undefined;
      const wrong = Object.entries(BLOCKCHAIN_API_ROUTES.registerName.body).find(([field, spec]) =>
        spec.type === 'integer' ? !Number.isInteger(body?.[field]) : typeof body?.[field] !== 'string' || body[field] === '',
      );
      if (!body || wrong) return new HttpResponse(`Failed to deserialize the JSON body: ${wrong?.[0] ?? 'body'}`, { status: 422 });
      const { message, address, signature } = body as { message: string; address: string; signature: string };
      // The signed message carries the name (name registration), signed by the address's own key.
      let name = '';
      try {
        const parsed = JSON.parse(message) as { name?: unknown };
        name = typeof parsed.name === 'string' ? parsed.name : '';
      } catch {
        return failed(400, 'message', 'message is not JSON');
      }
      if (!name) return failed(400, 'name', 'Invalid name format');
      if (data.names.some((entry) => entry.name === name)) return failed(400, 'name', `Name is already registered: ${name}`);
      if (!(await signedBy(address, message, signature))) return failed(401, 'signature', 'Signature verification error');
      const record = nameRecord(name, address, Date.now());
      data.names.push(record);
      return HttpResponse.json(record);
    },
  };

  const base = context.endpoints.blockchainApi;
  return (Object.entries(BLOCKCHAIN_API_ROUTES) as [BlockchainApiRouteId, RouteContract][]).map(([id, route]) => {
    const answer: Answer = (request, params) => {
      const missing = missingRequiredQuery(route, new URL(request.url).searchParams);
      if (missing.length > 0) return new HttpResponse(`Failed to deserialize query string: missing field \`${missing[0]}\``, { status: 400 });
      return answers[id](request, params);
    };
    // The network list is read once per client and cached for a day; scripted failures aim at the calls that follow it.
    const resolver = id === 'supportedChains' ? ({ request, params }: { request: Request; params: Params }) => answer(request, params) : withScenarios(context, 'blockchainApi', answer);
    return route.method === 'GET' ? http.get(mswPath(base, route), resolver) : http.post(mswPath(base, route), resolver);
  });
}

const versionTwo = (request: Request): boolean => new URL(request.url).searchParams.get('apiVersion') === '2';

/** Whether `signature` is the EIP-191 signature of `message` by `address` (an EOA's key). */
async function signedBy(address: string, message: string, signature: string): Promise<boolean> {
  if (!isAddress(address) || !/^0x[0-9a-fA-F]+$/.test(signature)) return false;
  try {
    return await verifyMessage({ address, message, signature: signature as `0x${string}` });
  } catch {
    return false;
  }
}
