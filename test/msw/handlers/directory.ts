import { http, HttpResponse } from 'msw';
import type { ApiWallet } from '../../../domain/schemas/api-directory.ts';
import { walletImagePng, walletImageSvg } from '../../fixtures/wallets.ts';
import { param, withScenarios, type StandInContext } from '../context.ts';

const list = (value: string | null): readonly string[] => (value ? value.split(',').filter(Boolean) : []);

/** The wallet-directory filter the stand-in applies: include, exclude, search, chains, then the page. */
export function queryWallets(wallets: readonly ApiWallet[], query: URLSearchParams): { count: number; data: readonly ApiWallet[] } {
  const include = list(query.get('include'));
  const exclude = new Set(list(query.get('exclude')));
  const chains = list(query.get('chains'));
  const search = query.get('search')?.trim().toLowerCase() ?? '';
  const matching = wallets.filter(
    (wallet) =>
      (include.length === 0 || include.includes(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (search === '' || wallet.name.toLowerCase().includes(search)) &&
      (chains.length === 0 || chains.some((chain) => wallet.chains?.includes(chain))),
  );
  const page = Math.max(1, Number(query.get('page')) || 1);
  const entries = Math.min(100, Math.max(1, Number(query.get('entries')) || 40));
  return { count: matching.length, data: matching.slice((page - 1) * entries, page * entries) };
}

/** Wallet list, wallet images and network images (spec §7 wallet directory). */
export function directoryHandlers(context: StandInContext) {
  const base = context.endpoints.api;
  const svg = (id: string, label?: string): Response =>
    new HttpResponse(walletImageSvg(id, label), { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=86400' } });
  const png = (id: string): Response =>
    new HttpResponse(walletImagePng(id), { headers: { 'content-type': 'image/png', 'cache-control': 'max-age=86400' } });
  return [
    http.get(
      `${base}/getWallets`,
      withScenarios(context, 'directory', (request) => {
        const query = new URL(request.url).searchParams;
        if (!query.get('projectId')) return HttpResponse.json({ error: 'projectId is required' }, { status: 400 });
        return HttpResponse.json(queryWallets(context.data.wallets, query));
      }),
    ),
    http.get(
      `${base}/getWalletImage/:imageId`,
      withScenarios(context, 'directory', (_request, params) => {
        const imageId = param(params, 'imageId');
        const wallet = context.data.wallets.find((candidate) => candidate.image_id === imageId);
        return wallet ? png(imageId) : HttpResponse.json({ error: 'not found' }, { status: 404 });
      }),
    ),
    http.get(
      `${base}/public/getAssetImage/:imageId`,
      withScenarios(context, 'directory', (_request, params) => svg(param(params, 'imageId'), 'N')),
    ),
  ];
}
