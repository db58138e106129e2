import { useStore } from '../react/use-store.ts';
import { useFacade } from '../modal/facade-context.ts';
import type { ConnectorSummary } from '../../domain/connectors/announced-wallet.ts';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { DisplayName } from '../components/DisplayName.tsx';
import type { ConnectorGroup } from '../../domain/connectors/connector-groups.ts';
import { AllWalletsEntry, DirectoryWallets } from './DirectoryWallets.tsx';
import { CHAIN_FAMILY_LABELS, chainChoices } from '../../domain/connectors/chain-family.ts';
import { connectorMergeName } from '../../domain/connectors/merge-connectors.ts';
import { EmailLoginForm } from './EmailLoginForm.tsx';
import { SocialLoginButtons } from './SocialLoginButtons.tsx';

/** The Connect view: its methods in spec §2 order (e-mail, social, wallets), the wallet groups in the order the core gives them. */
export function ConnectView() {
  const facade = useFacade();
  const { methods, walletsCollapsed } = useStore(facade.connectGroups);
  const [showWallets, setShowWallets] = useState(false);
  return (
    <>
      {methods.map((method) => {
        if (method === 'email') return <EmailLoginForm key="email" />;
        if (method === 'social') return <SocialLoginButtons key="social" />;
        if (method !== 'wallet') return null;
        if (walletsCollapsed && !showWallets) {
          return (
            <button key="wallet" type="button" className="wp-button wp-secondary" data-testid="wp-show-wallets" onClick={() => setShowWallets(true)}>
              Continue with a wallet
            </button>
          );
        }
        return <WalletMethods key="wallet" />;
      })}
    </>
  );
}

/** The wallet method: announced wallets, then the directory's, in the connector-group order. */
function WalletMethods() {
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

/**
 * How many announced wallets show before "Show all": a page (or a script on it) can announce hundreds,
 * and rendering them all at once costs the first frame; the first ones are the ones that announced first.
 */
const ANNOUNCED_SHOWN = 30;

function AnnouncedWallets({ connectors }: { readonly connectors: readonly ConnectorSummary[] }) {
  const facade = useFacade();
  const [expanded, setExpanded] = useState(false);
  // A wallet offered on several chain families asks which one before it connects.
  const [choosing, setChoosing] = useState<string | undefined>(undefined);
  const { filterNamespace } = useStore(facade.stores.modal);
  const shown = expanded ? connectors : connectors.slice(0, ANNOUNCED_SHOWN);
  return (
    <ul className="wp-list" aria-label="Wallets">
      {shown.map((connector) => (
        <li key={connector.id}>
          <button
            type="button"
            className="wp-row"
            data-testid={`wp-wallet-${connector.id}`}
            aria-expanded={connector.connectors ? choosing === connector.id : undefined}
            onClick={() => {
              // Opened for one family (`open({ namespace })`): a wallet on several connects on that one at once.
              if (filterNamespace) void facade.chainChoice.connect(connector.id, filterNamespace);
              else if (connector.connectors) setChoosing(choosing === connector.id ? undefined : connector.id);
              else void facade.connect(connector.id);
            }}
          >
            {connector.imageUrl ? <img src={connector.imageUrl} alt="" loading="lazy" decoding="async" /> : null}
            <span>
              <DisplayName value={connector.name} />
              <small>{connector.connectors ? connector.connectors.map((member) => CHAIN_FAMILY_LABELS[member.chain]).join(' · ') : connector.rdns}</small>
            </span>
          </button>
          {connector.connectors && choosing === connector.id ? <ChainChoiceList connector={connector} /> : null}
        </li>
      ))}
      {shown.length < connectors.length ? (
        <li>
          <button type="button" className="wp-row" data-testid="wp-wallets-show-all" onClick={() => setExpanded(true)}>
            <span>Show all {connectors.length} wallets</span>
          </button>
        </li>
      ) : null}
    </ul>
  );
}

/** The chain families a merged wallet offers, and all of them; the one chosen last time comes first. */
function ChainChoiceList({ connector }: { readonly connector: ConnectorSummary }) {
  const facade = useFacade();
  const { chainChoices: remembered } = useStore(facade.stores.connectors);
  useEffect(() => void facade.chainChoice.loadRemembered(), [facade]);
  const members = connector.connectors ?? [connector];
  const last = remembered[connectorMergeName(connector.name)];
  return (
    <ul className="wp-list wp-chain-choice" aria-label={`Connect ${connector.name} on`}>
      {chainChoices(members.map((member) => member.chain), last).map((choice) => (
        <li key={choice}>
          <button type="button" className="wp-row" data-testid={`wp-wallet-chain-${connector.id}-${choice}`} onClick={() => void facade.chainChoice.connect(connector.id, choice)}>
            <span>
              {choice === 'all' ? 'All of them' : CHAIN_FAMILY_LABELS[choice]}
              {choice === last ? <small> Last used</small> : null}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
