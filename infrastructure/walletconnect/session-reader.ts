import type { WalletConnectSession } from '../../application/ports/walletconnect.port.ts';
import { createSessionProvider, type UniversalProviderLike } from './session-provider.ts';

/** The parts of a sign-client session struct walletport reads. */
export interface SessionStructLike {
  readonly namespaces: Readonly<Record<string, { readonly accounts: readonly string[] }>>;
  readonly peer?: { readonly metadata?: { readonly name?: string; readonly icons?: readonly string[] } };
}

/**
 * The chain the provider sends requests to. Right after a restore its eip155 sub-provider may not exist
 * yet, so the first approved account's chain stands in.
 */
async function currentChain(universal: UniversalProviderLike, caipAccounts: readonly string[]): Promise<string> {
  try {
    const id = Number(await universal.request<unknown>({ method: 'eth_chainId' }));
    if (Number.isInteger(id) && id > 0) return String(id);
  } catch {
    // not ready yet: fall through
  }
  return caipAccounts[0]?.split(':')[1] ?? '';
}

/** Turns an approved eip155 session into the port's shape: accounts on the provider's current chain first. */
export async function readSession(universal: UniversalProviderLike, session: SessionStructLike): Promise<WalletConnectSession> {
  const caipAccounts = session.namespaces['eip155']?.accounts ?? [];
  const chainReference = await currentChain(universal, caipAccounts);
  const onChain = caipAccounts.filter((account) => account.startsWith(`eip155:${chainReference}:`));
  const accounts = [...new Set((onChain.length > 0 ? onChain : caipAccounts).map((account) => account.split(':')[2] ?? ''))].filter(Boolean);
  const metadata = session.peer?.metadata;
  const icon = metadata?.icons?.[0];
  return {
    accounts,
    chainReference,
    provider: createSessionProvider(universal),
    peer: metadata?.name ? { name: metadata.name, ...(icon ? { icon } : {}) } : undefined,
  };
}
