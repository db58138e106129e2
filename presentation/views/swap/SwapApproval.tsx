import type { SwapQuoteView, SwapStatus } from '../../../application/swap/index.ts';
import { displayName } from '../../../domain/format/display-name.ts';
import { formatExactUnits } from '../../../domain/format/exact-units.ts';
import type { SwapToken } from '../../../domain/swap/swap-token.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { useMessages } from '../../i18n/use-messages.ts';

export interface SwapApprovalProps {
  readonly approval: NonNullable<SwapQuoteView['approval']>;
  /** The token sold, whose spending is approved. */
  readonly token: SwapToken;
  readonly status: SwapStatus;
  readonly onApprove: () => void;
}

const SPENDER = '{spender}';

/**
 * What the wallet will be asked to allow, before it asks: the whole spender address and the exact
 * amount, unrounded, so what the visitor reads is what they sign.
 */
export function SwapApproval({ approval, token, status, onApprove }: SwapApprovalProps) {
  const { t } = useMessages();
  const symbol = displayName(token.symbol);
  // The spender is left as its placeholder here and drawn as an address of its own below.
  const [before = '', ...after] = t('swap.approval', { amount: formatExactUnits(approval.amount, token.decimals), symbol }).split(SPENDER);
  const spender = (
    <bdi dir="ltr" className="wp-swap-spender" data-testid="wp-swap-spender">
      {approval.spender}
    </bdi>
  );
  const approving = status === 'approving';
  return (
    <div className="wp-swap-approval" data-testid="wp-swap-approval">
      <p data-testid="wp-swap-approval-text">
        {before}
        {/* A site's own wording without the placeholder still shows whom it allows. */}
        {after.length > 0 ? spender : null}
        {after.join(SPENDER)}
      </p>
      {after.length > 0 ? null : <p>{spender}</p>}
      <BusyButton type="button" className="wp-button" busy={approving} onClick={onApprove} data-testid="wp-swap-approve">
        {approving ? t('swap.confirming') : t('swap.approve', { symbol })}
      </BusyButton>
    </div>
  );
}
