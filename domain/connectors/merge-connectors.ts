import type { ConnectorSummary } from './announced-wallet.ts';

/** "Trust Wallet" and "Trust" are the same wallet. */
export function connectorMergeName(name: string): string {
  return name === 'Trust Wallet' ? 'Trust' : name;
}

/**
 * Connectors with the same name across chains become one MULTI_CHAIN connector holding one connector
 * per chain. A second connector with the same name on a chain already in the group is never dropped or
 * merged: any page script can announce a wallet under a famous name, so a look-alike stays its own entry
 * (and the visitor sees both). Order of first appearance is kept. Linear in the input size for distinct names.
 */
export function mergeConnectors(connectors: readonly ConnectorSummary[]): readonly ConnectorSummary[] {
  const groups: ConnectorSummary[][] = [];
  const openGroups = new Map<string, ConnectorSummary[][]>();
  for (const connector of connectors) {
    const name = connectorMergeName(connector.name);
    const sameName = openGroups.get(name) ?? [];
    const group = sameName.find((candidate) => !candidate.some((member) => member.chain === connector.chain));
    if (group) {
      group.push(connector);
      continue;
    }
    const fresh = [connector];
    groups.push(fresh);
    openGroups.set(name, [...sameName, fresh]);
  }
  return groups.map((group) => {
    const first = group[0] as ConnectorSummary;
    if (group.length === 1) return first;
    const name = connectorMergeName(first.name);
    return { id: first.id, name, type: 'MULTI_CHAIN' as const, chain: first.chain, imageUrl: first.imageUrl, rdns: first.rdns, connectors: group };
  });
}

/** The member of a connector on `namespace` (itself when it is not merged and on that chain). */
export function connectorOn(connector: ConnectorSummary, namespace: string): ConnectorSummary | undefined {
  return (connector.connectors ?? [connector]).find((member) => member.chain === namespace);
}
