import type { SiwxMessageData, SiwxSession } from '../../domain/siwx/siwx.ts';

const DATA_STRINGS = ['nonce', 'domain', 'uri', 'version', 'chainId', 'accountAddress'] as const;
const DATA_OPTIONAL_STRINGS = ['expirationTime', 'issuedAt', 'notBefore', 'requestId', 'statement'] as const;

function isMessageData(value: unknown): value is SiwxMessageData {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Record<string, unknown>;
  const resources = data['resources'];
  return DATA_STRINGS.every((key) => typeof data[key] === 'string')
    && DATA_OPTIONAL_STRINGS.every((key) => data[key] === undefined || typeof data[key] === 'string')
    && (resources === undefined || (Array.isArray(resources) && resources.every((item) => typeof item === 'string')));
}

/**
 * Whether a value has the session shape. Sessions reach a server as JSON and come back from storage, so
 * they are checked before any field is read.
 */
export function isSiwxSession(value: unknown): value is SiwxSession {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Record<string, unknown>;
  return typeof session['message'] === 'string' && typeof session['signature'] === 'string' && isMessageData(session['data']);
}

/** The namespace of a CAIP-2 chain id (`eip155` of `eip155:1`), or undefined when it is not `namespace:reference`. */
export function chainNamespaceOf(chainId: string): string | undefined {
  const parts = chainId.split(':');
  return parts.length === 2 && parts[0] !== '' && parts[1] !== '' ? parts[0] : undefined;
}
