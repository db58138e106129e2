import type { BlockchainApiPort } from '../../application/ports/blockchain-api.port.ts';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import { createTransactionHistory } from '../fixtures/transactions.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';

/**
 * A transaction-history API that pages by numeric cursor (`pageSize` entries a page, `total` in all)
 * and fails the next N requests when told to: what the activity list's paging and retry are tested on.
 * The other calls answer empty, so the Account view around the list renders without them.
 */
export function pagedHistory({ pageSize, total = 48 }: { readonly pageSize: number; readonly total?: number }) {
  const history = createTransactionHistory({ address: ANVIL_ACCOUNT_0, chainId: 'eip155:31337', otherChainId: 'eip155:999' }).slice(0, total);
  const cursors: (string | undefined)[] = [];
  let failures = 0;
  const unused = async (): Promise<never> => {
    throw new Error('not used by the activity list');
  };
  const api: BlockchainApiPort = {
    fetchTransactions: async ({ cursor }) => {
      cursors.push(cursor);
      if (failures > 0) {
        failures -= 1;
        throw catalogueError('FAILED_TO_FETCH_TRANSACTIONS');
      }
      const start = Number(cursor ?? 0);
      const end = start + pageSize;
      return { data: history.slice(start, end), next: end < history.length ? String(end) : undefined };
    },
    getBalance: async () => [],
    lookupName: unused,
    reverseLookup: async () => [],
    fetchIdentity: unused,
    getNameSuggestions: unused,
    registerName: unused,
  };
  return { api, cursors, failNext: (count: number) => void (failures = count) };
}
