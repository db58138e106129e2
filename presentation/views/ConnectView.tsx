import { useEffect, useId, useState, type ReactNode } from 'react';
import { useStore } from '../react/react-state.tsx';
import { useFacade } from '../modal/facade-context.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { AllWalletsEntry, DirectoryWalletRow } from './DirectoryWallets.tsx';
import { EmailLoginForm } from './EmailLoginForm.tsx';
import { SocialLoginButtons } from './SocialLoginButtons.tsx';
import { hasLegalLinks, LegalCheckbox, LegalFooter, useConnectAllowed, useLegalConsent } from './connect/legal-consent.tsx';
import { WalletGuide } from './connect/WalletGuide.tsx';
import type { ConnectEntry } from '../../domain/connectors/connect-entries.ts';
import { entryKeys } from '../../domain/connectors/connect-entries.ts';
import type { ConnectorGroup } from '../../domain/connectors/connector-groups.ts';
import type { Translate } from '../i18n/translate.ts';
import { CustomWalletRow, OutsideImage, RememberedWalletRow, RowBody, Tag, WalletConnectRow } from './connect/WalletRows.tsx';
import type { ConnectorSummary } from '../../domain/connectors/announced-wallet.ts';
import { chainChoices } from '../../domain/connectors/chain-family.ts';
import { connectorMergeName } from '../../domain/connectors/merge-connectors.ts';
import { displayName } from '../../domain/format/display-name.ts';

/**
 * The Connect view: the legal checkbox when the site asks for consent, the methods in their order
 * (e-mail, social, wallets), the wallet guide, and the site's legal links.
 */
export function ConnectView() {
  const facade = useFacade();
  const { t } = useMessages();
  const { config } = facade;
  const { methods, walletsCollapsed } = useStore(facade.connectGroups);
  const [showWallets, setShowWallets] = useState(false);
  // The consent is the connect capability's state: the commands the visitor starts here refuse without it.
  const { required } = useLegalConsent();
  return (
    <div className="wp-connect">
        {required ? <LegalCheckbox /> : null}
        {methods.map((method) => {
          if (method === 'email') return <EmailLoginForm key="email" />;
          if (method === 'social') return <SocialLoginButtons key="social" />;
          if (walletsCollapsed && !showWallets) {
            return (
              <button key="wallet" type="button" className="wp-button wp-secondary" data-testid="wp-show-wallets" onClick={() => setShowWallets(true)}>
                {t('connect.showWallets')}
              </button>
            );
          }
          return <WalletMethods key="wallet" />;
        })}
        {config.enableWalletGuide ? <WalletGuide /> : null}
        {!required && hasLegalLinks(config) ? <LegalFooter /> : null}
    </div>
  );
}

/** The wallet method: its groups in the core's order, then the way to every wallet of the directory. */
function WalletMethods() {
  const facade = useFacade();
  const { t } = useMessages();
  const { groups } = useStore(facade.connectGroups);
  const { features } = useStore(facade.stores.features);
  return (
    <>
      {groups.length === 0 ? (
        <p className="wp-muted" data-testid="wp-no-wallets">
          {t('connect.noWallets')}
        </p>
      ) : null}
      <WalletGroups />
      {features.allWallets ? <AllWalletsEntry /> : null}
    </>
  );
}

/** The pill each group puts on its rows: recent and installed wallets say so. */
function groupTag(group: ConnectorGroup, t: Translate): ReactNode {
  if (group === 'recent') return <Tag text={t('connect.tag.recent')} tone="accent" />;
  if (group === 'injected') return <Tag text={t('connect.tag.installed')} tone="neutral" />;
  return null;
}

/** The wallet groups in the order the core gives, each a labelled list of its rows. */
function WalletGroups() {
  const facade = useFacade();
  const { t } = useMessages();
  const { groups, entries } = useStore(facade.connectGroups);
  return (
    <>
      {groups.map((group) => {
        const label = t(`connect.group.${group}`);
        const tag = groupTag(group, t);
        const rows = entries[group];
        if (group === 'injected') {
          const connectors = rows.flatMap((entry) => (entry.kind === 'announced' ? [entry.connector] : []));
          return (
            <div key={group} className="wp-connect-group" data-testid="wp-group-injected">
              <AnnouncedWallets connectors={connectors} label={label} tag={tag} />
            </div>
          );
        }
        return (
          <ul key={group} className="wp-list wp-connect-group" aria-label={label} data-testid={`wp-group-${group}`}>
            {rows.map((entry) => (
              <li key={entryKeys(entry)[0]}>
                <EntryRow entry={entry} tag={tag} />
              </li>
            ))}
          </ul>
        );
      })}
    </>
  );
}

function EntryRow({ entry, tag }: { readonly entry: ConnectEntry; readonly tag: ReactNode }) {
  switch (entry.kind) {
    case 'walletConnect':
      return <WalletConnectRow />;
    case 'announced':
      return <AnnouncedWalletRow connector={entry.connector} tag={tag} />;
    case 'directory':
      return <DirectoryWalletRow wallet={entry.wallet} tag={tag} />;
    case 'custom':
      return <CustomWalletRow wallet={entry.wallet} tag={tag} />;
    case 'remembered':
      return <RememberedWalletRow wallet={entry.wallet} tag={tag} />;
  }
}

/**
 * How many announced wallets show before "Show all": a page (or a script on it) can announce hundreds,
 * and rendering them all at once costs the first frame; the first ones are the ones that announced first.
 */
const ANNOUNCED_SHOWN = 30;

/** The wallets of this browser, each connecting directly. */
function AnnouncedWallets({ connectors, label, tag }: { readonly connectors: readonly ConnectorSummary[]; readonly label: string; readonly tag: ReactNode }) {
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
  const captionId = useId();
  // The caption is shown, not only announced: set under the wallet's row, the families would
  // otherwise read as wallets of their own.
  return (
    <div className="wp-chain-choice">
      <p id={captionId} className="wp-chain-choice-caption">
        {t('connect.chainChoice.label', { name: displayName(connector.name) })}
      </p>
      <ul className="wp-list" aria-labelledby={captionId}>
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
    </div>
  );
}
