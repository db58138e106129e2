import { row, type ApprovalRow } from '../../../domain/embedded/approval-rows.ts';
import { typedDataWarnings } from '../../../domain/embedded/approval-warnings.ts';
import { calldataWarnings } from '../../../domain/embedded/calldata-warnings.ts';
import { maxTotalCost } from '../../../domain/embedded/transaction-fees.ts';
import { domainRows, messageRows } from '../../../domain/embedded/typed-data-rows.ts';
import { escapeInvisible } from '../../../domain/format/display-name.ts';
import { formatExactUnits } from '../../../domain/format/exact-units.ts';
import type { SigningRequest } from '../handlers/signing-requests.ts';
import type { PreparedTransaction } from '../handlers/transaction-preparation.ts';

/**
 * What the approval screen shows, all plain text, every value already escaped (invisible and bidi
 * characters written as `\u{200B}`), nothing cut: the whole of what is signed is here.
 * - `title`: the heading ("Sign message", "Sign typed data", "Send transaction").
 * - `warnings`: plain sentences about what the signature gives away ("Unlimited allowance to 0x…",
 *   "Access to all your NFTs of this collection for 0x…", a replaced pending transaction); shown above
 *   the rows, prominently. Empty when there is nothing to warn of.
 * - `rows`: label and value, in order. A row with `depth` n > 0 belongs to the nearest row above it at
 *   depth n − 1 (a struct's fields, a list's entries) and is shown indented under it; values can be long
 *   (full hex data, long messages, with line breaks) and are to be wrapped, never clipped.
 */
export interface ApprovalSummary {
  readonly title: string;
  readonly warnings: readonly string[];
  readonly rows: readonly ApprovalRow[];
}

/** What the screen is asked to approve: a message or typed data as read, a transaction with its fees settled. */
export type ApprovalRequest = Exclude<SigningRequest, { kind: 'transaction' }> | PreparedTransaction;

export function describeSigningRequest(request: ApprovalRequest): ApprovalSummary {
  if (request.kind === 'message') {
    const text = utf8Text(request.messageHex);
    const rows = [text === undefined ? row('Message (hex)', request.messageHex) : row('Message', escapeInvisible(text))];
    return { title: 'Sign message', warnings: [], rows };
  }
  if (request.kind === 'typedData') {
    const data = request.typedData;
    const rows = [...domainRows(data), row('Primary type', data.primaryType), ...messageRows(data)];
    return { title: 'Sign typed data', warnings: typedDataWarnings(data), rows };
  }
  return describeTransaction(request);
}

function describeTransaction({ chainId, from, transaction, fees, pendingNonce }: PreparedTransaction): ApprovalSummary {
  const { to, data } = transaction;
  const value = BigInt(transaction.value ?? '0x0');
  const smartAccount = from.type === 'smartAccount';
  const rows = [
    row('From', smartAccount ? `${from.address} (smart account)` : from.address),
    row('To', to ?? '(new contract)'),
    row('Value', `${formatEther(value)} ETH`),
    row('Chain ID', String(chainId)),
    // A smart account's call goes out inside its owner's transaction, whose gas limit is set when sent.
    row('Gas limit', smartAccount ? 'set when sent from the smart account' : fees.gas.toString()),
    ...('gasPrice' in fees
      ? [row('Gas price', `${gwei(fees.gasPrice)} gwei`)]
      : [row('Max fee per gas', `${gwei(fees.maxFeePerGas)} gwei`), row('Max priority fee per gas', `${gwei(fees.maxPriorityFeePerGas)} gwei`)]),
  ];
  if (!smartAccount) rows.push(row('Max total cost', `${formatEther(maxTotalCost(value, fees))} ETH`));
  const nonce = transaction.nonce === undefined ? undefined : BigInt(transaction.nonce);
  if (nonce !== undefined) rows.push(row('Nonce', nonce.toString()));
  if (data !== undefined && data !== '0x') rows.push(row('Data', `${data} (${(data.length - 2) / 2} bytes)`));
  const warnings = calldataWarnings(to, data);
  if (nonce !== undefined && pendingNonce !== undefined && nonce < pendingNonce) {
    warnings.push(`Nonce ${nonce} is already used by another of your transactions: this one replaces it, or fails`);
  }
  return { title: 'Send transaction', warnings, rows };
}

/**
 * The message as text when its bytes are valid UTF-8 without control characters (other than line breaks
 * and tabs); otherwise undefined and the hex is shown. Invisible characters in text are escaped when shown.
 */
export function utf8Text(hex: string): string | undefined {
  const digits = hex.slice(2);
  const bytes = new Uint8Array(digits.length / 2);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = Number.parseInt(digits.slice(index * 2, index * 2 + 2), 16);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text) ? undefined : text;
}

/** Wei in ether, exact (no rounding): 0x16345785d8a0000 → '0.1'. */
export function formatEther(wei: string | bigint): string {
  return formatExactUnits(BigInt(wei), 18);
}

function gwei(wei: bigint): string {
  return formatExactUnits(wei, 9);
}
