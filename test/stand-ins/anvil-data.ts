import { createPublicClient, formatEther, http, type PublicClient } from 'viem';
import type { ApiBalance } from '../../domain/schemas/api-balance.ts';
import type { ApiTransaction } from '../../domain/schemas/api-transactions.ts';

/** How far back activity is read from a local chain; anvil chains in a demo are short. */
const MAX_BLOCKS_SCANNED = 2_000;

interface ScannedChain {
  readonly client: PublicClient;
  /** Transactions by block number, so each block is read once. */
  readonly blocks: Map<bigint, readonly ApiTransaction[]>;
}

const ETH_ICON = 'data:image/svg+xml;utf8,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#627eea"/></svg>');

/** Normalises `{ '31337': url }` or `{ 'eip155:31337': url }` to CAIP-2 ids. */
export function anvilChains(rpcUrls: Readonly<Record<string, string>>): Map<string, string> {
  return new Map(Object.entries(rpcUrls).map(([key, url]) => [key.includes(':') ? key : `eip155:${key}`, url]));
}

/**
 * Balances and activity read from local anvil chains with viem, in the blockchain API's shapes, so a
 * transfer made in the demo shows in Activity and in the balances.
 */
export function createAnvilData(rpcUrls: Readonly<Record<string, string>>) {
  const chains = new Map<string, ScannedChain>();
  for (const [caipId, url] of anvilChains(rpcUrls)) chains.set(caipId, { client: createPublicClient({ transport: http(url) }), blocks: new Map() });

  async function balances(address: string, chainId: string): Promise<readonly ApiBalance[] | undefined> {
    const chain = chains.get(chainId);
    if (!chain) return undefined;
    const wei = await chain.client.getBalance({ address: address as `0x${string}` });
    // Local ETH has no market price: value 0 keeps the USD line honest.
    return [{ name: 'Ether', symbol: 'ETH', chainId, value: 0, price: 0, quantity: { decimals: '18', numeric: formatEther(wei) }, iconUrl: ETH_ICON }];
  }

  async function scan(caipId: string, chain: ScannedChain): Promise<readonly ApiTransaction[]> {
    const latest = await chain.client.getBlockNumber();
    const oldest = latest > BigInt(MAX_BLOCKS_SCANNED) ? latest - BigInt(MAX_BLOCKS_SCANNED) : 0n;
    const found: ApiTransaction[] = [];
    for (let number = latest; number >= oldest && number >= 0n; number--) {
      let entries = chain.blocks.get(number);
      if (!entries) {
        const block = await chain.client.getBlock({ blockNumber: number, includeTransactions: true });
        const minedAt = new Date(Number(block.timestamp) * 1000).toISOString();
        entries = block.transactions.map((tx, index) => ({
          id: `${tx.hash}:${index}`,
          metadata: { operationType: 'send', hash: tx.hash, minedAt, sentFrom: tx.from, sentTo: tx.to ?? '', status: 'confirmed', nonce: tx.nonce, chain: caipId },
          transfers: [{ fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: ETH_ICON } }, direction: 'out' as const, quantity: { numeric: formatEther(tx.value) }, price: 0, value: 0 }],
        }));
        chain.blocks.set(number, entries);
      }
      found.push(...entries);
      if (number === 0n) break;
    }
    return found;
  }

  async function transactions(account: string, chainId: string | undefined): Promise<readonly ApiTransaction[] | undefined> {
    const selected = chainId ? [...chains].filter(([id]) => id === chainId) : [...chains];
    if (selected.length === 0) return undefined;
    const lower = account.toLowerCase();
    const all = (await Promise.all(selected.map(([id, chain]) => scan(id, chain)))).flat();
    return all
      .filter((tx) => tx.metadata.sentFrom.toLowerCase() === lower || tx.metadata.sentTo.toLowerCase() === lower)
      .map((tx) => {
        const incoming = tx.metadata.sentTo.toLowerCase() === lower && tx.metadata.sentFrom.toLowerCase() !== lower;
        return {
          ...tx,
          metadata: { ...tx.metadata, operationType: incoming ? 'receive' : 'send' },
          transfers: tx.transfers.map((transfer) => ({ ...transfer, direction: incoming ? ('in' as const) : ('out' as const) })),
        };
      })
      .sort((a, b) => b.metadata.minedAt.localeCompare(a.metadata.minedAt));
  }

  return { balances, transactions, chainIds: [...chains.keys()] };
}
