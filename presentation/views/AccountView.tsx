import { useEffect } from 'react';
import { familyOf } from '../../domain/chain-families/registry.ts';
import { truncateAddress } from '../../domain/format/address.ts';
import { walletFeatureRows, WALLET_FEATURE_VIEWS } from '../../domain/format/wallet-features.ts';
import { swapSourceFor } from '../../domain/swap/swap-sources.ts';
import type { WalletFeature } from '../../domain/constants/features.ts';
import { useStore } from '../react/react-state.tsx';
import { useFacade } from '../modal/facade-context.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { NetworkImage } from '../components/NetworkImage.tsx';
import { AccountTabs } from './AccountTabs.tsx';
import { CHAIN_NAMESPACES, type ChainNamespace } from '../../domain/caip/caip.ts';
import { connectionKindOf } from '../../domain/connectors/connector-ids.ts';
import { AccountIdentityHeader } from './AccountName.tsx';
import { AccountTypeToggle, SignOutEverywhere } from './EmbeddedAccountParts.tsx';
import { NativeBalance } from './NativeBalance.tsx';
import { ExplorerLink } from '../components/ExplorerLink.tsx';

/**
 * The connected account: who it is (avatar, name or address, copy), its native balance and network,
 * the wallet features, the tabs and disconnect. Switching network is the header button's and the
 * Networks view's, not a list here.
 */
export function AccountView() {
  const facade = useFacade();
  const { t } = useMessages();
  const network = useStore(facade.stores.network);
  const accounts = useStore(facade.stores.accounts);
  const activeChain = network.activeChain;
  const account = activeChain ? accounts[activeChain] : undefined;
  // The families connected beside the active one (EVM and Solana at once).
  const others = CHAIN_NAMESPACES.filter((ns) => ns !== activeChain && accounts[ns]?.status === 'connected' && accounts[ns]?.address);
  // The wallet may have spent outside this page since the last read: opening Account reads it again.
  useEffect(() => {
    if (activeChain) void facade.refreshBalance(activeChain);
  }, [facade, activeChain]);
  if (!account?.address) return <p className="wp-muted">{t('account.notConnected')}</p>;
  const embedded = connectionKindOf(account.connectorId) === 'AUTH';

  return (
    <div className="wp-account">
      <AccountIdentityHeader address={account.address} walletIcon={account.walletInfo?.icon} embedded={embedded} canChooseName={embedded && activeChain !== undefined && familyOf(activeChain).capabilities.names} />
      <NativeBalance account={account} caipNetwork={network.caipNetwork} />
      <p className="wp-account-network">
        <NetworkImage network={network.caipNetwork} size="sm" />
        <span data-testid="wp-account-network">{network.caipNetwork?.name ?? t('account.unsupportedNetwork')}</span>
      </p>
      <AccountTypeToggle account={account} />
      <WalletFeatureRows namespace={activeChain} />
      <OtherAccounts others={others} />
      <AccountTabs />
      <div className="wp-actions">
        <ExplorerLink network={network.caipNetwork} target={{ address: account.address }} words="account.viewOnExplorer" testId="wp-account-explorer" />
        <button type="button" className="wp-button wp-secondary" data-testid="wp-disconnect" onClick={() => void facade.disconnect().catch(() => undefined)}>
          {t('account.disconnect')}
        </button>
        {others.length > 0 && activeChain ? (
          <button type="button" className="wp-button wp-secondary" data-testid={`wp-disconnect-${activeChain}`} onClick={() => void facade.disconnect(activeChain).catch(() => undefined)}>
            {t('account.disconnectFamily', { family: t(`family.${activeChain}`) })}
          </button>
        ) : null}
        {embedded ? <SignOutEverywhere /> : null}
      </div>
    </div>
  );
}

/** Send keeps its historical test id (browser tests open it by that). */
const FEATURE_TEST_IDS: Readonly<Record<WalletFeature, string>> = {
  onramp: 'wp-open-onramp',
  swaps: 'wp-open-swaps',
  receive: 'wp-open-receive',
  send: 'wp-open-send',
};

/** One line per feature, drawn in currentColor so it follows the theme. */
const FEATURE_GLYPHS: Readonly<Record<WalletFeature | 'activity', string>> = {
  onramp: 'M4 7h16v10H4zM4 11h16M8 15h3',
  swaps: 'M6 9h12l-3-3M18 15H6l3 3',
  receive: 'M12 4v12m-5-5 5 5 5-5M5 20h14',
  send: 'M12 20V8m-5 5 5-5 5 5M5 4h14',
  activity: 'M4 12h4l2-6 4 12 2-6h4',
};

function RowGlyph({ glyph }: { readonly glyph: WalletFeature | 'activity' }) {
  return (
    <svg className="wp-account-glyph" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={FEATURE_GLYPHS[glyph]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The wallet features in `walletFeaturesOrder` (each with its feature on), then Activity with history on. */
function WalletFeatureRows({ namespace }: { readonly namespace: ChainNamespace | undefined }) {
  const facade = useFacade();
  const { t } = useMessages();
  const { features } = useStore(facade.stores.features);
  const caipNetworkId = useStore(facade.stores.network, (network) => network.caipNetwork?.caipNetworkId);
  const swaps = swapSourceFor(facade.config.swapSources, caipNetworkId, facade.config.projectId !== '') !== undefined;
  const rows = walletFeatureRows(features, namespace, { swaps });
  if (rows.length === 0 && !features.history) return null;
  const open = (feature: WalletFeature): void => {
    // A send starts from an empty form, not from one left half-filled earlier.
    if (feature === 'send') facade.flows.send.commands.reset();
    facade.navigate({ type: 'push', view: WALLET_FEATURE_VIEWS[feature] });
  };
  return (
    <ul className="wp-list wp-account-features" aria-label={t('account.features')} data-testid="wp-account-features">
      {rows.map((feature) => (
        <li key={feature}>
          <button type="button" className="wp-row wp-account-feature" data-testid={FEATURE_TEST_IDS[feature]} onClick={() => open(feature)}>
            <RowGlyph glyph={feature} />
            <span>{t(`account.feature.${feature}`)}</span>
          </button>
        </li>
      ))}
      {features.history ? (
        <li>
          <button type="button" className="wp-row wp-account-feature" data-testid="wp-open-activity" onClick={() => facade.navigate({ type: 'push', view: 'Transactions' })}>
            <RowGlyph glyph="activity" />
            <span>{t('account.activity')}</span>
          </button>
        </li>
      ) : null}
    </ul>
  );
}

/** The accounts connected on the other chain families; choosing one makes it the active account. */
function OtherAccounts({ others }: { readonly others: readonly ChainNamespace[] }) {
  const facade = useFacade();
  const { t } = useMessages();
  const { activeChain, switching } = useStore(facade.stores.network);
  const accounts = useStore(facade.stores.accounts);
  const { networks: siteNetworks } = useStore(facade.stores.siteNetworks);
  // Families the site offers that have no account yet: the visitor can connect one beside this one.
  const unconnected = [...new Set(siteNetworks.map((network) => network.chainNamespace))].filter((ns) => ns !== activeChain && !others.includes(ns));
  if (others.length === 0 && unconnected.length === 0) return null;
  return (
    <ul className="wp-list wp-account-others" aria-label={t('account.otherAccounts')}>
      {others.map((ns) => (
        <li key={ns}>
          <button type="button" className="wp-row" disabled={switching} data-testid={`wp-switch-namespace-${ns}`} onClick={() => void facade.switchNamespace(ns).catch(() => undefined)}>
            <span>
              {t('account.switchToFamily', { family: t(`family.${ns}`) })}
              <small>{truncateAddress(accounts[ns]?.address ?? '')}</small>
            </span>
          </button>
        </li>
      ))}
      {unconnected.map((ns) => (
        <li key={ns}>
          <button type="button" className="wp-row" data-testid={`wp-connect-namespace-${ns}`} onClick={() => void facade.open({ view: 'Connect', namespace: ns })}>
            <span>{t('account.connectFamily', { family: t(`family.${ns}`) })}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
