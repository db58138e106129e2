import { EMBEDDED_WALLET } from '../constants/embedded-wallet.ts';
import { catalogueError } from '../errors/catalogue.ts';
import type { WalletportError } from '../errors/walletport-error.ts';

/** Seconds left before another e-mail login may start (rounded up), 0 when none. */
export function emailLoginCooldownSeconds(lastLoginAt: number | undefined, now: number): number {
  if (lastLoginAt === undefined || !Number.isFinite(lastLoginAt) || !Number.isFinite(now)) return 0;
  const cooldown = EMBEDDED_WALLET.emailLoginCooldownMs;
  const elapsed = now - lastLoginAt;
  if (elapsed >= cooldown) return 0;
  // A login stamped in the future (clock moved back) waits the full cooldown rather than none.
  const left = elapsed < 0 ? cooldown : cooldown - elapsed;
  return Math.ceil(left / 1000);
}

/** Spec §8: 'Please try again after N seconds' when an e-mail login is re-triggered within 30 s. */
export function emailLoginCooldownError(lastLoginAt: number | undefined, now: number): WalletportError | undefined {
  const seconds = emailLoginCooldownSeconds(lastLoginAt, now);
  return seconds > 0 ? catalogueError('EMAIL_LOGIN_COOLDOWN', { params: { seconds } }) : undefined;
}
