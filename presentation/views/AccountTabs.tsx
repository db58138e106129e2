import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ACCOUNT_TABS } from '../../domain/account/account-tabs.ts';
import { ActivityList } from './ActivityList.tsx';
import { TokenList } from './TokenList.tsx';
import { useFacade } from '../modal/facade-context.ts';
import { useMessages } from '../i18n/use-messages.ts';

type Tab = (typeof ACCOUNT_TABS)[number];

/**
 * The tab a key moves to from `index` (WAI-ARIA tabs pattern: arrows wrap round, Home and End go to the
 * ends), or undefined for any other key. Left and right follow the reading direction: in a right-to-left
 * layout the next tab is on the left.
 */
export function tabAfterKey(key: string, index: number, rtl: boolean): number | undefined {
  const last = ACCOUNT_TABS.length - 1;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return index === last ? 0 : index + 1;
  if (key === backward) return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return undefined;
}

/**
 * Account tabs: Tokens, NFTs, Activity, as the WAI-ARIA tabs pattern: one tab stop (the
 * selected tab), the arrow keys, Home and End move between tabs and select them (a panel shows at once;
 * its data loads behind it), and each tab controls its own panel. Each tab loads its data when first shown.
 */
export function AccountTabs() {
  const facade = useFacade();
  const { t, dir } = useMessages();
  const [tab, setTab] = useState<Tab>('Tokens');
  const buttons = useRef(new Map<Tab, HTMLButtonElement>());
  useEffect(() => {
    if (tab === 'Tokens') void facade.flows.balances.commands.fetch();
    if (tab === 'Activity') void facade.flows.activity.commands.load();
  }, [tab, facade]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const next = tabAfterKey(event.key, ACCOUNT_TABS.indexOf(tab), dir === 'rtl');
    const name = next === undefined ? undefined : ACCOUNT_TABS[next];
    if (name === undefined) return;
    event.preventDefault();
    setTab(name);
    buttons.current.get(name)?.focus();
  };

  return (
    <div className="wp-account-tabs">
      <div className="wp-tabs" role="tablist" aria-label={t('account.tabs')} onKeyDown={onKeyDown}>
        {ACCOUNT_TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              if (element) buttons.current.set(name, element);
              else buttons.current.delete(name);
            }}
            type="button"
            role="tab"
            id={`wp-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`wp-tabpanel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className="wp-tab"
            data-testid={`wp-tab-${name}`}
            onClick={() => setTab(name)}
          >
            {t(`account.tab.${name}`)}
          </button>
        ))}
      </div>
      {/* Every tab's panel is in the page (hidden but the selected one), so each tab's aria-controls names an element. */}
      {ACCOUNT_TABS.map((name) => (
        <div key={name} role="tabpanel" id={`wp-tabpanel-${name}`} aria-labelledby={`wp-tab-${name}`} className="wp-tabpanel" tabIndex={0} hidden={tab !== name}>
          {tab === name && name === 'Tokens' ? <TokenList /> : null}
          {tab === name && name === 'NFTs' ? <p className="wp-muted">{t('account.nftsEmpty')}</p> : null}
          {tab === name && name === 'Activity' ? <ActivityList /> : null}
        </div>
      ))}
    </div>
  );
}
