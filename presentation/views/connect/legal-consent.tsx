import { useId } from 'react';
import { useStore } from '../../react/use-store.ts';
import { useFacade } from '../../modal/facade-context.ts';
import { useMessages } from '../../i18n/use-messages.ts';

/**
 * True when a connect action the visitor starts in the modal may run now: with `features.legalCheckbox`
 * on and a terms or privacy link given, only once the box is ticked. The consent is the connect
 * capability's state, whose commands refuse without it; the views read it to show their actions as waiting.
 */
export function useConnectAllowed(): boolean {
  const { stores } = useFacade();
  const { agreed } = useStore(stores.legalConsent.state);
  // Read so that a feature switched at run time renders the answer anew.
  useStore(stores.features);
  return agreed || !stores.legalConsent.required();
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
  const { legalConsent } = useFacade().stores;
  const { agreed } = useStore(legalConsent.state);
  const { t } = useMessages();
  const id = useId();
  return (
    <div className="wp-legal-checkbox">
      <input id={id} type="checkbox" checked={agreed} onChange={(event) => legalConsent.setAgreed(event.currentTarget.checked)} data-testid="wp-legal-checkbox" />
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
