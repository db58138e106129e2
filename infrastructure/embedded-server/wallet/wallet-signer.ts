import { BaseError, createPublicClient, createWalletClient, defineChain, http, type Hex } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import type { WalletportError } from '../../../domain/errors/walletport-error.ts';
import type { UserRecord } from '../storage/auth-store.ts';
import { unlockPrivateKey, type MasterKey } from './key-custody.ts';
import { parseTransactionInput, requireApprovedFees } from './transaction-input.ts';
import { signableTypedData } from './typed-data-signing.ts';

/** The RPC transport's default timeout (10 s), for the calls made while sending a transaction. */
export const CHAIN_RPC_TIMEOUT_MS = 10_000;

/** The user's key as a viem account, refused when it does not match the stored address. */
export function unlockAccount(masterKey: MasterKey, user: UserRecord): PrivateKeyAccount {
  const account = privateKeyToAccount(unlockPrivateKey(masterKey, user.wrappedDataKey, user.encryptedPrivateKey));
  // Sealed values carry no owner: a row whose key was copied from another user must not sign.
  if (account.address !== user.address) throw new Error(`The stored key of user ${user.id} does not match its address`);
  return account;
}

export interface WalletSignerConfig {
  readonly masterKey: MasterKey;
  /** The user a session token belongs to, or the session's refusal. */
  readonly sessionUser: (sessionToken: string) => Promise<UserRecord>;
  /** eip155 chain id → JSON-RPC URL of the chains transactions may be sent to. */
  readonly rpcUrls: Readonly<Record<number, string>>;
}

/** Signing beyond personal_sign: EIP-712 typed data and transactions sent to a chain's RPC. */
export interface WalletSigner {
  /** Refuses typed data the approval screen could not have shown whole (see checkTypedData). */
  signTypedData(sessionToken: string, typedData: unknown): Promise<Hex>;
  /**
   * Signs the transaction with the user's key and sends it; answers its hash. The gas limit and fee
   * fields must be given (they are what the visitor approved) and are signed as given; only a nonce the
   * page did not set is filled in.
   */
  sendTransaction(sessionToken: string, chainId: unknown, transaction: unknown): Promise<Hex>;
}

export function createWalletSigner(config: WalletSignerConfig): WalletSigner {
  const { masterKey, sessionUser, rpcUrls } = config;

  return {
    async signTypedData(sessionToken, typedData) {
      const user = await sessionUser(sessionToken);
      const definition = signableTypedData(typedData);
      const account = unlockAccount(masterKey, user);
      try {
        return await account.signTypedData(definition);
      } catch (cause) {
        // viem checks every field against its declared type before hashing: a mismatch is the caller's.
        if (cause instanceof BaseError) throw invalid('typedData', `values matching its types (${cause.shortMessage})`, cause);
        throw cause;
      }
    },

    async sendTransaction(sessionToken, chainId, transaction) {
      const user = await sessionUser(sessionToken);
      const rpcUrl = typeof chainId === 'number' ? rpcUrls[chainId] : undefined;
      if (typeof chainId !== 'number' || rpcUrl === undefined) {
        throw invalid('chainId', `one of the server's chains (${Object.keys(rpcUrls).join(', ')})`);
      }
      const request = requireApprovedFees(parseTransactionInput(transaction, user.address));
      const transport = http(rpcUrl, { timeout: CHAIN_RPC_TIMEOUT_MS, retryCount: 0 });
      const nodeChainId = await chainCall(chainId, () => createPublicClient({ transport }).getChainId());
      // A misconfigured URL must not get a transaction signed for one chain replayed on another.
      if (nodeChainId !== chainId) throw invalid('chainId', `the chain id of its RPC node (which answers ${nodeChainId})`);
      const wallet = createWalletClient({ account: unlockAccount(masterKey, user), chain: chainFor(chainId, rpcUrl), transport });
      return chainCall(chainId, () => wallet.sendTransaction(request));
    },
  };
}

function chainFor(chainId: number, rpcUrl: string) {
  return defineChain({
    id: chainId,
    name: `eip155:${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}

/** A call to the chain; what the node refuses or fails at becomes the node's own short message. */
export async function chainCall<T>(chainId: number, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (cause) {
    if (!(cause instanceof BaseError)) throw cause;
    throw catalogueError('WRAPPED', { cause, params: { message: `Chain ${chainId}: ${cause.shortMessage}` } });
  }
}

function invalid(name: string, expected: string, cause?: unknown): WalletportError {
  return catalogueError('INVALID_ARGUMENT', { params: { name, expected }, ...(cause === undefined ? {} : { cause }) });
}
