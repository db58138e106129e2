import { useStore } from '../react/use-store.ts';
import { useFacade } from '../modal/facade-context.ts';
import { errorText } from '../components/error-text.ts';
import { CHAIN_FAMILY_LABELS, groupByFamily } from '../../domain/connectors/chain-family.ts';

export interface NetworkListProps {
  /** List even a single network that is already active (the Networks view lists what there is). */
  readonly always?: boolean;
}

/** The configured networks; picking one asks the wallet to switch. */
export function NetworkList({ always = false }: NetworkListProps) {
  const facade = useFacade();
  const network = useStore(facade.stores.network);
  const networks = facade.getNetworks();
  // Several families configured: each is its own labelled group (spec §4 switching namespace).
  const groups = groupByFamily(networks);
  if (!always && networks.length < 2 && network.caipNetwork) return null;
  return (
    <div style={{ width: '100%' }}>
      <p className="wp-muted" id="wp-networks-label" style={{ textAlign: 'left', margin: '8px 0' }}>
        Switch network
      </p>
      {groups.map((group) => (
        <ul key={group.namespace} className="wp-list" aria-label={groups.length > 1 ? CHAIN_FAMILY_LABELS[group.namespace] : undefined} aria-labelledby={groups.length > 1 ? undefined : 'wp-networks-label'} data-testid={`wp-network-group-${group.namespace}`}>
          {groups.length > 1 ? (
            <li className="wp-muted" aria-hidden="true" style={{ textAlign: 'left', fontSize: '0.85em' }}>
              {CHAIN_FAMILY_LABELS[group.namespace]}
            </li>
          ) : null}
          {group.items.map((item) => (
            <li key={item.caipNetworkId}>
              <button
                type="button"
                className="wp-row wp-network"
                aria-pressed={item.caipNetworkId === network.caipNetwork?.caipNetworkId}
                disabled={network.switching}
                data-testid={`wp-network-${item.caipNetworkId}`}
                onClick={() => void facade.switchNetwork(item).catch(() => undefined)}
              >
                {item.name}
              </button>
            </li>
          ))}
        </ul>
      ))}
      {network.error ? (
        <p className="wp-error" role="alert" data-testid="wp-network-error">
          {errorText(network.error)}
        </p>
      ) : null}
    </div>
  );
}
