import { useMessages } from '../i18n/use-messages.ts';
import { useFacade } from '../modal/facade-context.ts';

/** The wallet guide's explainer of wallets, reached from "Get started"; it leads to the directory of wallets. */
export function WhatIsAWalletView() {
  const facade = useFacade();
  const { t } = useMessages();
  return (
    <div className="wp-explainer" data-testid="wp-what-is-a-wallet">
      <dl className="wp-explainer-points wp-wallet-explainer">
        <dt>{t('connect.whatIsAWallet.homeTitle')}</dt>
        <dd>{t('connect.whatIsAWallet.home')}</dd>
        <dt>{t('connect.whatIsAWallet.loginTitle')}</dt>
        <dd>{t('connect.whatIsAWallet.login')}</dd>
      </dl>
      <button type="button" className="wp-button" data-testid="wp-what-is-a-wallet-get" onClick={() => facade.navigate({ type: 'push', view: 'AllWallets' })}>
        {t('connect.whatIsAWallet.getWallet')}
      </button>
    </div>
  );
}
