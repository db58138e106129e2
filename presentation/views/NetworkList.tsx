import { useState } from 'react';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { useStore } from '../react/react-state.tsx';
import { useFacade } from '../modal/facade-context.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { errorText } from '../components/error-text.ts';
import { DisplayName } from '../components/DisplayName.tsx';
import { NetworkImage } from '../components/NetworkImage.tsx';
import { groupByFamily } from '../../domain/connectors/chain-family.ts';

/**
 * The configured networks, grouped by chain family when there are several (picking another family's
 * network switches namespace); the active one is pressed and checked, the one being switched to shows
 * a spinner.
 * Picking one asks the wallet to switch; `onSwitched` runs once it has.
 */
export function NetworkList({ onSwitched }: { readonly onSwitched?: () => void } = {}) {
  const facade = useFacade();
  const { t } = useMessages();
  const network = useStore(facade.stores.network);
  // The row the visitor picked: it spins while the switch it started runs.
  const [target, setTarget] = useState<string | undefined>(undefined);
  // The site's networks are state: a network the host page adds while the list is open shows at once.
  const { networks } = useStore(facade.stores.siteNetworks);
  const groups = groupByFamily(networks);
  const pending = network.switching ? target : undefined;
  const pick = (item: CaipNetwork): void => {
    setTarget(item.caipNetworkId);
    void facade.switchNetwork(item).then(
      () => {
        // A refused switch leaves its error in the store and the visitor on the list to read it.
        const after = facade.stores.network.getSnapshot();
        if (!after.error && after.caipNetwork?.caipNetworkId === item.caipNetworkId) onSwitched?.();
      },
      () => undefined,
    );
  };
  return (
    <div className="wp-network-list">
      <p className="wp-muted wp-networks-label" id="wp-networks-label">
        {t('networks.label')}
      </p>
      {groups.map((group) => (
        <ul key={group.namespace} className="wp-list" aria-label={groups.length > 1 ? t(`family.${group.namespace}`) : undefined} aria-labelledby={groups.length > 1 ? undefined : 'wp-networks-label'} data-testid={`wp-network-group-${group.namespace}`}>
          {groups.length > 1 ? (
            <li className="wp-muted wp-network-family" aria-hidden="true">
              {t(`family.${group.namespace}`)}
            </li>
          ) : null}
          {group.items.map((item) => {
            const active = item.caipNetworkId === network.caipNetwork?.caipNetworkId;
            const switching = pending === item.caipNetworkId;
            return (
              <li key={item.caipNetworkId}>
                <button type="button" className="wp-row wp-network" aria-pressed={active} aria-busy={switching} disabled={network.switching} data-testid={`wp-network-${item.caipNetworkId}`} onClick={() => pick(item)}>
                  <NetworkImage network={item} />
                  <span className="wp-network-name">
                    <DisplayName value={item.name} />
                    {switching ? (
                      <small className="wp-network-status" role="status">
                        <span className="wp-spinner" aria-hidden="true" />
                        {t('networks.switching')}
                      </small>
                    ) : null}
                  </span>
                  {active ? <CheckGlyph /> : null}
                </button>
              </li>
            );
          })}
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

/** The active network's mark, beside its pressed state (which is what assistive technology reads). */
function CheckGlyph() {
  return (
    <svg className="wp-network-check" viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-testid="wp-network-check">
      <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
