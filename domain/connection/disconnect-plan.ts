import type { ChainNamespace } from '../caip/caip.ts';
import { connectionKindOf } from '../connectors/connector-ids.ts';

/**
 * With a namespace, that chain goes, and so do the other chains connected through the same
 * WalletConnect or auth connector (one pairing, one embedded login). Without one, every chain goes.
 */
export function chainsToDisconnect(
  namespace: ChainNamespace | undefined,
  connectorIds: Readonly<Partial<Record<ChainNamespace, string | undefined>>>,
  allNamespaces: readonly ChainNamespace[],
): readonly ChainNamespace[] {
  if (namespace === undefined) return [...new Set(allNamespaces)];
  const kind = connectionKindOf(connectorIds[namespace]);
  if (kind === 'WALLET') return [namespace];
  const sharing = allNamespaces.filter((other) => other !== namespace && connectionKindOf(connectorIds[other]) === kind);
  return [namespace, ...new Set(sharing)];
}
