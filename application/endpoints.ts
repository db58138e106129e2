/** Base URLs of the remote services. Every one is configurable; the defaults are the spec's services. */
export interface EndpointsConfig {
  /** Analytics and error telemetry (POST /e). */
  readonly analytics: string;
  /** Wallet directory, images and project configuration (allowed origins). */
  readonly api: string;
  /** Blockchain API: transactions, balance, names, identity. */
  readonly blockchainApi: string;
  /** Project RPC host (version 1: `/v1/?chainId=…&projectId=…`). */
  readonly rpc: string;
}

export const DEFAULT_ENDPOINTS: EndpointsConfig = {
  analytics: 'https://pulse.walletconnect.org',
  api: 'https://api.web3modal.org',
  blockchainApi: 'https://rpc.walletconnect.org',
  rpc: 'https://rpc.walletconnect.org',
};

/** Kit version reported to the services. */
export const SDK_PROPERTIES = { sdkType: 'appkit', sdkVersion: 'html-walletport-1.7.6' } as const;

/** Fills gaps with the defaults; ignores values that are not absolute http(s) URLs and drops trailing slashes. */
export function resolveEndpoints(overrides: Partial<EndpointsConfig> | undefined): EndpointsConfig {
  const pick = (key: keyof EndpointsConfig): string => {
    const value: unknown = overrides?.[key];
    return typeof value === 'string' && /^https?:\/\/[^/]/.test(value) ? value.replace(/\/+$/, '') : DEFAULT_ENDPOINTS[key];
  };
  return { analytics: pick('analytics'), api: pick('api'), blockchainApi: pick('blockchainApi'), rpc: pick('rpc') };
}

/** What the remote adapters and the analytics/telemetry services run on. */
export interface RemoteConfig {
  /** The Reown project id the services are asked under. */
  readonly projectId: string;
  /** The SDK's type the services are told (AppKit's `st` parameter). */
  readonly sdkType: string;
  /** The SDK's version the services are told (AppKit's `sv` parameter). */
  readonly sdkVersion: string;
  /** The services' base URLs. */
  readonly endpoints: EndpointsConfig;
  /** The analytics feature defaults to on. */
  readonly analyticsEnabled: boolean;
  /** Error telemetry; `features.telemetry: false` turns it off entirely. */
  readonly telemetryEnabled: boolean;
}
