import type { ReactNode } from 'react';
import type { ConnectEntry } from '../../../domain/connectors/connect-entries.ts';
import { entryKeys } from '../../../domain/connectors/connect-entries.ts';
import type { ConnectorGroup } from '../../../domain/connectors/connector-groups.ts';
import { useFacade } from '../../modal/facade-context.ts';
import { useStore } from '../../react/use-store.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import type { Translate } from '../../i18n/translate.ts';
import { DirectoryWalletRow } from '../DirectoryWallets.tsx';
import { AnnouncedWalletRow, AnnouncedWallets } from './AnnouncedWallets.tsx';
import { CustomWalletRow, RememberedWalletRow, Tag, WalletConnectRow } from './WalletRows.tsx';

/** The pill each group puts on its rows: recent and installed wallets say so. */
function groupTag(group: ConnectorGroup, t: Translate): ReactNode {
  if (group === 'recent') return <Tag text={t('connect.tag.recent')} tone="accent" />;
  if (group === 'injected') return <Tag text={t('connect.tag.installed')} tone="neutral" />;
  return null;
}

/** The wallet groups in the order the core gives, each a labelled list of its rows. */
export function WalletGroups() {
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
