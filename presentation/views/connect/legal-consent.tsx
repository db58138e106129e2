import { useId } from 'react';
import { useStore } from '../../react/react-state.tsx';
import { useFacade } from '../../modal/facade-context.ts';
import { useMessages } from '../../i18n/use-messages.ts';

export interface ConsentAnswer {
  /** The terms box is shown, and the visitor's connect actions wait for it. */
  readonly required: boolean;
  /** A connect action the visitor starts in the modal may run now. */
  readonly allowed: boolean;
}

/**
 * The connect capability's consent rule, as the views show it. The rule (when the box is asked for, and
 * what it lets through) is the capability's alone: its commands refuse on the same answer, so a view
 * that computed its own could show an action as ready that the command then refuses, or the reverse.
 */
export function useLegalConsent(): ConsentAnswer {
  const { legalConsent, features } = useFacade().stores;
  // Subscribed so that a feature switched at run time, or the box ticked, renders the answer anew.
  const required = useStore(features, () => legalConsent.required());
  useStore(legalConsent.state, (state) => state.agreed);
  return { required, allowed: legalConsent.allowsConnect('modal') };
}

/** True when a connect action the visitor starts in the modal may run now (shown as waiting otherwise). */
export function useConnectAllowed(): boolean {
  return useLegalConsent().allowed;
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
