import { useStore } from '../react/use-store.ts';
import { useFacade } from '../modal/facade-context.ts';
import type { ConnectorSummary } from '../../domain/connectors/announced-wallet.ts';
import { Fragment, type ReactNode } from 'react';
import type { ConnectorGroup } from '../../domain/connectors/connector-groups.ts';
import { AllWalletsEntry, DirectoryWallets } from './DirectoryWallets.tsx';

/** The Connect view's groups in the order the core gives them: announced wallets, featured and recommended directory wallets. */
export function ConnectView() {
  const facade = useFacade();
  const { groups, announced: shown, featured, recommended } = useStore(facade.connectGroups);
  const sections: Partial<Record<ConnectorGroup, ReactNode>> = {
    injected: shown.length > 0 ? <AnnouncedWallets connectors={shown} /> : null,
    featured: <DirectoryWallets wallets={featured} label="Featured wallets" />,
    recommended: <DirectoryWallets wallets={recommended} label="Recommended wallets" />,
  };
  return (
    <>
      {shown.length === 0 ? (
        <p className="wp-muted" data-testid="wp-no-wallets">
          No browser wallet found. Install a wallet extension, then reload this page.
        </p>
      ) : null}
      {groups.map((group) => (
        <Fragment key={group}>{sections[group] ?? null}</Fragment>
      ))}
      {facade.config.features.allWallets ? <AllWalletsEntry /> : null}
    </>
  );
}

function AnnouncedWallets({ connectors }: { readonly connectors: readonly ConnectorSummary[] }) {
  const facade = useFacade();
  return (
    <ul className="wp-list" aria-label="Wallets">
      {connectors.map((connector) => (
        <li key={connector.id}>
          <button
            type="button"
            className="wp-row"
            data-testid={`wp-wallet-${connector.id}`}
            onClick={() => void facade.connect(connector.id)}
          >
            {connector.imageUrl ? <img src={connector.imageUrl} alt="" loading="lazy" decoding="async" /> : null}
            <span>
              {connector.name}
              <small>{connector.rdns}</small>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
