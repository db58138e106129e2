import { ERRORS } from '../../domain/errors/catalogue.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';

/** The text a view shows for an error: the catalogue's UI wording where it has one, else the error's short message. */
export function errorText(error: WalletportError): string {
  const entry: { readonly uiMessage?: string } = ERRORS[error.code];
  return entry.uiMessage ?? error.shortMessage;
}
