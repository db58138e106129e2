import { useState } from 'react';
import { useStore } from '../react/use-store.ts';
import { useFacade } from '../modal/facade-context.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { AllWalletsEntry } from './DirectoryWallets.tsx';
import { EmailLoginForm } from './EmailLoginForm.tsx';
import { SocialLoginButtons } from './SocialLoginButtons.tsx';
import { hasLegalLinks, LegalCheckbox, LegalFooter, useLegalConsent } from './connect/legal-consent.tsx';
import { WalletGroups } from './connect/WalletGroups.tsx';
import { WalletGuide } from './connect/WalletGuide.tsx';

/**
 * The Connect view: the legal checkbox when the site asks for consent, the methods in their order
 * (e-mail, social, wallets), the wallet guide, and the site's legal links.
 */
export function ConnectView() {
  const facade = useFacade();
  const { t } = useMessages();
  const { config } = facade;
  const { methods, walletsCollapsed } = useStore(facade.connectGroups);
  const [showWallets, setShowWallets] = useState(false);
  // The consent is the connect capability's state: the commands the visitor starts here refuse without it.
  const { required } = useLegalConsent();
  return (
    <div className="wp-connect">
        {required ? <LegalCheckbox /> : null}
        {methods.map((method) => {
          if (method === 'email') return <EmailLoginForm key="email" />;
          if (method === 'social') return <SocialLoginButtons key="social" />;
          if (walletsCollapsed && !showWallets) {
            return (
              <button key="wallet" type="button" className="wp-button wp-secondary" data-testid="wp-show-wallets" onClick={() => setShowWallets(true)}>
                {t('connect.showWallets')}
              </button>
            );
          }
          return <WalletMethods key="wallet" />;
        })}
        {config.enableWalletGuide ? <WalletGuide /> : null}
        {!required && hasLegalLinks(config) ? <LegalFooter /> : null}
    </div>
  );
}

/** The wallet method: its groups in the core's order, then the way to every wallet of the directory. */
function WalletMethods() {
  const facade = useFacade();
  const { t } = useMessages();
  const { groups } = useStore(facade.connectGroups);
  const { features } = useStore(facade.stores.features);
  return (
    <>
      {groups.length === 0 ? (
        <p className="wp-muted" data-testid="wp-no-wallets">
          {t('connect.noWallets')}
        </p>
      ) : null}
      <WalletGroups />
      {features.allWallets ? <AllWalletsEntry /> : null}
    </>
  );
}
