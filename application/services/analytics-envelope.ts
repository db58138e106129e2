import type { ClockPort } from '../ports/clock.port.ts';
import type { EnvironmentPort } from '../ports/environment.port.ts';

/** The fields every POST /e body carries: eventId, url (the page's full URL), domain, timestamp. */
export interface EventEnvelope {
  readonly eventId: string;
  readonly url: string;
  readonly domain: string;
  readonly timestamp: number;
}

let fallbackCounter = 0;

/** A random id (a UUID where the platform has one): an event's, or a payment's for its events. */
export function newEventId(): string {
  const crypto = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  fallbackCounter += 1;
  return `${Date.now().toString(16)}-${fallbackCounter.toString(16)}`;
}

/** Builds the envelope; an environment that cannot say where it runs yields empty url and domain, never a throw. */
export function eventEnvelope(clock: ClockPort, environment: EnvironmentPort): EventEnvelope {
  let url = '';
  let domain = '';
  try {
    // The kit reports window.location.href and its hostname, not the origin.
    url = environment.pageUrl ? environment.pageUrl() : environment.origin();
    domain = url ? new URL(url).hostname : '';
  } catch {
    domain = '';
  }
  return { eventId: newEventId(), url, domain, timestamp: clock.now() };
}
