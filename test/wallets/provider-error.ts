/** An EIP-1193 ProviderRpcError: what real wallets reject with. */
export class ProviderRpcError extends Error {
  /** The EIP-1193 error code, e.g. 4001 when the visitor refused. */
  readonly code: number;
  /** Anything more the wallet says about the error. */
  readonly data: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = 'ProviderRpcError';
    this.code = code;
    this.data = data;
  }
}

/** EIP-1193's code for a request the visitor refused. */
export const USER_REJECTED = 4001;
export const UNAUTHORIZED = 4100;
export const UNSUPPORTED_METHOD = 4200;
/** EIP-3085's code for a chain the wallet does not know (a `wallet_addEthereumChain` is then due). */
export const UNRECOGNIZED_CHAIN = 4902;
