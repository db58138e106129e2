import { createContext, useContext, useId, type ReactNode } from 'react';
import { useFacade } from '../../modal/facade-context.ts';
import { useMessages } from '../../i18n/use-messages.ts';

/**
 * Whether the Connect view's actions may run: with `features.legalCheckbox` on, only once the visitor
 * ticked the terms box. Outside the Connect view (no provider) nothing waits on it.
 */
export interface LegalConsent {
  readonly required: boolean;
  readonly agreed: boolean;
  readonly setAgreed: (agreed: boolean) => void;
}

export const LegalConsentContext = createContext<LegalConsent>({ required: false, agreed: true, setAgreed: () => undefined });

/** True when a connect action may run now. */
export function useConnectAllowed(): boolean {
  const { required, agreed } = useContext(LegalConsentContext);
  return !required || agreed;
}

export function LegalConsentProvider({ value, children }: { readonly value: LegalConsent; readonly children: ReactNode }) {
  return <LegalConsentContext.Provider value={value}>{children}</LegalConsentContext.Provider>;
}

/** The site's terms and privacy links that were given, joined by "and"; nothing when neither was. */
function LegalLinks() {
  const { config } = useFacade();
  const { t } = useMessages();
  const links = [
    config.termsConditionsUrl ? { href: config.termsConditionsUrl, text: t('connect.legal.terms'), id: 'terms' } : undefined,
    config.privacyPolicyUrl ? { href: config.privacyPolicyUrl, text: t('connect.legal.privacy'), id: 'privacy' } : undefined,
  ].filter((link) => link !== undefined);
  return (
    <>
      {links.map((link, index) => (
        <span key={link.id}>
          {index > 0 ? ` ${t('connect.legal.and')} ` : null}
          <a href={link.href} target="_blank" rel="noreferrer noopener" data-testid={`wp-legal-${link.id}`}>
            {link.text}
          </a>
        </span>
      ))}
    </>
  );
}

/** A catalogue sentence with the links where its `{links}` placeholder is. */
function WithLinks({ template }: { readonly template: string }) {
  const [before, ...rest] = template.split('{links}');
  if (rest.length === 0) return <>{template}</>;
  return (
    <>
      {before}
      <LegalLinks />
      {rest.join('{links}')}
    </>
  );
}

export function hasLegalLinks(config: { readonly termsConditionsUrl: string | undefined; readonly privacyPolicyUrl: string | undefined }): boolean {
  return config.termsConditionsUrl !== undefined || config.privacyPolicyUrl !== undefined;
}

/** "I agree to our Terms of Service and Privacy Policy": until ticked, every connect action waits. */
export function LegalCheckbox() {
  const consent = useContext(LegalConsentContext);
  const { t } = useMessages();
  const id = useId();
  return (
    <div className="wp-legal-checkbox">
      <input id={id} type="checkbox" checked={consent.agreed} onChange={(event) => consent.setAgreed(event.currentTarget.checked)} data-testid="wp-legal-checkbox" />
      <label htmlFor={id}>
        <WithLinks template={t('connect.legal.checkbox')} />
      </label>
    </div>
  );
}

/** Without the checkbox, the links still show as AppKit's footer line. */
export function LegalFooter() {
  const { t } = useMessages();
  return (
    <p className="wp-legal-footer" data-testid="wp-legal-footer">
      <WithLinks template={t('connect.legal.footer')} />
    </p>
  );
}
