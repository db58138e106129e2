import { useEffect, useState } from 'react';
import { useStore } from '../react/react-state.tsx';
import { useFacade } from '../modal/facade-context.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { DisplayName } from '../components/DisplayName.tsx';
import { NO_IDENTITY, resolveAccountIdentity, type AccountIdentity } from '../components/account-identity.ts';
import { Avatar } from '../components/Avatar.tsx';
import { truncateAddress } from '../../domain/format/address.ts';
import { displayableImageUrl } from '../../domain/format/image-url.ts';
import { EmbeddedIdentity } from './EmbeddedAccountParts.tsx';

/**
 * The account's name and avatar (its identity, cached 5 minutes), read again for another address
 * and after a registration, so a name chosen here shows at once.
 */
export function useAccountIdentity(address: string): AccountIdentity {
  const facade = useFacade();
  const { registeredName } = useStore(facade.flows.names.state);
  const [identity, setIdentity] = useState<AccountIdentity>(NO_IDENTITY);
  useEffect(() => {
    let current = true;
    setIdentity(NO_IDENTITY);
    void resolveAccountIdentity(facade.flows.names.commands, address).then((found) => {
      if (current) setIdentity(found);
    });
    return () => {
      current = false;
    };
  }, [facade, address, registeredName]);
  return identity;
}

/**
 * The account's name when it has one; the embedded wallet without one is offered "Choose a name"
 * (registering a name needs the embedded wallet's auth connector).
 */
export function AccountName({ name, embedded }: { readonly name: string | undefined; readonly embedded: boolean }) {
  const facade = useFacade();
  const { t } = useMessages();
  if (name) {
    return (
      <p className="wp-account-name" data-testid="wp-account-name">
        <DisplayName value={name} />
      </p>
    );
  }
  if (!embedded) return null;
  return (
    <button type="button" className="wp-link" data-testid="wp-choose-name" onClick={() => facade.navigate({ type: 'push', view: 'RegisterAccountName' })}>
      {t('account.chooseName')}
    </button>
  );
}

/** The account's picture, name (or "Choose a name") and shortened address with its copy button. */
export function AccountIdentityHeader({ address, walletIcon, embedded, canChooseName }: {
  readonly address: string;
  readonly walletIcon: string | undefined;
  readonly embedded: boolean;
  readonly canChooseName: boolean;
}) {
  const identity = useAccountIdentity(address);
  const icon = displayableImageUrl(walletIcon);
  return (
    <div className="wp-account-header">
      <span className="wp-account-avatar">
        <Avatar address={address} imageUrl={identity.avatar} size="lg" />
        {icon ? <img className="wp-account-wallet-icon" src={icon} alt="" /> : null}
      </span>
      {embedded ? <EmbeddedIdentity /> : null}
      <AccountName name={identity.name} embedded={canChooseName} />
      <div className="wp-account-address-row">
        <p className={identity.name ? 'wp-address wp-address-secondary' : 'wp-address'} data-testid="wp-account-address" title={address}>
          {truncateAddress(address)}
        </p>
        <CopyAddressButton address={address} />
      </div>
    </div>
  );
}

function CopyAddressButton({ address }: { readonly address: string }) {
  const { t } = useMessages();
  const [copied, setCopied] = useState<string | undefined>(undefined);
  const copy = (): void => {
    // Without a clipboard (an insecure page, an old browser) nothing is claimed to be copied.
    void navigator.clipboard
      ?.writeText(address)
      .then(() => setCopied(address))
      .catch(() => setCopied(undefined));
  };
  return (
    <>
      <button type="button" className="wp-icon-button wp-copy-button" aria-label={t('account.copyAddress')} data-testid="wp-copy-address" onClick={copy}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
            <rect x="8" y="8" width="12" height="12" rx="2.5" />
            <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
          </g>
        </svg>
      </button>
      <span className="wp-copy-status" role="status" data-testid="wp-copy-status">
        {copied === address ? t('account.addressCopied') : ''}
      </span>
    </>
  );
}
