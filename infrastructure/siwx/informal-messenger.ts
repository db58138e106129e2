import type { SiwxMessageInput } from '../../application/ports/siwx.port.ts';
import type { SiwxMessage, SiwxMessageData } from '../../domain/siwx/siwx.ts';

/** Builds the message the wallet is asked to sign (AppKit's SIWXMessenger shape). */
export interface SIWXMessenger {
  /** The message for this account and network, with a fresh nonce and its time bounds. */
  createMessage(input: SiwxMessageInput): Promise<SiwxMessage>;
}

/** Options of `InformalMessenger`: what every message it builds says. */
export interface InformalMessengerOptions {
  /** The site asking for the sign-in; `location.host` in a browser when left out. */
  readonly domain?: string;
  /** The URI the sign-in is for; `location.href` in a browser when left out. */
  readonly uri?: string;
  /** The text the wallet shows above the fields, e.g. `Sign in to Example`; none when left out. */
  readonly statement?: string;
  /** URIs the visitor grants access to by signing; none when left out. */
  readonly resources?: readonly string[];
  /**
   * How long a sign-in lasts, in milliseconds from Not Before (or from now); `DEFAULT_SIWX_EXPIRATION_MS`
   * (one day) when left out. Every message carries an Expiration Time, so a signature that leaks stops
   * opening doors by itself, whatever the backend checks.
   */
  readonly expiration?: number;
  /** A fresh nonce per message; 16 random bytes in hex when left out. A server should issue and remember its own. */
  readonly getNonce?: (input: SiwxMessageInput) => Promise<string>;
  /** A request id per message, for the server to match the sign-in to its request; none when left out. */
  readonly getRequestId?: () => Promise<string | undefined>;
  /** Write `Chain ID: 1` instead of `Chain ID: eip155:1`. */
  readonly clearChainIdNamespace?: boolean;
}

/**
 * One day: long enough that the sign-in DefaultSIWX keeps in the browser lasts a working day without
 * asking again, short enough that a leaked signature is worthless by the next. A backend still decides
 * for itself how old a sign-in it accepts (`maxAgeSeconds` of verifySiwxSession).
 */
export const DEFAULT_SIWX_EXPIRATION_MS = 24 * 60 * 60 * 1000;

async function randomNonce(): Promise<string> {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Read when a message is made, not when the config is built, so a config can be created during server rendering. */
function currentLocation(): { readonly host: string; readonly href: string } | undefined {
  try {
    const location = (globalThis as { location?: { host?: unknown; href?: unknown } }).location;
    return typeof location?.host === 'string' && typeof location.href === 'string' && location.host !== ''
      ? { host: location.host, href: location.href }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The informal EIP-4361 / CAIP-122 message, for every chain family (AppKit's InformalMessenger). */
export class InformalMessenger implements SIWXMessenger {
  /** The message format's version, written in every message. */
  readonly version = '1';

  constructor(private readonly options: InformalMessengerOptions = {}) {
    const { expiration } = options;
    if (expiration !== undefined && !(Number.isFinite(expiration) && expiration > 0)) {
      throw new RangeError('InformalMessenger: expiration must be a positive number of milliseconds');
    }
  }

  async createMessage(input: SiwxMessageInput): Promise<SiwxMessage> {
    const { options } = this;
    const location = currentLocation();
    const domain = options.domain ?? location?.host;
    const uri = options.uri ?? location?.href;
    if (domain === undefined || uri === undefined) {
      throw new Error('InformalMessenger: pass domain and uri when there is no browser location');
    }
    const now = Date.now();
    const notBefore = input.notBefore === undefined ? undefined : new Date(input.notBefore).toISOString();
    const startsAt = notBefore === undefined ? now : Date.parse(notBefore);
    const nonce = await (options.getNonce ?? randomNonce)(input);
    const requestId = await options.getRequestId?.();
    const data: SiwxMessageData = {
      domain, uri, nonce, version: this.version, chainId: input.chainId, accountAddress: input.accountAddress,
      issuedAt: new Date(now).toISOString(),
      ...(options.statement === undefined ? {} : { statement: options.statement }),
      ...(options.resources === undefined ? {} : { resources: [...options.resources] }),
      expirationTime: new Date(startsAt + (options.expiration ?? DEFAULT_SIWX_EXPIRATION_MS)).toISOString(),
      ...(notBefore === undefined ? {} : { notBefore }),
      ...(requestId === undefined ? {} : { requestId }),
    };
    // The text's writer loads with the first message: a page that configures sign-in but has not
    // signed in yet carries none of it.
    const { formatSiwxMessage, siwxAccountLabel } = await import('../../domain/siwx/siwx-message-text.ts');
    const label = siwxAccountLabel(input.chainId);
    // Formatted once here so a field that would break the text fails when the message is made, not when signed.
    const text = formatSiwxMessage(data, label, { clearChainIdNamespace: options.clearChainIdNamespace === true });
    return { ...data, toString: () => text };
  }
}
