import { useEffect, useState } from 'react';
import { ACCOUNT_TABS } from '../../domain/account/account-tabs.ts';
import { ActivityList } from './ActivityList.tsx';
import { TokenList } from './TokenList.tsx';
import { useFacade } from '../modal/facade-context.ts';
import { useMessages } from '../i18n/use-messages.ts';

type Tab = (typeof ACCOUNT_TABS)[number];

/** Spec §2 account tabs: Tokens, NFTs, Activity. Each tab loads its data when first shown. */
export function AccountTabs() {
  const facade = useFacade();
  const { t } = useMessages();
  const [tab, setTab] = useState<Tab>('Tokens');
  useEffect(() => {
    if (tab === 'Tokens') void facade.flows.balances.commands.fetch();
    if (tab === 'Activity') void facade.flows.activity.commands.load();
  }, [tab, facade]);
  return (
    <div className="wp-account-tabs">
      <div className="wp-tabs" role="tablist" aria-label={t('account.tabs')}>
        {ACCOUNT_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`wp-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`wp-tabpanel-${name}`}
            className="wp-tab"
            data-testid={`wp-tab-${name}`}
            onClick={() => setTab(name)}
          >
            {t(`account.tab.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`wp-tabpanel-${tab}`} aria-labelledby={`wp-tab-${tab}`} className="wp-tabpanel">
        {tab === 'Tokens' ? <TokenList /> : null}
        {tab === 'NFTs' ? <p className="wp-muted">{t('account.nftsEmpty')}</p> : null}
        {tab === 'Activity' ? <ActivityList /> : null}
      </div>
    </div>
  );
}
