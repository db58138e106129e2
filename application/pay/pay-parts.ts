import type { RemoteConfig } from '../endpoints.ts';
import type { HttpPort } from '../ports/http.port.ts';
import type { PayExchangesPort } from '../ports/pay.port.ts';
import type { PaySession } from './pay.session.ts';

/**
 * The work of Pay that only a page importing `walletport/pay` carries, as AppKit Pay is a package of
 * its own: the session that checks a request, sends the payment and waits for an exchange, and the
 * client of the exchange calls. The core holds Pay's state and commands; these parts, and the Pay
 * view, arrive in the page's build only through that entry, which installs them.
 */
export interface PayParts {
  /** The session's module, by dynamic import: fetched with the first payment. */
  readonly session: () => Promise<{ readonly PaySession: typeof PaySession }>;
  /** The exchange client's module, by dynamic import: fetched with the first exchange call. */
  readonly exchanges: () => Promise<{ readonly createPayExchangesClient: (http: HttpPort, config: RemoteConfig) => PayExchangesPort }>;
}

// One page, one set: every instance on the page pays through the same code.
let installed: PayParts | undefined;

/** Puts Pay's parts in this page; the first call wins, later ones change nothing. */
export function installPayParts(parts: PayParts): void {
  installed ??= parts;
}

/** The installed parts, or undefined on a page that never imported `walletport/pay`. */
export function payParts(): PayParts | undefined {
  return installed;
}
