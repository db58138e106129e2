/** EIP-1193 request/event shape; wallets of other families are wrapped to look like this. */
export interface WalletProvider {
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>;
  on?(event: string, listener: (...args: never[]) => void): void;
  removeListener?(event: string, listener: (...args: never[]) => void): void;
  /** WalletConnect's universal provider only: the chain its later requests go to (set when switching network). */
  setDefaultChain?(caipNetworkId: string): void;
}
