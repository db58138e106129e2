import { http, HttpResponse } from 'msw';
import type { ApiWallet } from '../../../domain/schemas/api-directory.ts';
import { walletImagePng, walletImageSvg } from '../../fixtures/wallets.ts';
import { checkQuery, routeUrl, type RouteContract } from '../../contracts/contract-table.ts';
import { DIRECTORY_ROUTES } from '../../contracts/directory-contract.ts';
import { param, withScenarios, type StandInContext } from '../context.ts';

const list = (value: string | null): readonly string[] => (value ? value.split(',').filter(Boolean) : []);

/** A page of the wallet directory, as `getWallets` answers it. */
export interface WalletQueryAnswer {
  /** How many wallets match the query, on every page. */
  count: number;
  /** The wallets of the page asked for. */
  data: readonly ApiWallet[];
}

/** The wallet-directory filter the stand-in applies: include, exclude, search, chains, then the page. */
export function queryWallets(wallets: readonly ApiWallet[], query: URLSearchParams): WalletQueryAnswer {
  const include = list(query.get('include'));
  const exclude = new Set(list(query.get('exclude')));
  const chains = list(query.get('chains'));
  const search = query.get('search')?.trim().toLowerCase() ?? '';
  const badge = query.get('badge_type');
  const matching = wallets.filter(
    (wallet) =>
      (badge === null || wallet.badge_type === badge) &&
      (include.length === 0 || include.includes(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (search === '' || wallet.name.toLowerCase().includes(search)) &&
      (chains.length === 0 || chains.some((chain) => wallet.chains?.includes(chain))),
  );
  const page = Math.max(1, Number(query.get('page')) || 1);
  const entries = Math.min(100, Math.max(1, Number(query.get('entries')) || 40));
  return { count: matching.length, data: matching.slice((page - 1) * entries, page * entries) };
}

/** A 400 listing how a request departs from the directory contract table, or undefined when it fits. */
export function contractViolation(route: RouteContract, request: Request): Response | undefined {
  const problems = checkQuery(route, new URL(request.url).searchParams);
  return problems.length > 0 ? HttpResponse.json({ error: 'invalid request', problems }, { status: 400 }) : undefined;
}

/** Wallet list, wallet images and network images (wallet directory), routed by the contract table. */
export function directoryHandlers(context: StandInContext) {
  const base = context.endpoints.api;
  const svg = (id: string, label?: string): Response =>
    new HttpResponse(walletImageSvg(id, label), { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=86400' } });
  const png = (id: string): Response =>
    new HttpResponse(walletImagePng(id), { headers: { 'content-type': 'image/png', 'cache-control': 'max-age=86400' } });
  const { getWallets, walletImage, assetImage } = DIRECTORY_ROUTES;
  return [
    http.get(
      routeUrl(base, getWallets),
      withScenarios(context, 'directory', (request) => contractViolation(getWallets, request) ?? HttpResponse.json(queryWallets(context.data.wallets, new URL(request.url).searchParams))),
    ),
    http.get(
      routeUrl(base, walletImage),
      withScenarios(context, 'directory', (request, params) => {
        const imageId = param(params, 'imageId');
        const wallet = context.data.wallets.find((candidate) => candidate.image_id === imageId);
        return contractViolation(walletImage, request) ?? (wallet ? png(imageId) : HttpResponse.json({ error: 'not found' }, { status: 404 }));
      }),
    ),
    http.get(
      routeUrl(base, assetImage),
      withScenarios(context, 'directory', (request, params) => contractViolation(assetImage, request) ?? svg(param(params, 'imageId'), 'N')),
    ),
  ];
}
