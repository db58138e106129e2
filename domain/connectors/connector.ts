import type { ChainNamespace } from '../caip/caip.ts';
import type { ConnectorType } from './announced-wallet.ts';

export type { ConnectorType } from './announced-wallet.ts';

/** Spec §3: the seven connector types. */
export const CONNECTOR_TYPES = [
  'EXTERNAL', 'WALLET_CONNECT', 'INJECTED', 'ANNOUNCED', 'AUTH', 'MULTI_CHAIN', 'ID_AUTH',
] as const satisfies readonly ConnectorType[];

/** Spec §3 connector. `provider` is opaque to the domain; merged connectors list one connector per chain. */
export interface Connector {
  readonly id: string;
  readonly name: string;
  readonly type: ConnectorType;
  readonly chain: ChainNamespace;
  readonly imageUrl?: string;
  readonly imageId?: string;
  readonly explorerId?: string;
  readonly info?: { readonly rdns?: string };
  readonly provider?: unknown;
  readonly connectors?: readonly Connector[];
}

/** The built-in injected connector for `window.ethereum` (spec §5 Browser Wallet rule). */
export const BROWSER_WALLET_ID = 'injected';
export const BROWSER_WALLET_NAME = 'Browser Wallet';
