/**
 * Which RPC methods the embedded wallet answers, and which of them need the visitor's approval.
 * Both sides read this list: the dApp's page (to open the approval view, or refuse at once) and the secure
 * frame (which refuses on its own, whatever the page says).
 */

/** Reads, raw transaction send, filters and capability or status queries: answered without approval. */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_chainId',
  'net_version',
  'web3_clientVersion',
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_sendRawTransaction',
  'eth_newFilter',
  'eth_newBlockFilter',
  'eth_newPendingTransactionFilter',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_uninstallFilter',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
] as const;

/** The methods that sign or send, each approved by the visitor inside the frame. */
export const APPROVAL_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const;

/** What the frame answers when the visitor presses Reject: read as EIP-1193's 4001 on the page. */
export const FRAME_USER_REJECTED_MESSAGE = 'User rejected the request.';

export type RpcMethodClass = 'safe' | 'approval' | 'not-allowed';

const SAFE: ReadonlySet<string> = new Set(SAFE_RPC_METHODS);
const APPROVAL: ReadonlySet<string> = new Set(APPROVAL_RPC_METHODS);

/** 'not-allowed' for anything off the list (rejected with 'Requested RPC call is not allowed'). */
export function classifyRpcMethod(method: unknown): RpcMethodClass {
  if (typeof method !== 'string') return 'not-allowed';
  if (SAFE.has(method)) return 'safe';
  if (APPROVAL.has(method)) return 'approval';
  return 'not-allowed';
}

export type FrameRpcResult =
  | { readonly kind: 'hash'; readonly value: string }
  | { readonly kind: 'signature'; readonly value: string }
  | { readonly kind: 'object'; readonly value: unknown };

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/;
const SIGNATURE = /^0x[0-9a-fA-F]{62,}$/;

/**
 * Response rule: a string that is a 32-byte 0x hash is a transaction hash, a 0x string of at least
 * 62 hex digits a signature; anything else is an object (a receipt, a block, a number).
 */
export function readFrameRpcResult(value: unknown): FrameRpcResult {
  if (typeof value === 'string' && TRANSACTION_HASH.test(value)) return { kind: 'hash', value };
  if (typeof value === 'string' && SIGNATURE.test(value)) return { kind: 'signature', value };
  return { kind: 'object', value };
}
