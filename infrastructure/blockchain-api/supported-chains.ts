import type { ApiSupportedChains } from '../../domain/schemas/api-supported-chains.ts';

/**
 * Which networks the blockchain API serves, asked once (`supported-chains`) and kept once the answer
 * names any network. As in AppKit, a network the service does not serve, or a list that could not be
 * read, means "not served": the caller answers as the service would for nothing found.
 */
export function createSupportedChains(read: () => Promise<ApiSupportedChains>) {
  let known: ApiSupportedChains | undefined;
  let pending: Promise<ApiSupportedChains | undefined> | undefined;

  async function current(): Promise<ApiSupportedChains | undefined> {
    if (known && known.http.length > 0) return known;
    // Calls made while the list is on its way share the one request.
    pending ??= read()
      .then((list) => (known = list))
      .catch(() => known)
      .finally(() => (pending = undefined));
    return pending;
  }

  return {
    async serves(caipNetworkId: string | undefined): Promise<boolean> {
      if (!caipNetworkId) return false;
      return (await current())?.http.includes(caipNetworkId) ?? false;
    },
  };
}
