import type { EnvironmentPort } from '../../application/ports/environment.port.ts';

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile/i;

export function createBrowserEnvironment(): EnvironmentPort {
  return {
    isMobile: () => typeof navigator !== 'undefined' && MOBILE_AGENT.test(navigator.userAgent),
    origin: () => (typeof location === 'undefined' ? '' : location.origin),
  };
}
