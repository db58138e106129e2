import type { QueryParam, RouteContract, Shape } from './contract-table.ts';

/**
 * Reown pulse (the analytics host), as AppKit 1.7.6 speaks to it: analytics events and error
 * telemetry are both one POST /e. The service itself is not public, so the kit's client is the
 * contract. Sources: reown-com/appkit at tag @reown/appkit-controllers@1.7.6.
 */
export const PULSE_SOURCE = { repository: 'reown-com/appkit', ref: '@reown/appkit-controllers@1.7.6' } as const;

const EVENTS = 'packages/controllers/src/controllers/EventsController.ts';
const TELEMETRY = 'packages/controllers/src/controllers/TelemetryController.ts';
const TYPES = 'packages/controllers/src/utils/TypeUtil.ts';

/** projectId, st, sv; FetchUtil leaves empty values out (FetchUtil.ts:95-98). */
export const SDK_QUERY = (file: string, line: number): Readonly<Record<string, QueryParam>> => ({
  projectId: { source: `${file}:${line}`, required: true, type: 'string' },
  st: { source: `${file}:${line + 1}`, required: true, type: 'string' },
  sv: { source: `${file}:${line + 2}`, required: true, type: 'string' },
});

/** AppKit's four telemetry categories; nothing else is ever sent as an error event. */
export const TELEMETRY_CATEGORIES = ['API_ERROR', 'DATA_PARSING_ERROR', 'SECURE_SITE_ERROR', 'INTERNAL_SDK_ERROR'] as const;

const envelope = (file: string, lines: { eventId: number; url: number; domain: number }): Record<string, Shape> => ({
  eventId: { kind: 'string', example: '5b1c7a52-77d4-4c7e-9d8b-2f0b3c0e4a11', source: `${file}:${lines.eventId}` },
  // window.location.href: the page's full URL, path and query included, not its origin.
  url: { kind: 'string', example: 'https://dapp.example/shop?item=1', source: `${file}:${lines.url}` },
  domain: { kind: 'string', example: 'dapp.example', source: `${file}:${lines.domain}` },
});

/** An analytics event: props are the kit's Event ({type, event, properties?}) plus the address. */
export const ANALYTICS_EVENT_BODY: Shape = {
  kind: 'object',
  source: `${EVENTS}:62`,
  fields: {
    ...envelope(EVENTS, { eventId: 63, url: 64, domain: 65 }),
    // state.timestamp = Date.now() (EventsController.ts:96): milliseconds, a number.
    timestamp: { kind: 'number', example: 1_764_000_000_000, source: `${EVENTS}:66` },
    props: {
      kind: 'object',
      source: `${EVENTS}:67`,
      fields: {
        type: { kind: 'string', values: ['track'], example: 'track', source: `${TYPES}:413` },
        event: { kind: 'string', example: 'MODAL_OPEN', source: `${TYPES}:415` },
        // Some events carry no properties at all (MODAL_CREATED: TypeUtil.ts:411-416).
        properties: { kind: 'object', optional: true, openEnded: true, fields: {}, source: `${TYPES}:420` },
        // AccountController.state.address; undefined before a connection, so JSON.stringify drops it.
        address: { kind: 'string', optional: true, example: '0x52908400098527886E0F7030069857D2E4169EE7', source: `${EVENTS}:54` },
      },
    },
  },
};

/** An error-telemetry event: the timestamp is an ISO string here, unlike the analytics event. */
export const ERROR_EVENT_BODY: Shape = {
  kind: 'object',
  source: `${TELEMETRY}:102`,
  fields: {
    ...envelope(TELEMETRY, { eventId: 103, url: 104, domain: 105 }),
    timestamp: { kind: 'iso-timestamp', example: '2026-11-26T15:00:00.000Z', source: `${TELEMETRY}:106` },
    props: {
      kind: 'object',
      source: `${TELEMETRY}:107`,
      fields: {
        type: { kind: 'string', values: ['error'], example: 'error', source: `${TELEMETRY}:108` },
        event: { kind: 'string', values: TELEMETRY_CATEGORIES, example: 'API_ERROR', source: `${TELEMETRY}:8` },
        errorType: { kind: 'string', example: 'Error', source: `${TELEMETRY}:110` },
        errorMessage: { kind: 'string', example: 'HTTP status code: 500', source: `${TELEMETRY}:111` },
        // error.stack is not in every engine.
        stackTrace: { kind: 'string', optional: true, example: 'Error: boom\n    at x', source: `${TELEMETRY}:112` },
      },
    },
  },
};

const postEvent = (name: string, source: string, body: Shape): RouteContract => ({
  name,
  method: 'POST',
  path: '/e',
  source,
  query: SDK_QUERY(EVENTS, 46),
  // FetchUtil.post passes no headers and a JSON string body (FetchUtil.ts:56-63): the browser labels it
  // text/plain, so the POST is a "simple" request with no CORS preflight.
  contentType: 'text/plain;charset=UTF-8',
  body,
  // The kit never reads the answer (only a 403 matters, EventsController.ts:73-91).
  response: 'ignored',
  // fetchData throws on a non-2xx answer and nothing retries (FetchUtil.ts:19-30).
  attempts: 1,
});

export const PULSE_ROUTES = {
  analyticsEvent: postEvent('analytics event', `${EVENTS}:59`, ANALYTICS_EVENT_BODY),
  errorEvent: postEvent('error event', `${TELEMETRY}:95`, ERROR_EVENT_BODY),
} as const satisfies Record<string, RouteContract>;
