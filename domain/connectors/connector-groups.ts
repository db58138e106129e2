import { CONNECTOR_GROUPS, type ConnectorGroup } from '../constants/features.ts';

export type { ConnectorGroup } from '../constants/features.ts';

/** Spec §2 default group order. */
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
 * Spec §2: the groups that show, in order. A group shows only with entries; walletConnect also needs to be
 * enabled and not already connected through WalletConnect. Overridden groups come first, the rest follow
 * in the default order.
 */
export function visibleConnectorGroups(context: ConnectorGroupContext): readonly ConnectorGroup[] {
  const shows = (group: ConnectorGroup): boolean => {
    if ((context.counts[group] ?? 0) <= 0) return false;
    if (group === 'walletConnect') return context.walletConnectEnabled && !context.connectedThroughWalletConnect;
    return true;
  };
  const override = (context.overrideOrder ?? []).filter(
    (group): group is ConnectorGroup => typeof group === 'string' && (CONNECTOR_GROUPS as readonly string[]).includes(group),
  );
  const ordered = new Set<ConnectorGroup>([...override, ...DEFAULT_CONNECTOR_GROUP_ORDER]);
  return [...ordered].filter(shows);
}
