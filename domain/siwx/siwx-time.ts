import type { SiwxMessageData } from './siwx.ts';

/*
 * Apart from the message text on purpose: the sessions a page keeps are filtered by time on every read,
 * so this rule ships with the first script, while the text's writer and reader load with a sign-in.
 */

/** An empty bound is no bound, as the message text writes it. */
function present(value: string | undefined): value is string {
  return value !== undefined && value !== '';
}

export type SiwxTimeStatus = 'valid' | 'expired' | 'not-yet-valid' | 'malformed';

/** Where `now` falls against the optional Not Before (valid from that instant) and Expiration Time (invalid from that instant). */
export function siwxTimeStatus(data: Pick<SiwxMessageData, 'expirationTime' | 'notBefore'>, now: Date): SiwxTimeStatus {
  const at = now.getTime();
  const notBefore = present(data.notBefore) ? Date.parse(data.notBefore) : undefined;
  const expiresAt = present(data.expirationTime) ? Date.parse(data.expirationTime) : undefined;
  if (Number.isNaN(at) || Number.isNaN(notBefore) || Number.isNaN(expiresAt)) return 'malformed';
  if (expiresAt !== undefined && at >= expiresAt) return 'expired';
  if (notBefore !== undefined && at < notBefore) return 'not-yet-valid';
  return 'valid';
}
