import { MINUTE_MS, SECOND_MS } from '../constants/timing.ts';

/** Pairing expiry 4 minutes; expired when 10 s or less remain. */
export const PAIRING_EXPIRY_MS = 4 * MINUTE_MS;
export const PAIRING_EXPIRED_MARGIN_MS = 10 * SECOND_MS;

export function pairingExpiresAt(now: number): number {
  return now + PAIRING_EXPIRY_MS;
}

/** No known expiry counts as expired: the pairing must be made again. */
export function isPairingExpired(expiresAt: number | undefined, now: number): boolean {
  if (expiresAt === undefined || !Number.isFinite(expiresAt)) return true;
  return expiresAt - now <= PAIRING_EXPIRED_MARGIN_MS;
}
