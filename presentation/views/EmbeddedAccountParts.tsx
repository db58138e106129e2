import { useState } from 'react';
import { EIP155_ONLY_EMBEDDED_WALLET } from '../../domain/chain-families/eip155-only-rules.ts';
import { accountTypeInUse, accountTypeSwitchTarget } from '../../domain/account/account-type-switch.ts';
import { connectionKindOf } from '../../domain/connectors/connector-ids.ts';
import { SOCIAL_PROVIDER_LABELS } from '../../domain/connectors/social-login.ts';
import type { NamespaceAccount } from '../../application/stores/state.ts';
import { useStore } from '../react/react-state.tsx';
import { useFacade } from '../modal/facade-context.ts';
import { DisplayName } from '../components/DisplayName.tsx';
import { useMessages } from '../i18n/use-messages.ts';
import { errorText } from '../components/error-text.ts';
import { asWalletportError } from '../../domain/errors/catalogue.ts';
import { BusyButton } from '../components/BusyButton.tsx';

/** Who signed in to the embedded wallet: "<username> · <Provider>" after a social login, else the e-mail with its Edit. */
export function EmbeddedIdentity() {
  const facade = useFacade();
  const { t } = useMessages();
  const { user, social } = useStore(facade.flows.accountType.state);
  if (social) {
    const provider = SOCIAL_PROVIDER_LABELS[social.provider];
    return (
      <p className="wp-muted" data-testid="wp-account-social">
        {social.username ? (
          <>
            <DisplayName value={social.username} />
            {t('account.socialProvider', { provider })}
          </>
        ) : (
          provider
        )}
      </p>
    );
  }
  if (!user?.email) return null;
  return (
    <p className="wp-muted" data-testid="wp-account-email">
      <DisplayName value={user.email} />{' '}
      <button
        type="button"
        className="wp-link"
        data-testid="wp-update-email"
        onClick={() => {
          facade.flows.emailUpdate.commands.cancel();
          facade.navigate({ type: 'push', view: 'UpdateEmailWallet' });
        }}
      >
        {t('account.editEmail')}
      </button>
    </p>
  );
}

/** Switching account type: the embedded wallet's EOA or smart account, on the networks that have one. */
export function AccountTypeToggle({ account }: { readonly account: NamespaceAccount }) {
  const facade = useFacade();
  const { t } = useMessages();
  const { caipNetwork } = useStore(facade.stores.network);
  const { smartAccountEnabledNetworks, loading } = useStore(facade.flows.accountType.state);
  const target = accountTypeSwitchTarget({
    embedded: connectionKindOf(account.connectorId) === 'AUTH',
    evmChainId: caipNetwork?.chainNamespace === EIP155_ONLY_EMBEDDED_WALLET && typeof caipNetwork.id === 'number' ? caipNetwork.id : undefined,
    smartAccountEnabledNetworks,
    current: accountTypeInUse(account),
  });
  if (!target) return null;
  return (
    <BusyButton
      type="button"
      className="wp-button wp-secondary"
      data-testid="wp-account-type-toggle"
      busy={loading}
      onClick={() => void facade.flows.accountType.commands.set({ type: target, namespace: EIP155_ONLY_EMBEDDED_WALLET }).catch(() => undefined)}
    >
      {target === 'smartAccount' ? t('account.toSmartAccount') : t('account.toEoa')}
    </BusyButton>
  );
}

/**
 * For a visitor whose phone was lost or who signed in on a shared computer: every session of the embedded
 * wallet ends, on every device, and this one disconnects. When the service does not confirm, the visitor
 * stays signed in here and reads why.
 */
export function SignOutEverywhere() {
  const facade = useFacade();
  const { t } = useMessages();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const signOut = () => {
    setBusy(true);
    setError(undefined);
    facade.signOutEverywhere().then(
      () => setBusy(false),
      (failure: unknown) => {
        setBusy(false);
        setError(errorText(asWalletportError(failure)));
      },
    );
  };
  return (
    <>
      <BusyButton type="button" className="wp-button wp-secondary" data-testid="wp-sign-out-everywhere" busy={busy} onClick={signOut}>
        {t('account.signOutEverywhere')}
      </BusyButton>
      {error ? (
        <p className="wp-error" role="alert" data-testid="wp-sign-out-everywhere-error">
          {error}
        </p>
      ) : null}
    </>
  );
}
