/** The events the modal sends to analytics. MODAL_CREATED is never sent. */
export const ANALYTICS_EVENTS = [
  'MODAL_CREATED',
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'SWITCH_NETWORK',
  'DISCONNECT_SUCCESS',
  'DISCONNECT_ERROR',
  'CONNECT_SUCCESS',
  'SET_PREFERRED_ACCOUNT_TYPE',
  'SEND_INITIATED',
  'SEND_SUCCESS',
  // A swap's outcome, with AppKit's properties (SwapController.ts:751, :810, :836).
  'SWAP_SUCCESS',
  'SWAP_ERROR',
  'SWAP_APPROVAL_ERROR',
  // A payment's course, with AppKit Pay's properties (PayController.ts:116, :225, :247, :488, :549).
  'PAY_MODAL_OPEN',
  'PAY_EXCHANGE_SELECTED',
  'PAY_INITIATED',
  'PAY_SUCCESS',
  'PAY_ERROR',
  'ERROR_FETCH_TRANSACTIONS',
  'SIWX_AUTH_SUCCESS',
  'SIWX_AUTH_ERROR',
  'CLICK_CANCEL_SIWX',
] as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/** What a service tracks: the event name plus its data. */
export interface AnalyticsEvent {
  readonly event: AnalyticsEventName;
  readonly properties?: Readonly<Record<string, unknown>>;
}

/**
 * The body of POST /e, as AppKit's EventsController sends it: props are the event itself
 * ({type, event, properties}) plus the active address; the timestamp is milliseconds.
 */
export interface AnalyticsPayload {
  readonly eventId: string;
  /** The page's full URL. */
  readonly url: string;
  readonly domain: string;
  readonly timestamp: number;
  readonly props: {
    readonly type: 'track';
    readonly event: AnalyticsEventName;
    readonly properties?: Readonly<Record<string, unknown>>;
    readonly address?: string;
  };
}

/** Where analytics payloads go: the analytics host in production, a dApp's own sink if replaced. */
export interface AnalyticsPort {
  /** Rejects with an HttpError on failure; a 403 means the app's configuration is invalid. */
  send(payload: AnalyticsPayload): Promise<void>;
}
