import { isAddress, verifyMessage } from 'viem';
import { http, HttpResponse } from 'msw';
import { nameRecord, identityOf, suggestNames } from '../../fixtures/names.ts';
import { param, withScenarios, type StandInContext } from '../context.ts';

/** Page size of the activity stand-in, small enough that the demo shows "load more". */
export const TRANSACTIONS_PAGE_SIZE = 10;

const missingProject = (request: Request): Response | undefined =>
  new URL(request.url).searchParams.get('projectId') ? undefined : HttpResponse.json({ error: 'projectId is required' }, { status: 400 });

/** Blockchain API stand-in: history, balance, identity and the name service (spec §7). */
export function blockchainApiHandlers(context: StandInContext) {
  const base = `${context.endpoints.blockchainApi}/v1`;
  const { data } = context;
  return [
    http.get(
      `${base}/account/:address/history`,
      withScenarios(context, 'blockchainApi', async (request, params) => {
        const query = new URL(request.url).searchParams;
        const all = await data.transactions(param(params, 'address'), query.get('chainId') ?? undefined);
        const start = Math.max(0, Number(query.get('cursor')) || 0);
        const end = start + TRANSACTIONS_PAGE_SIZE;
        return missingProject(request) ?? HttpResponse.json({ data: all.slice(start, end), next: end < all.length ? String(end) : null });
      }),
    ),
    http.get(
      `${base}/account/:address/balance`,
      withScenarios(context, 'blockchainApi', async (request, params) => {
        const query = new URL(request.url).searchParams;
        const balances = await data.balances(param(params, 'address'), query.get('chainId') ?? undefined);
        return missingProject(request) ?? HttpResponse.json({ balances });
      }),
    ),
    http.get(
      `${base}/identity/:address`,
      withScenarios(context, 'blockchainApi', (request, params) => missingProject(request) ?? HttpResponse.json(identityOf(param(params, 'address'), data.names))),
    ),
    http.get(
      `${base}/profile/account/:name`,
      withScenarios(context, 'blockchainApi', (request, params) => {
        const record = data.names.find((entry) => entry.name === param(params, 'name'));
        return missingProject(request) ?? (record ? HttpResponse.json(record) : HttpResponse.json({ error: 'name not found' }, { status: 404 }));
      }),
    ),
    http.get(
      `${base}/profile/reverse/:address`,
      withScenarios(context, 'blockchainApi', (request, params) => {
        const address = param(params, 'address').toLowerCase();
        const records = data.names.filter((entry) => Object.values(entry.addresses).some((value) => value.address.toLowerCase() === address));
        return missingProject(request) ?? HttpResponse.json(records);
      }),
    ),
    http.get(
      `${base}/profile/suggestions/:name`,
      withScenarios(context, 'blockchainApi', (request, params) =>
        missingProject(request) ?? HttpResponse.json({ suggestions: suggestNames(param(params, 'name'), data.names) }),
      ),
    ),
    http.post(
      `${base}/profile/account`,
      withScenarios(context, 'blockchainApi', async (request) => {
        const body = (await request.json().catch(() => undefined)) as Record<string, unknown> | undefined;
        const message = typeof body?.message === 'string' ? body.message : '';
        const address = typeof body?.address === 'string' ? body.address : '';
        if (typeof body?.coin_type !== 'number' || !address || typeof body.signature !== 'string' || !message) {
          return HttpResponse.json({ error: 'coin_type, address, signature and message are required' }, { status: 400 });
        }
        // The signed message carries the name (spec §4 name registration), signed by the address's own key.
        let name = '';
        try {
          const parsed = JSON.parse(message) as { name?: unknown };
          name = typeof parsed.name === 'string' ? parsed.name : '';
        } catch {
          return HttpResponse.json({ error: 'message is not JSON' }, { status: 400 });
        }
        if (!(await signedBy(address, message, body.signature))) return HttpResponse.json({ error: 'signature does not match the address' }, { status: 401 });
        if (!name || data.names.some((entry) => entry.name === name)) return HttpResponse.json({ error: 'name unavailable' }, { status: 409 });
        const record = nameRecord(name, address, Date.now());
        data.names.push(record);
        return missingProject(request) ?? HttpResponse.json(record);
      }),
    ),
  ];
}

/** Whether `signature` is the EIP-191 signature of `message` by `address` (an EOA's key). */
async function signedBy(address: string, message: string, signature: string): Promise<boolean> {
  if (!isAddress(address) || !/^0x[0-9a-fA-F]+$/.test(signature)) return false;
  try {
    return await verifyMessage({ address, message, signature: signature as `0x${string}` });
  } catch {
    return false;
  }
}
