/**
 * The WalletConnect clients call verify.walletconnect.* and pulse.walletconnect.* even with telemetry
 * off. Offline those calls would hang on DNS, so in Node they fail at once instead (the unit-test
 * no-internet guard does the same for every host; this covers `npm start` and scripts).
 */
const CLOUD_HOSTS = /^https?:\/\/([a-z0-9-]+\.)*(walletconnect\.(org|com)|reown\.com)(\/|:|$)/i;
let installed = false;

export function blockWalletConnectCloud(): void {
  if (installed) return;
  installed = true;
  const inner = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (CLOUD_HOSTS.test(url)) return Promise.reject(new TypeError(`offline: ${url} is not reachable`));
    return inner(input, init);
  };
}
