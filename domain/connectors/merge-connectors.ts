import type { ConnectorSummary } from './announced-wallet.ts';

/** Spec §3: "Trust Wallet" and "Trust" are the same wallet. */
export function connectorMergeName(name: string): string {
  return name === 'Trust Wallet' ? 'Trust' : name;
}

/**
 * Spec §3: connectors with the same name across chains become one MULTI_CHAIN connector holding one connector
 * per chain (the first seen for a chain wins). Order of first appearance is kept. Linear in the input size.
 */
export function mergeConnectors(connectors: readonly ConnectorSummary[]): readonly ConnectorSummary[] {
  const groups = new Map<string, ConnectorSummary[]>();
  for (const connector of connectors) {
    const name = connectorMergeName(connector.name);
    const group = groups.get(name);
    if (group === undefined) groups.set(name, [connector]);
    else if (!group.some((member) => member.chain === connector.chain)) group.push(connector);
  }
  const merged: ConnectorSummary[] = [];
  for (const [name, group] of groups) {
    const first = group[0];
    if (first === undefined) continue;
    if (group.length === 1) {
      merged.push(first);
      continue;
    }
    merged.push({ id: first.id, name, type: 'MULTI_CHAIN', chain: first.chain, imageUrl: first.imageUrl, rdns: first.rdns, connectors: group });
  }
  return merged;
}

/** The member of a connector on `namespace` (itself when it is not merged and on that chain). */
export function connectorOn(connector: ConnectorSummary, namespace: string): ConnectorSummary | undefined {
  return (connector.connectors ?? [connector]).find((member) => member.chain === namespace);
}
