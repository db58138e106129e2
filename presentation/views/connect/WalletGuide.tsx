import { useFacade } from '../../modal/facade-context.ts';
import { useMessages } from '../../i18n/use-messages.ts';

/** `enableWalletGuide`: for a visitor without a wallet, the way to what a wallet is and how to get one. */
export function WalletGuide() {
  const facade = useFacade();
  const { t } = useMessages();
  return (
    <p className="wp-wallet-guide" data-testid="wp-wallet-guide">
      <span>{t('connect.guide.question')}</span>{' '}
      <button type="button" className="wp-link" data-testid="wp-wallet-guide-start" onClick={() => facade.navigate({ type: 'push', view: 'WhatIsAWallet' })}>
        {t('connect.guide.start')}
      </button>
    </p>
  );
}
