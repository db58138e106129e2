import type { SocialProvider } from '../../domain/constants/features.ts';
import { isOAuthSocialProvider, SOCIAL_PROVIDER_LABELS } from '../../domain/connectors/social-login.ts';
import { useStore } from '../react/react-state.tsx';
import { useFacade } from '../modal/facade-context.ts';
import { errorText } from '../components/error-text.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { useConnectAllowed } from './connect/legal-consent.tsx';

/** Each provider's mark: its initial on its colour (a stand-in until the brand icons ship). */
const MARKS: Readonly<Record<SocialProvider, { readonly letter: string; readonly colour: string }>> = {
  google: { letter: 'G', colour: '#4285f4' },
  x: { letter: 'X', colour: '#000000' },
  discord: { letter: 'D', colour: '#5865f2' },
  farcaster: { letter: 'F', colour: '#855dcd' },
  github: { letter: 'GH', colour: '#24292f' },
  apple: { letter: 'A', colour: '#555555' },
  facebook: { letter: 'f', colour: '#1877f2' },
};

function SocialMark({ provider }: { readonly provider: SocialProvider }) {
  const { letter, colour } = MARKS[provider];
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <circle cx="14" cy="14" r="14" fill={colour} />
      <text x="14" y="19" textAnchor="middle" fontSize={letter.length > 1 ? 11 : 14} fontWeight="700" fontFamily="system-ui,sans-serif" fill="#fff">
        {letter}
      </text>
    </svg>
  );
}

/**
 * Social login: one button per provider the site offers. The pop-up providers start in the
 * click itself (a pop-up opened later is blocked); Farcaster has its own view.
 */
export function SocialLoginButtons() {
  const facade = useFacade();
  const { socials } = useStore(facade.connectGroups);
  const { t } = useMessages();
  const allowed = useConnectAllowed();
  const login = useStore(facade.flows.socialLogin.state);
  const busy = login.step === 'popup' || login.step === 'connecting';
  const choose = (provider: SocialProvider): void => {
    if (!allowed) return;
    if (provider === 'farcaster') facade.navigate({ type: 'push', view: 'ConnectingFarcaster' });
    else facade.flows.socialLogin.commands.start({ provider });
  };
  const retry = login.provider;
  return (
    <div className="wp-socials" data-testid="wp-socials">
      <div className="wp-social-row" role="group" aria-label={t('connect.social.group')}>
        {socials.map((provider) => (
          <button
            key={provider}
            type="button"
            className="wp-social"
            data-testid={`wp-social-${provider}`}
            aria-label={t('connect.social.signInWith', { provider: SOCIAL_PROVIDER_LABELS[provider] })}
            title={SOCIAL_PROVIDER_LABELS[provider]}
            disabled={busy || !allowed}
            onClick={() => choose(provider)}
          >
            <SocialMark provider={provider} />
          </button>
        ))}
      </div>
      {busy && login.provider ? (
        <p className="wp-muted" role="status" data-testid="wp-social-status">
          <span className="wp-spinner" aria-hidden="true" />
          {login.step === 'popup' ? t('connect.social.continueIn', { provider: SOCIAL_PROVIDER_LABELS[login.provider] }) : t('connect.social.signingIn')}
        </p>
      ) : null}
      {login.step === 'error' && login.error ? (
        <>
          <p className="wp-error" role="alert" data-testid="wp-social-error">
            {errorText(login.error)}
          </p>
          {isOAuthSocialProvider(retry) ? (
            <button type="button" className="wp-button wp-secondary" data-testid="wp-social-retry" disabled={!allowed} onClick={() => allowed && facade.flows.socialLogin.commands.start({ provider: retry })}>
              {t('common.retry')}
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
