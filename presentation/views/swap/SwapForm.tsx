import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { canSwap, type SwapState } from '../../../application/swap/index.ts';
import { searchSwapTokens } from '../../../domain/swap/swap-token.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { errorText } from '../../components/error-text.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useFacade } from '../../modal/facade-context.ts';
import { SwapApproval } from './SwapApproval.tsx';
import { SwapDetails } from './SwapDetails.tsx';
import { SwapTokenSelect } from './SwapTokenSelect.tsx';
import { shownAmount } from './swap-figures.ts';
import { useTypedAmount } from './use-typed-amount.ts';

/** The form: what is paid and received, the quote's figures, the approval it needs, and the Swap button. */
export function SwapForm({ state }: { readonly state: SwapState }) {
  const facade = useFacade();
  const { t } = useMessages();
  const { commands } = facade.flows.swap;
  const form = useRef<HTMLFormElement>(null);
  const [query, setQuery] = useState('');
  const found = useMemo(() => searchSwapTokens(state.tokens, query), [state.tokens, query]);
  const [amount, setAmount] = useTypedAmount(state.amount, (typed) => void commands.setAmount(typed));
  const [approved, setApproved] = useState(false);
  const { status, from, to, quote, error } = state;
  const waitingOnWallet = status === 'approving' || status === 'swapping';
  const swapping = status === 'swapping';
  const ready = canSwap(state);

  // The approval's box goes once it is mined, and with it the focused button: the keyboard moves on to Swap.
  useEffect(() => {
    if (!approved) return;
    setApproved(false);
    if (ready) form.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  }, [approved, ready]);

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (ready) void commands.swap();
  };
  return (
    <form ref={form} className="wp-form wp-swap" onSubmit={submit} data-testid="wp-swap-form">
      <label>
        {t('swap.search')}
        <input type="search" value={query} onChange={(event) => setQuery(event.currentTarget.value)} readOnly={waitingOnWallet} spellCheck={false} autoComplete="off" data-testid="wp-swap-search" />
      </label>
      <fieldset className="wp-swap-side">
        <legend>{t('swap.pay')}</legend>
        <SwapTokenSelect label={t('swap.token')} found={found} selected={from} disabled={waitingOnWallet} onSelect={(address) => void commands.selectFrom(address)} testId="wp-swap-from" />
        <label>
          {t('swap.amount')}
          <input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.currentTarget.value)} readOnly={waitingOnWallet} autoComplete="off" data-testid="wp-swap-amount" />
        </label>
      </fieldset>
      <button type="button" className="wp-icon-button wp-swap-flip" aria-label={t('swap.flip')} onClick={() => void commands.flip()} disabled={waitingOnWallet} data-testid="wp-swap-flip">
        <FlipIcon />
      </button>
      <fieldset className="wp-swap-side">
        <legend>{t('swap.receive')}</legend>
        <SwapTokenSelect label={t('swap.token')} found={found} selected={to} disabled={waitingOnWallet} onSelect={(address) => void commands.selectTo(address)} testId="wp-swap-to" />
        <p className="wp-swap-quoted">
          <span>{t('swap.amount')}</span>
          <bdi dir="ltr" data-testid="wp-swap-to-amount">
            {quote && to ? shownAmount(quote.toAmount, to.decimals) : null}
          </bdi>
        </p>
      </fieldset>
      {quote && from && to ? <SwapDetails quote={quote} from={from} to={to} /> : null}
      {quote?.approval && from ? (
        <SwapApproval approval={quote.approval} token={from} status={status} onApprove={() => void commands.approve().then((done) => setApproved(done))} />
      ) : null}
      {error ? (
        <p className="wp-error" role="alert" data-testid="wp-swap-error">
          {errorText(error)}
        </p>
      ) : null}
      <BusyButton type="submit" className="wp-button" busy={swapping} disabled={!ready && !swapping} data-testid="wp-swap-submit">
        {swapping ? t('swap.confirming') : status === 'quoting' ? t('swap.quoting') : t('swap.submit')}
      </BusyButton>
    </form>
  );
}

/** Two arrows, up and down: the tokens trade places. */
function FlipIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M7 16V4M4 7l3-3 3 3M13 4v12M10 13l3 3 3-3" />
    </svg>
  );
}
