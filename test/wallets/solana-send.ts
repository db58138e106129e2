import type { SolanaSignAndSendTransactionOptions, SolanaTransactionCommitment } from '@solana/wallet-standard-features';
import { base58, base64 } from '@scure/base';
import { ProviderRpcError } from './provider-error.ts';

const COMMITMENT_RANK: Readonly<Record<SolanaTransactionCommitment, number>> = { processed: 0, confirmed: 1, finalized: 2 };
const CONFIRM_POLL_MS = 250;
/** Slightly longer than a blockhash lives (~150 slots of 400 ms): past that the transaction can no longer land. */
const CONFIRM_TIMEOUT_MS = 90_000;

let requestId = 0;

async function rpc(url: string, method: string, params: readonly unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: ++requestId, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string; data?: unknown } };
  if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data);
  return body.result;
}

/**
 * Sends signed wire bytes with `sendTransaction` and, when `options.commitment` is given, waits until
 * the node reports that commitment (as the Wallet Standard asks of signAndSendTransaction).
 * `id` is the transaction's first signature: the node must answer with the same one.
 */
export async function sendSolanaTransaction(
  url: string,
  signed: Uint8Array,
  id: Uint8Array,
  options: SolanaSignAndSendTransactionOptions = {},
): Promise<void> {
  const { commitment, ...sendOptions } = options;
  const answer = await rpc(url, 'sendTransaction', [base64.encode(signed), { ...sendOptions, encoding: 'base64' }]);
  const signature = base58.encode(id);
  if (answer !== signature) throw new Error(`The node answered signature ${String(answer)} for transaction ${signature}.`);
  if (commitment) await confirm(url, signature, commitment);
}

async function confirm(url: string, signature: string, commitment: SolanaTransactionCommitment): Promise<void> {
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const result = (await rpc(url, 'getSignatureStatuses', [[signature]])) as {
      value?: readonly ({ err: unknown; confirmationStatus?: SolanaTransactionCommitment | null } | null)[];
    };
    const status = result?.value?.[0];
    if (status?.err) throw new Error(`Transaction ${signature} failed: ${JSON.stringify(status.err)}`);
    const reached = status?.confirmationStatus;
    if (reached && COMMITMENT_RANK[reached] >= COMMITMENT_RANK[commitment]) return;
    await new Promise((resolve) => setTimeout(resolve, CONFIRM_POLL_MS));
  }
  throw new Error(`Transaction ${signature} did not reach ${commitment} in time.`);
}
