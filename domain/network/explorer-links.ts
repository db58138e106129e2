import type { ChainFamilyRecord } from '../chain-families/chain-family-record.ts';
import type { CaipNetwork } from './network.ts';

/** What an explorer link points at: an account, or a transaction by its hash or signature. */
export type ExplorerTarget = { readonly address: string } | { readonly transaction: string };

/** A link to a network's block explorer, with the explorer's own name for the visitor to read. */
export interface ExplorerLink {
  readonly url: string;
  /** The explorer's name as the network names it (`Etherscan`, `Subscan`). */
  readonly explorer: string;
}

/**
 * Addresses, hashes and signatures of every supported family are letters and digits (hex with `0x`,
 * base58, bech32, SS58). Anything else came from a wallet that should not be trusted with a link: a
 * `..` segment or a `/` would point the visitor at another page of the explorer than the one named.
 */
const LINKABLE_ID = /^[A-Za-z0-9]{1,128}$/;

/**
 * The network's block explorer page for an account or a transaction, or undefined when the network names
 * no explorer, names one that is not an http(s) URL, or the id is not one a chain would produce. The
 * explorer URL's path is kept (Mintscan's `/cosmos`) and so is its query (Solscan's `?cluster=devnet`).
 */
export function explorerLink(network: CaipNetwork | undefined, family: Pick<ChainFamilyRecord, 'explorerPaths'>, target: ExplorerTarget): ExplorerLink | undefined {
  const explorer = network?.blockExplorers?.default;
  if (!explorer || typeof explorer.url !== 'string') return undefined;
  const [segment, id] = 'address' in target ? [family.explorerPaths.address, target.address] : [family.explorerPaths.transaction, target.transaction];
  if (!LINKABLE_ID.test(id)) return undefined;
  let base: URL;
  try {
    base = new URL(explorer.url);
  } catch {
    return undefined;
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') return undefined;
  const path = [base.pathname.replace(/\/+$/, ''), segment, id].filter((part) => part !== '').join('/');
  const link = new URL(base.origin);
  link.pathname = path;
  link.search = base.search;
  return { url: link.href, explorer: typeof explorer.name === 'string' && explorer.name !== '' ? explorer.name : base.host };
}
