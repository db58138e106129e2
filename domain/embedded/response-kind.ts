const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/;
const SIGNATURE = /^0x[0-9a-fA-F]{62,}$/;
/** Real signatures are a few hundred characters; anything longer is not treated as one (bounded regex work). */
const MAX_SIGNATURE_LENGTH = 100_000;

export type RpcResponseKind = 'transactionHash' | 'signature' | 'object';

/**
 * Spec §5: a string matching a 32-byte 0x hash is a transaction hash; a 0x string of at least 62 hex characters
 * is a signed message; anything else is an object.
 */
export function classifyRpcResponse(value: unknown): RpcResponseKind {
  if (typeof value !== 'string') return 'object';
  if (TRANSACTION_HASH.test(value)) return 'transactionHash';
  if (value.length <= MAX_SIGNATURE_LENGTH && SIGNATURE.test(value)) return 'signature';
  return 'object';
}
