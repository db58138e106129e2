import { useEffect, useState } from 'react';
import { formatBalance } from '../../domain/format/balance.ts';
import { truncateAddress } from '../../domain/format/address.ts';
import { useStore } from '../react/use-store.ts';
import { useFacade } from '../modal/facade-context.ts';
import { NetworkList } from './NetworkList.tsx';
import { AccountTabs } from './AccountTabs.tsx';
import { CHAIN_NAMESPACES, type ChainNamespace } from '../../domain/caip/caip.ts';
import { CHAIN_FAMILY_LABELS } from '../../domain/connectors/chain-family.ts';
import { connectionKindOf } from '../../domain/connectors/connector-ids.ts';
import { AccountName } from './AccountName.tsx';
import { AccountTypeToggle, EmbeddedIdentity } from './EmbeddedAccountParts.tsx';

/** The connected account: address, native balance, network, copy, switch network, disconnect. */
export function AccountView() {
  const facade = useFacade();
  const network = useStore(facade.stores.network);
  const accounts = useStore(facade.stores.accounts);
  const [copied, setCopied] = useState(false);
  const account = network.activeChain ? accounts[network.activeChain] : undefined;
  const activeChain = network.activeChain;
  // The families connected beside the active one (EVM and Solana at once).
  const others = CHAIN_NAMESPACES.filter((ns) => ns !== activeChain && accounts[ns]?.status === 'connected' && accounts[ns]?.address);
  // The wallet may have spent outside this page since the last read: opening Account reads it again.
  useEffect(() => {
    if (activeChain) void facade.refreshBalance(activeChain);
  }, [facade, activeChain]);
  if (!account?.address) return <p className="wp-muted">Not connected.</p>;
  const address = account.address;
  const balance =
    account.balance !== undefined && account.balanceDecimals !== undefined
      ? formatBalance(account.balance, account.balanceDecimals)
      : formatBalance(undefined, 0);

  const copy = (): void => {
    void navigator.clipboard
      ?.writeText(address)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  };

  return (
    <div className="wp-center">
      {account.walletInfo?.icon ? <img src={account.walletInfo.icon} alt="" /> : null}
      {connectionKindOf(account.connectorId) === 'AUTH' ? <EmbeddedIdentity /> : null}
      <p className="wp-address" data-testid="wp-account-address" title={address}>
        {truncateAddress(address)}
      </p>
      {activeChain === 'eip155' ? <AccountName address={address} embedded={connectionKindOf(account.connectorId) === 'AUTH'} /> : null}
      <p className="wp-balance" data-testid="wp-account-balance">
        {balance} {account.balanceSymbol ?? network.caipNetwork?.nativeCurrency.symbol ?? ''}
      </p>
      <p className="wp-muted" data-testid="wp-account-network">
        {network.caipNetwork?.name ?? 'Unsupported network'}
      </p>
      <AccountTypeToggle account={account} />
      <div className="wp-actions">
        <button type="button" className="wp-button wp-secondary" data-testid="wp-copy-address" onClick={copy}>
          {copied ? 'Copied' : 'Copy address'}
        </button>
        {facade.config.features.send ? (
          <button type="button" className="wp-button wp-secondary" data-testid="wp-open-send" onClick={() => { facade.flows.send.commands.reset(); facade.navigate({ type: 'push', view: 'WalletSend' }); }}>
            Send
          </button>
        ) : null}
        <button
          type="button"
          className="wp-button wp-secondary"
          data-testid="wp-disconnect"
          onClick={() => void facade.disconnect().catch(() => undefined)}
        >
          Disconnect
        </button>
        {others.length > 0 && activeChain ? (
          <button type="button" className="wp-button wp-secondary" data-testid={`wp-disconnect-${activeChain}`} onClick={() => void facade.disconnect(activeChain).catch(() => undefined)}>
            Disconnect {CHAIN_FAMILY_LABELS[activeChain]} only
          </button>
        ) : null}
      </div>
      <OtherAccounts others={others} />
      <NetworkList />
      <AccountTabs />
    </div>
  );
}

/** The accounts connected on the other chain families; choosing one makes it the active account. */
function OtherAccounts({ others }: { readonly others: readonly ChainNamespace[] }) {
  const facade = useFacade();
  const { activeChain, switching } = useStore(facade.stores.network);
  const accounts = useStore(facade.stores.accounts);
  // Families the site offers that have no account yet: the visitor can connect one beside this one.
  const unconnected = [...new Set(facade.getNetworks().map((network) => network.chainNamespace))].filter((ns) => ns !== activeChain && !others.includes(ns));
  if (others.length === 0 && unconnected.length === 0) return null;
  return (
    <ul className="wp-list" aria-label="Your other accounts" style={{ width: '100%' }}>
      {others.map((ns) => (
        <li key={ns}>
          <button type="button" className="wp-row" disabled={switching} data-testid={`wp-switch-namespace-${ns}`} onClick={() => void facade.switchNamespace(ns).catch(() => undefined)}>
            <span>
              Switch to your {CHAIN_FAMILY_LABELS[ns]} account
              <small>{truncateAddress(accounts[ns]?.address ?? '')}</small>
            </span>
          </button>
        </li>
      ))}
      {unconnected.map((ns) => (
        <li key={ns}>
          <button type="button" className="wp-row" data-testid={`wp-connect-namespace-${ns}`} onClick={() => void facade.open({ view: 'Connect', namespace: ns })}>
            <span>Connect a {CHAIN_FAMILY_LABELS[ns]} wallet too</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
