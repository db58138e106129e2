/**
 * The name of an analytics event the modal sends, as AppKit names it (`MODAL_OPEN`, `CONNECT_SUCCESS`, …).
 * MODAL_CREATED is never sent.
 */
export type AnalyticsEventName =
  | 'MODAL_CREATED'
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'SWITCH_NETWORK'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'CONNECT_SUCCESS'
  | 'SET_PREFERRED_ACCOUNT_TYPE'
  | 'SEND_INITIATED'
  | 'SEND_SUCCESS'
  // A swap's outcome, with AppKit's properties (SwapController.ts:751, :810, :836).
  | 'SWAP_SUCCESS'
  | 'SWAP_ERROR'
  | 'SWAP_APPROVAL_ERROR'
  // A payment's course, with AppKit Pay's properties (PayController.ts:116, :225, :247, :488, :549).
  | 'PAY_MODAL_OPEN'
  | 'PAY_EXCHANGE_SELECTED'
  | 'PAY_INITIATED'
  | 'PAY_SUCCESS'
  | 'PAY_ERROR'
  | 'ERROR_FETCH_TRANSACTIONS'
  | 'SIWX_AUTH_SUCCESS'
  | 'SIWX_AUTH_ERROR'
  | 'CLICK_CANCEL_SIWX';

/** What a service tracks: the event name plus its data. */
export interface AnalyticsEvent {
  /** The event's name. */
  readonly event: AnalyticsEventName;
  /** The event's data, as AppKit sends it for that event (e.g. `{ network }` for SWITCH_NETWORK). */
  readonly properties?: Readonly<Record<string, unknown>>;
}

/**
 * The body of POST /e, as AppKit's EventsController sends it: props are the event itself
 * ({type, event, properties}) plus the active address; the timestamp is milliseconds.
 */
export interface AnalyticsPayload {
  /** A random UUID per event. */
  readonly eventId: string;
  /** The page's full URL. */
  readonly url: string;
  /** The page's host name. */
  readonly domain: string;
  /** When the event happened, in milliseconds since the epoch. */
  readonly timestamp: number;
  /** The event itself. */
  readonly props: {
    /** Always `track`. */
    readonly type: 'track';
    /** The event's name. */
    readonly event: AnalyticsEventName;
    /** The event's data. */
    readonly properties?: Readonly<Record<string, unknown>>;
    /** The connected address, when there is one. */
    readonly address?: string;
  };
}

/** Where analytics payloads go: the analytics host in production, a dApp's own sink if replaced. */
export interface AnalyticsPort {
  /** Rejects with an HttpError on failure; a 403 means the app's configuration is invalid. */
  send(payload: AnalyticsPayload): Promise<void>;
}
