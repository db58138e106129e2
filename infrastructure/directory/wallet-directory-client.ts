import type { RemoteConfig } from '../../application/endpoints.ts';
import type { HttpPort } from '../../application/ports/http.port.ts';
import { HttpError } from '../../application/ports/http.port.ts';
import { DIRECTORY_LIMITS, type WalletDirectoryPort } from '../../application/ports/wallet-directory.port.ts';
import { parseWalletList } from '../../domain/schemas/api-directory.ts';
import { sdkQuery } from './sdk-query.ts';

/**
 * The wallet directory over HTTP: `getWallets` with the sdk properties, images as blobs.
 * The query names are the kit's (AppKit ApiController.fetchWallets, searchWallet): a certified-only
 * search goes out as `badge_type`.
 */
export function createWalletDirectoryClient(http: HttpPort, config: RemoteConfig): WalletDirectoryPort {
  const base = config.endpoints.api;
  const sdk = sdkQuery(config);
  const nonEmpty = (list: readonly string[] | undefined): readonly string[] | undefined => (list && list.length > 0 ? list : undefined);
  return {
    async fetchWallets({ page, entries, search, badge, include, exclude, chains, signal }) {
      const searching = search !== undefined && search.trim() !== '';
      const size = Math.min(entries ?? (searching ? DIRECTORY_LIMITS.searchEntries : DIRECTORY_LIMITS.pageSize), DIRECTORY_LIMITS.searchEntries);
      const url = `${base}/getWallets`;
      const body = await http.json({
        url,
        query: {
          ...sdk,
          page: String(Math.max(1, Math.floor(page))),
          entries: String(size),
          search: searching ? search.trim() : undefined,
          badge_type: badge,
          include: nonEmpty(include),
          exclude: nonEmpty(exclude),
          chains: nonEmpty(chains),
        },
        signal,
        // A redirect is a captive portal or a moved service, not the directory's answer.
        redirect: 'error',
      });
      const parsed = parseWalletList(body);
      if (!parsed.ok) throw new HttpError({ kind: 'invalid-body', url, details: parsed.issue.slice(0, 200) });
      // The service's page is not trusted to be the size asked: 2,000 wallets in one answer would mean
      // 2,000 tiles and as many image requests. Only the asked-for page is kept.
      return { count: parsed.list.count, wallets: parsed.list.wallets.slice(0, size) };
    },
    fetchWalletImage: (imageId, signal) => http.blob({ url: `${base}/getWalletImage/${encodeURIComponent(imageId)}`, query: sdk, signal }),
    fetchNetworkImage: (imageId, signal) => http.blob({ url: `${base}/public/getAssetImage/${encodeURIComponent(imageId)}`, query: sdk, signal }),
  };
}
