import { useEffect, useState } from 'react';
import { accountTypeInUse } from '../../domain/account/account-type-switch.ts';
import { ERRORS } from '../../domain/errors/catalogue.ts';
import { truncateAddress } from '../../domain/format/address.ts';
import { displayName } from '../../domain/format/display-name.ts';
import { displayableImageUrl } from '../../domain/format/image-url.ts';
import { Avatar } from '../components/Avatar.tsx';
import { NO_IDENTITY, resolveAccountIdentity, type AccountIdentity } from '../components/account-identity.ts';
import { DisplayName } from '../components/DisplayName.tsx';
import { errorText } from '../components/error-text.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { useFacade } from '../modal/facade-context.ts';
import { useStore } from '../react/react-state.tsx';

/**
 * AppKit's step after connecting when the app wants a sign-in: the app and the account side by side,
 * "Sign In" and "Cancel" (or "Disconnect" when sign-in is required, since cancelling then disconnects).
 * Signing and cancelling are the SIWX flow's own commands, the same the sign-message view uses.
 */
export function ConnectingSiweView() {
  const facade = useFacade();
  const { t } = useMessages();
  const siwx = useStore(facade.flows.siwx.state);
  const { activeChain } = useStore(facade.stores.network);
  const accounts = useStore(facade.stores.accounts);
  const account = activeChain ? accounts[activeChain] : undefined;
  const metadata = facade.config.metadata;
  const appName = metadata?.name ? displayName(metadata.name) : t('siwe.appFallback');
  const signing = siwx.status === 'signing';
  // A smart account's signature is checked by its contract (ERC-1271), which not every app does.
  const smartAccount = account !== undefined && accountTypeInUse(account) === 'smartAccount';
  const address = account?.address;
  const [identity, setIdentity] = useState<AccountIdentity>(NO_IDENTITY);
  useEffect(() => {
    setIdentity(NO_IDENTITY);
    if (!address) return;
    let live = true;
    void resolveAccountIdentity(facade.flows.names.commands, address).then((found) => {
      if (live) setIdentity(found);
    });
    return () => {
      live = false;
    };
  }, [facade, address]);

  if (!account?.address) return <p className="wp-muted" data-testid="wp-siwe-not-connected">{t('siwe.notConnected')}</p>;
  // Rejections are state (the error below) as well as a snackbar: nothing more to do with them here.
  const sign = (): void => void facade.flows.siwx.commands.requestSignature().catch(() => undefined);
  const cancel = (): void => void facade.flows.siwx.commands.cancel().catch(() => undefined);

  return (
    <div className="wp-center wp-siwe" data-testid="wp-siwe">
      <div className="wp-siwe-pair" aria-hidden="true">
        <AppIcon key={metadata?.icons[0]} src={displayableImageUrl(metadata?.icons[0])} name={appName} />
        <span className="wp-siwe-account">
          <Avatar address={account.address} imageUrl={identity.avatar} size="lg" />
        </span>
      </div>
      <p className="wp-siwe-title" data-testid="wp-siwe-title">
        {t('siwe.title', { name: appName })}
      </p>
      <p className="wp-muted" data-testid="wp-siwe-account" title={account.address}>
        {identity.name ?? truncateAddress(account.address)}
        {account.walletInfo?.name ? (
          <>
            {' · '}
            <DisplayName value={account.walletInfo.name} />
          </>
        ) : null}
      </p>
      <p className="wp-muted">{t(siwx.required ? 'siwe.bodyRequired' : 'siwe.body')}</p>
      <p className="wp-muted wp-small">{t('siwe.free')}</p>
      {smartAccount && siwx.error?.code !== 'SIWX_SMART_ACCOUNT_UNSUPPORTED' ? (
        <p className="wp-muted" data-testid="wp-siwe-smart-account">
          {ERRORS.SIWX_SMART_ACCOUNT_UNSUPPORTED.message}
        </p>
      ) : null}
      {siwx.error ? (
        <p className="wp-error" role="alert" data-testid="wp-siwe-error">
          {errorText(siwx.error)}
        </p>
      ) : null}
      {signing ? (
        <p className="wp-muted" role="status" data-testid="wp-siwe-signing">
          <span className="wp-spinner" aria-hidden="true" />
          {t('siwe.signing')}
        </p>
      ) : null}
      <div className="wp-actions">
        <button type="button" className="wp-button wp-secondary" data-testid="wp-siwe-cancel" onClick={cancel}>
          {t(siwx.required ? 'siwe.disconnect' : 'siwe.cancel')}
        </button>
        <button type="button" className="wp-button" data-testid="wp-siwe-sign" disabled={signing} onClick={sign}>
          {t('siwe.sign')}
        </button>
      </div>
    </div>
  );
}

/** The app's icon, or the first character of its name when it has none or it fails to load. Decorative. */
function AppIcon({ src, name }: { readonly src: string | undefined; readonly name: string }) {
  const [broken, setBroken] = useState(false);
  if (src && !broken) return <img className="wp-siwe-app" src={src} alt="" onError={() => setBroken(true)} />;
  return <span className="wp-siwe-app wp-image-placeholder">{(Array.from(name)[0] ?? '').toUpperCase()}</span>;
}
