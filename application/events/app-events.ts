import type { CaipAddress, ChainNamespace } from '../../domain/caip/caip.ts';
import type { AnalyticsEventName } from '../ports/analytics.port.ts';
import { token } from '../token.ts';
import type { EventStream } from './event-stream.ts';

/** One event of the public stream (`subscribeEvents` / `useAppKitEvents`). */
export interface ModalEvent {
  /** When the event happened, in milliseconds since the epoch. */
  readonly timestamp: number;
  /** AppKit's field: errors already reported to telemetry, by message. walletport reports each as it happens, so none are kept. */
  readonly reportedErrors: Readonly<Record<string, boolean>>;
  /** The event, as AppKit's EventsController tracks it. */
  readonly data: {
    /** Always `track`. */
    readonly type: 'track';
    /** The event's name (`MODAL_OPEN`, `CONNECT_SUCCESS`, …). */
    readonly event: AnalyticsEventName;
    /** The event's data, as AppKit sends it for that event. */
    readonly properties?: Readonly<Record<string, unknown>>;
  };
}

export interface ConnectedSignal {
  readonly namespace: ChainNamespace;
  readonly caipAddress: CaipAddress;
  readonly connectorId: string;
}

export interface NamespaceSwitchedSignal {
  readonly from: ChainNamespace | undefined;
  readonly to: ChainNamespace;
}

/**
 * Everything one part of an instance tells the others, and the host page, without importing them:
 * the public stream of tracked events, and what one flow needs to hear from another (a connection
 * was made, so SIWX asks for a signature; the namespace changed, so the send form resets; the
 * connection was reset, so the activity list empties; the modal closed, so pairing stops).
 */
export interface AppEvents {
  readonly track: ModalEvent;
  readonly connected: ConnectedSignal;
  readonly namespaceSwitched: NamespaceSwitchedSignal;
  readonly connectionReset: void;
  readonly modalClosed: void;
}

export type AppEventEmitter = EventStream<AppEvents>;
export const APP_EVENTS = token<AppEventEmitter>('AppEvents');
