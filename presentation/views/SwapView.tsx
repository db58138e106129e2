import { useEffect } from 'react';
import { errorText } from '../components/error-text.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { useFacade } from '../modal/facade-context.ts';
import { useStore } from '../react/react-state.tsx';
import { SwapForm } from './swap/SwapForm.tsx';
import { SwapSent } from './swap/SwapSent.tsx';

/**
 * Swap one token for another on the connected account, as AppKit's Swap view: "You pay" and "You
 * receive", a flip button, the quote's figures, an exact approval when the token needs one, and Swap.
 * The swap flow quotes, approves and sends; every figure shown and every button's state comes from its
 * state, so the view decides nothing of its own.
 */
export function SwapView() {
  const facade = useFacade();
  const { t } = useMessages();
  const swap = useStore(facade.flows.swap.state);
  const { activeChain, caipNetwork } = useStore(facade.stores.network);
  const accounts = useStore(facade.stores.accounts);
  const account = activeChain ? accounts[activeChain] : undefined;
  const address = account?.status === 'connected' ? account.address : undefined;
  const networkId = caipNetwork?.caipNetworkId;

  // The flow empties its form when the account or network changes: the view loads it again for the new one.
  useEffect(() => {
    if (address) void facade.flows.swap.commands.start();
  }, [facade, address, networkId]);

  if (!address) return <p className="wp-muted" data-testid="wp-swap-not-connected">{t('swap.notConnected')}</p>;
  // The form as it starts, before the flow's first answer, reads as loading too rather than as an empty form.
  const notStarted = swap.status === 'idle' && swap.network === undefined && swap.error === undefined;
  if (swap.status === 'loading' || notStarted) {
    return (
      <p className="wp-muted wp-swap-loading" role="status" data-testid="wp-swap-loading">
        <span className="wp-spinner" aria-hidden="true" />
        {t('swap.loadingTokens')}
      </p>
    );
  }
  if (swap.status === 'swapped' && swap.lastHash !== undefined) return <SwapSent hash={swap.lastHash} networkId={swap.network} />;
  if (swap.tokens.length === 0) {
    // Nothing to offer (no source on this network, a list that did not load): why, and another try.
    return (
      <div className="wp-center wp-swap-unavailable" data-testid="wp-swap-unavailable">
        {swap.error ? (
          <p className="wp-error" role="alert" data-testid="wp-swap-error">
            {errorText(swap.error)}
          </p>
        ) : null}
        <button type="button" className="wp-button wp-secondary" data-testid="wp-swap-retry" onClick={() => void facade.flows.swap.commands.start()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return <SwapForm state={swap} />;
}
