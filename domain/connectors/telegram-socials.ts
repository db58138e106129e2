import type { SocialProvider } from '../constants/features.ts';

export type Platform = 'ios' | 'mac' | 'android' | 'other';

/** Spec §5: on Telegram some social logins are removed by platform. */
export const TELEGRAM_UNSUPPORTED_SOCIALS: Readonly<Record<Platform, readonly SocialProvider[]>> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
};

export function socialsForEnvironment(
  socials: readonly SocialProvider[],
  environment: { readonly isTelegram: boolean; readonly platform: Platform },
): readonly SocialProvider[] {
  if (!environment.isTelegram) return socials;
  const removed = TELEGRAM_UNSUPPORTED_SOCIALS[environment.platform];
  return socials.filter((social) => !removed.includes(social));
}
