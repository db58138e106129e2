import { ERRORS } from '../../domain/errors/catalogue.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';

/**
 * The text a view shows for an error: the catalogue's UI wording where it has one, else the error's
 * short message. These are the spec's error texts (the domain's error catalogue, in English), not
 * the modal's translatable words. An error from outside (a code the catalogue lacks, an empty
 * message) still gets a text rather than throwing or showing nothing.
 */
export function errorText(error: WalletportError): string {
  const entry: { readonly uiMessage?: string } | undefined = Object.hasOwn(ERRORS, error.code) ? ERRORS[error.code] : undefined;
  const shown = entry?.uiMessage ?? error.shortMessage;
  return typeof shown === 'string' && shown.trim() !== '' ? shown : ERRORS.UNKNOWN.message;
}
