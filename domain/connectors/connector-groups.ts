import { CONNECTOR_GROUPS, type ConnectorGroup } from '../constants/features.ts';

export type { ConnectorGroup } from '../constants/features.ts';

/** Default group order. */
export const DEFAULT_CONNECTOR_GROUP_ORDER: readonly ConnectorGroup[] = CONNECTOR_GROUPS;

export interface ConnectorGroupContext {
  /** Entries per group (injected counts injected, announced and multi-chain connectors). */
  readonly counts: Readonly<Partial<Record<ConnectorGroup, number>>>;
  readonly walletConnectEnabled: boolean;
  readonly connectedThroughWalletConnect: boolean;
  /** `features.connectorTypeOrder`; unknown or repeated entries are ignored. */
  readonly overrideOrder?: readonly unknown[] | undefined;
}

/**
 * The groups that show, in order. A group shows only with entries; walletConnect also needs to be
 * enabled and not already connected through WalletConnect. Overridden groups come first, the rest follow
 * in the default order.
 */
export function visibleConnectorGroups(context: ConnectorGroupContext): readonly ConnectorGroup[] {
  const shows = (group: ConnectorGroup): boolean => {
    if ((context.counts[group] ?? 0) <= 0) return false;
    if (group === 'walletConnect') return context.walletConnectEnabled && !context.connectedThroughWalletConnect;
    return true;
  };
  return connectorGroupOrder(context.overrideOrder).filter(shows);
}

/** Every group in display order, shown or not: the integrator's groups first, the rest in the default order. */
export function connectorGroupOrder(overrideOrder: readonly unknown[] | undefined): readonly ConnectorGroup[] {
  const override = (overrideOrder ?? []).filter(
    (group): group is ConnectorGroup => typeof group === 'string' && (CONNECTOR_GROUPS as readonly string[]).includes(group),
  );
  return [...new Set<ConnectorGroup>([...override, ...DEFAULT_CONNECTOR_GROUP_ORDER])];
}
