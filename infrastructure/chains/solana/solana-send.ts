import { PublicKey, SystemProgram, Transaction, type Connection } from '@solana/web3.js';
import { base58, base64 } from '@scure/base';
import type { SendNativeInput, WalletProvider } from '../../../application/ports/chain-adapter.port.ts';
import { isSolanaAddress } from '../../../domain/address/address.ts';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import { readChain } from './solana-rpc.ts';

/** How long a sent transfer may take to be confirmed before the send is reported as failed. */
const CONFIRM_TIMEOUT_MS = 25_000;
const CONFIRM_POLL_MS = 400;

function publicKey(value: string, role: string): PublicKey {
  if (!isSolanaAddress(value)) throw catalogueError('INVALID_ARGUMENT', { params: { name: role, expected: 'a Solana address' } });
  return new PublicKey(value);
}

/**
 * The transaction the wallet signed. A Wallet Standard wallet answers the whole signed transaction;
 * a WalletConnect wallet may answer only its signature, which is put into ours. Either way the
 * result must carry a valid signature of the sender over our message, or it is refused.
 */
function signedTransaction(answer: unknown, unsigned: Transaction, from: PublicKey): Transaction {
  const fields = typeof answer === 'object' && answer !== null ? (answer as { transaction?: unknown; signature?: unknown }) : {};
  let signed: Transaction;
  try {
    if (typeof fields.transaction === 'string') signed = Transaction.from(base64.decode(fields.transaction));
    else if (typeof fields.signature === 'string') {
      signed = unsigned;
      // web3.js copies the bytes out with Buffer.from, so the Uint8Array serves where its type says Buffer.
      signed.addSignature(from, base58.decode(fields.signature) as Parameters<Transaction['addSignature']>[1]);
    } else throw new Error('no transaction');
  } catch (cause) {
    throw catalogueError('WALLET_ANSWER_INVALID', { cause, params: { what: 'a signed transaction' } });
  }
  const sameMessage = signed.serializeMessage().equals(unsigned.serializeMessage());
  if (!sameMessage || !signed.verifySignatures()) throw catalogueError('WALLET_ANSWER_INVALID', { params: { what: 'our transaction, signed by the sender' } });
  return signed;
}

async function confirmed(connection: Connection, signature: string, lastValidBlockHeight: number): Promise<void> {
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const { value } = await readChain(() => connection.getSignatureStatuses([signature]));
    const status = value[0];
    if (status?.err) throw new Error(`transaction ${signature} failed: ${JSON.stringify(status.err).slice(0, 200)}`);
    if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')) return;
    if ((await readChain(() => connection.getBlockHeight())) > lastValidBlockHeight) throw new Error(`transaction ${signature} expired before it was confirmed`);
    await new Promise((resolve) => setTimeout(resolve, CONFIRM_POLL_MS));
  }
  throw new Error(`transaction ${signature} was not confirmed within ${CONFIRM_TIMEOUT_MS / 1000} s`);
}

/**
 * Solana native send: a System Program transfer the wallet signs (it prompts), sent to the
 * site's RPC and confirmed, so a balance read afterwards sees it.
 */
export async function sendSolTransfer(provider: WalletProvider, connection: Connection, input: SendNativeInput): Promise<string> {
  const from = publicKey(input.from, 'sender');
  const to = publicKey(input.to, 'receiver');
  const { blockhash, lastValidBlockHeight } = (await readChain(() => connection.getLatestBlockhashAndContext())).value;
  const unsigned = new Transaction({ feePayer: from, blockhash, lastValidBlockHeight }).add(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: input.value }));
  const wire = unsigned.serialize({ requireAllSignatures: false, verifySignatures: false });
  const answer = await provider.request({
    method: 'solana_signTransaction',
    params: { transaction: base64.encode(wire), pubkey: input.from, chain: input.network.caipNetworkId },
  });
  const signed = signedTransaction(answer, unsigned, from);
  const signature = await readChain(() => connection.sendRawTransaction(signed.serialize(), { skipPreflight: false }));
  await confirmed(connection, signature, lastValidBlockHeight);
  return signature;
}
