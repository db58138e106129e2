/** EIP-1193 request/event shape; wallets of other families are wrapped to look like this. */
export interface WalletProvider {
  /** Sends a JSON-RPC request to the wallet (`eth_requestAccounts`, `personal_sign`, …); rejects with the wallet's error (4001 when refused). */
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>;
  /** Listens to a wallet event (`accountsChanged`, `chainChanged`, `disconnect`). */
  on?(event: string, listener: (...args: never[]) => void): void;
  /** Stops a listener given to `on`. */
  removeListener?(event: string, listener: (...args: never[]) => void): void;
  /** WalletConnect's universal provider only: the chain its later requests go to (set when switching network). */
  setDefaultChain?(caipNetworkId: string): void;
}
