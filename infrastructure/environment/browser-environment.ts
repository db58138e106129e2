import type { EnvironmentPort } from '../../application/ports/environment.port.ts';

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile/i;

export function createBrowserEnvironment(): EnvironmentPort {
  return {
    isMobile: () => typeof navigator !== 'undefined' && MOBILE_AGENT.test(navigator.userAgent),
    origin: () => (typeof location === 'undefined' ? '' : location.origin),
    pageUrl: () => (typeof location === 'undefined' ? '' : location.href),
    timeZone: () => {
      try {
        return Intl.DateTimeFormat().resolvedOptions().timeZone;
      } catch {
        return undefined;
      }
    },
    telegramPlatform: () => {
      try {
        // Telegram's mini-app script defines window.Telegram.WebApp; on any other page it is absent.
        const platform = (globalThis as { Telegram?: { WebApp?: { platform?: unknown } } }).Telegram?.WebApp?.platform;
        return typeof platform === 'string' && platform.length < 64 ? platform : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
