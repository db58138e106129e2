import type { WalletConnectNamespaceSession, WalletConnectSession } from '../../application/ports/walletconnect.port.ts';
import { CHAIN_NAMESPACES, type ChainNamespace } from '../../domain/caip/caip.ts';
import { EVM_FAMILY } from '../../domain/chain-families/evm.family.ts';
import { createSessionProvider, type UniversalProviderLike } from './session-provider.ts';

/** The parts of a sign-client session struct walletport reads. */
export interface SessionStructLike {
  readonly namespaces: Readonly<Record<string, { readonly accounts: readonly string[] }>>;
  readonly peer?: { readonly metadata?: { readonly name?: string; readonly icons?: readonly string[] } };
}

/**
 * The EVM chain the provider sends requests to. Right after a restore its eip155 sub-provider may not
 * exist yet, so the first approved account's chain stands in.
 */
async function currentEvmChain(universal: UniversalProviderLike, caipAccounts: readonly string[]): Promise<string> {
  try {
    const id = Number(await universal.request<unknown>({ method: 'eth_chainId' }));
    if (Number.isInteger(id) && id > 0) return String(id);
  } catch {
    // not ready yet: fall through
  }
  return caipAccounts[0]?.split(':')[1] ?? '';
}

/** One family's part: accounts on the chain in use first (CAIP-10 `namespace:reference:address`). */
async function readNamespace(universal: UniversalProviderLike, namespace: ChainNamespace, approved: readonly string[]): Promise<WalletConnectNamespaceSession | undefined> {
  // A peer may list anything under a family; only accounts of that family (`namespace:reference:address`) count.
  const caipAccounts = approved.filter((account) => {
    const [family, reference, address] = account.split(':');
    return family === namespace && Boolean(reference) && Boolean(address);
  });
  if (caipAccounts.length === 0) return undefined;
  const chainReference = namespace === EVM_FAMILY.namespace ? await currentEvmChain(universal, caipAccounts) : (caipAccounts[0]?.split(':')[1] ?? '');
  const onChain = caipAccounts.filter((account) => account.startsWith(`${namespace}:${chainReference}:`));
  const accounts = [...new Set((onChain.length > 0 ? onChain : caipAccounts).map((account) => account.split(':')[2] ?? ''))].filter(Boolean);
  if (accounts.length === 0 || chainReference === '') return undefined;
  // EVM requests follow the provider's default chain (switching sets it); other families name theirs.
  const provider = createSessionProvider(universal, namespace === EVM_FAMILY.namespace ? undefined : `${namespace}:${chainReference}`);
  return { accounts, chainReference, provider };
}

/** Turns an approved session into the port's shape: one entry per chain family walletport knows. */
export async function readSession(universal: UniversalProviderLike, session: SessionStructLike): Promise<WalletConnectSession> {
  const namespaces: Partial<Record<ChainNamespace, WalletConnectNamespaceSession>> = {};
  for (const namespace of CHAIN_NAMESPACES) {
    const caipAccounts = session.namespaces[namespace]?.accounts ?? [];
    const part = caipAccounts.length > 0 ? await readNamespace(universal, namespace, caipAccounts) : undefined;
    if (part) namespaces[namespace] = part;
  }
  const metadata = session.peer?.metadata;
  const icon = metadata?.icons?.[0];
  return { namespaces, peer: metadata?.name ? { name: metadata.name, ...(icon ? { icon } : {}) } : undefined };
}
