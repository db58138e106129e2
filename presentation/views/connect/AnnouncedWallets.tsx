import { useEffect, useState, type ReactNode } from 'react';
import type { ConnectorSummary } from '../../../domain/connectors/announced-wallet.ts';
import { chainChoices } from '../../../domain/connectors/chain-family.ts';
import { connectorMergeName } from '../../../domain/connectors/merge-connectors.ts';
import { displayName } from '../../../domain/format/display-name.ts';
import { useFacade } from '../../modal/facade-context.ts';
import { useStore } from '../../react/use-store.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useConnectAllowed } from './legal-consent.tsx';
import { OutsideImage, RowBody } from './WalletRows.tsx';

/**
 * How many announced wallets show before "Show all": a page (or a script on it) can announce hundreds,
 * and rendering them all at once costs the first frame; the first ones are the ones that announced first.
 */
const ANNOUNCED_SHOWN = 30;

/** The wallets of this browser, each connecting directly. */
export function AnnouncedWallets({ connectors, label, tag }: { readonly connectors: readonly ConnectorSummary[]; readonly label: string; readonly tag: ReactNode }) {
  const { t } = useMessages();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? connectors : connectors.slice(0, ANNOUNCED_SHOWN);
  return (
    <ul className="wp-list" aria-label={label}>
      {shown.map((connector) => (
        <li key={connector.id}>
          <AnnouncedWalletRow connector={connector} tag={tag} />
        </li>
      ))}
      {shown.length < connectors.length ? (
        <li>
          <button type="button" className="wp-row" data-testid="wp-wallets-show-all" onClick={() => setExpanded(true)}>
            <span>{t('connect.showAll', { count: connectors.length })}</span>
          </button>
        </li>
      ) : null}
    </ul>
  );
}

/** One wallet of this browser; a wallet offered on several chain families asks which one before it connects. */
export function AnnouncedWalletRow({ connector, tag }: { readonly connector: ConnectorSummary; readonly tag: ReactNode }) {
  const facade = useFacade();
  const allowed = useConnectAllowed();
  const [choosing, setChoosing] = useState(false);
  const { filterNamespace } = useStore(facade.stores.modal);
  const { t } = useMessages();
  const detail = connector.connectors ? connector.connectors.map((member) => t(`family.${member.chain}`)).join(' · ') : connector.rdns;
  return (
    <>
      <button
        type="button"
        className="wp-row"
        data-testid={`wp-wallet-${connector.id}`}
        aria-expanded={connector.connectors ? choosing : undefined}
        disabled={!allowed}
        onClick={() => {
          if (!allowed) return;
          // Opened for one family (`open({ namespace })`): a wallet on several connects on that one at once.
          if (filterNamespace) void facade.chainChoice.connect(connector.id, filterNamespace);
          else if (connector.connectors) setChoosing(!choosing);
          else void facade.connect(connector.id);
        }}
      >
        <RowBody image={<OutsideImage src={connector.imageUrl} />} name={connector.name} detail={detail} tag={tag} />
      </button>
      {connector.connectors && choosing && allowed ? <ChainChoiceList connector={connector} /> : null}
    </>
  );
}

/** The chain families a merged wallet offers, and all of them; the one chosen last time comes first. */
function ChainChoiceList({ connector }: { readonly connector: ConnectorSummary }) {
  const facade = useFacade();
  const { t } = useMessages();
  const { chainChoices: remembered } = useStore(facade.stores.connectors);
  useEffect(() => void facade.chainChoice.loadRemembered(), [facade]);
  const members = connector.connectors ?? [connector];
  const last = remembered[connectorMergeName(connector.name)];
  return (
    <ul className="wp-list wp-chain-choice" aria-label={t('connect.chainChoice.label', { name: displayName(connector.name) })}>
      {chainChoices(members.map((member) => member.chain), last).map((choice) => (
        <li key={choice}>
          <button type="button" className="wp-row" data-testid={`wp-wallet-chain-${connector.id}-${choice}`} onClick={() => void facade.chainChoice.connect(connector.id, choice)}>
            <span>
              {choice === 'all' ? t('connect.chainChoice.all') : t(`family.${choice}`)}
              {choice === last ? <small> {t('connect.chainChoice.lastUsed')}</small> : null}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
