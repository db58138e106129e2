import { useMemo, useState, type FormEvent } from 'react';
import { SOLANA_FAMILY } from '../../domain/chain-families/solana.family.ts';
import { nativeTokenBalance, type TokenBalance } from '../../domain/balance/token-balance.ts';
import { formatUnits } from '../../domain/balance/format-units.ts';
import { formatBalanceString } from '../../domain/format/quantity.ts';
import { useStore } from '../react/react-state.tsx';
import { useFacade } from '../modal/facade-context.ts';
import { errorText } from '../components/error-text.ts';
import { displayName } from '../../domain/format/display-name.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { BusyButton } from '../components/BusyButton.tsx';
import { useCopyText } from '../components/use-copy-text.ts';
import { ExplorerLink } from '../components/ExplorerLink.tsx';

/** Send native currency or a token through the connected wallet (which asks the visitor to approve). */
export function SendView() {
  const facade = useFacade();
  const { t } = useMessages();
  const network = useStore(facade.stores.network);
  const accounts = useStore(facade.stores.accounts);
  const { tokenBalances, loading: loadingTokens } = useStore(facade.flows.balances.state);
  const send = useStore(facade.flows.send.state);
  const [tokenKey, setTokenKey] = useState('native');
  const [amount, setAmount] = useState('');
  const [receiver, setReceiver] = useState('');

  const account = network.activeChain ? accounts[network.activeChain] : undefined;
  const caipNetwork = network.caipNetwork;
  const tokens = useMemo<readonly TokenBalance[]>(() => {
    const native =
      caipNetwork && account?.balance !== undefined
        ? [
            nativeTokenBalance({
              caipNetworkId: caipNetwork.caipNetworkId,
              name: caipNetwork.nativeCurrency.name,
              symbol: caipNetwork.nativeCurrency.symbol,
              decimals: caipNetwork.nativeCurrency.decimals,
              numeric: formatUnits(account.balance, caipNetwork.nativeCurrency.decimals) ?? '0',
            }),
          ]
        : [];
    return [...native, ...tokenBalances.filter((token) => token.address)];
  }, [caipNetwork, account?.balance, tokenBalances]);
  const selected = tokens.find((token) => (token.address ?? 'native') === tokenKey) ?? tokens[0];
  const hash = useCopyText(send.status === 'success' ? send.lastHash : undefined);

  if (send.status === 'success' && send.lastHash) {
    return (
      <div className="wp-center" data-testid="wp-send-success">
        <p>{t('send.sent')}</p>
        <p className="wp-muted wp-break-all" data-testid="wp-send-hash">{t('send.transaction', { hash: send.lastHash })}</p>
        <button type="button" className="wp-button wp-secondary" data-testid="wp-send-copy-hash" onClick={hash.copy}>
          {t('send.copyHash')}
        </button>
        <p className={hash.state === 'failed' ? 'wp-error' : 'wp-muted'} role="status" data-testid="wp-send-copy-status">
          {hash.state === 'copied' ? t('send.hashCopied') : hash.state === 'failed' ? t('send.hashCopyFailed') : ''}
        </p>
        <ExplorerLink network={send.lastNetwork} target={{ transaction: send.lastHash }} words="common.viewTransaction" testId="wp-send-explorer" />
        <button type="button" className="wp-button" onClick={() => { facade.flows.send.commands.reset(); facade.navigate({ type: 'reset', view: 'Account' }); }}>
          {t('send.backToAccount')}
        </button>
      </div>
    );
  }

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    facade.flows.send.commands.setToken(selected);
    facade.flows.send.commands.setAmount(amount.trim() === '' ? undefined : Number(amount));
    facade.flows.send.commands.setReceiver({ address: receiver.trim() === '' ? undefined : receiver.trim() });
    void facade.flows.send.commands.send();
  };
  const sending = send.status === 'sending';
  return (
    <form className="wp-form wp-send" onSubmit={submit} data-testid="wp-send-form">
      <label>
        {t('send.token')}
        <select value={selected?.address ?? 'native'} onChange={(event) => setTokenKey(event.currentTarget.value)} disabled={sending}>
          {tokens.map((token) => (
            <option key={token.address ?? 'native'} value={token.address ?? 'native'}>
              {/* An <option> holds text only, so the symbol is stripped but cannot be isolated. */}
              {t('send.tokenOption', { symbol: displayName(token.symbol), balance: formatBalanceString(token.quantity.numeric) })}
            </option>
          ))}
        </select>
      </label>
      {loadingTokens ? (
        <p className="wp-muted" role="status" data-testid="wp-send-loading-tokens">
          <span className="wp-spinner" aria-hidden="true" />
          {t('send.loadingTokens')}
        </p>
      ) : null}
      <label>
        {t('send.amount')}
        <input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.currentTarget.value)} readOnly={sending} data-testid="wp-send-amount" placeholder={t('send.amountPlaceholder')} />
      </label>
      <label>
        {t('send.to')}
        <input value={receiver} onChange={(event) => setReceiver(event.currentTarget.value)} readOnly={sending} data-testid="wp-send-receiver" placeholder={t(network.activeChain === SOLANA_FAMILY.namespace ? 'send.receiverPlaceholderSolana' : 'send.receiverPlaceholderEvm')} spellCheck={false} autoComplete="off" />
      </label>
      {send.error ? (
        <p className="wp-error" role="alert" data-testid="wp-send-error">
          {errorText(send.error)}
        </p>
      ) : null}
      <BusyButton type="submit" className="wp-button" busy={sending} data-testid="wp-send-submit">
        {sending ? t('send.confirming') : t('send.submit')}
      </BusyButton>
      {sending ? (
        // The way out while the wallet prompt is open: the form comes back with its values.
        <button type="button" className="wp-button wp-secondary" data-testid="wp-send-cancel" onClick={() => facade.flows.send.commands.cancel()}>
          {t('send.stopWaiting')}
        </button>
      ) : null}
    </form>
  );
}
