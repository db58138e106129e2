import { catalogueMessage } from '../../../domain/errors/catalogue.ts';
import { settleFees, type NetworkFeeQuote, type SettledFees } from '../../../domain/embedded/transaction-fees.ts';
import type { AccountEntry } from './smart-account-handlers.ts';

/** A read-only JSON-RPC call on one chain, through the server's RPC proxy. */
export type ChainRead = (method: string, params: readonly unknown[]) => Promise<unknown>;

/**
 * A transaction as the visitor sees it and as it is sent: the page's fields with the gas limit and fee
 * fields filled in by the frame, so the server signs exactly these and adds nothing of its own but a
 * nonce the page did not set.
 */
export interface PreparedTransaction {
  readonly kind: 'transaction';
  readonly chainId: number;
  readonly from: AccountEntry;
  /** What goes to the server: hex quantities, the fee fields always among them. */
  readonly transaction: Readonly<Record<string, string>>;
  readonly fees: SettledFees;
  /** The sender's next free nonce, read only when the page set a nonce, to say when it replaces a pending one. */
  readonly pendingNonce: bigint | undefined;
}

const FEE_FIELDS = ['gas', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const;

/** Reads the node's fees and gas estimate for `transaction` from `from`, and settles its fee fields (or refuses them). */
export async function prepareTransaction(read: ChainRead, chainId: number, from: AccountEntry, transaction: Readonly<Record<string, string>>): Promise<PreparedTransaction> {
  const call = { from: from.address, ...pick(transaction, ['to', 'value', 'data']) };
  const [block, gasPrice, tip, gasEstimate, pendingNonce] = await Promise.all([
    read('eth_getBlockByNumber', ['latest', false]),
    read('eth_gasPrice', []).then((answer) => quantity(answer)),
    // Not every node answers eth_maxPriorityFeePerGas: the gap between gas price and base fee stands in.
    read('eth_maxPriorityFeePerGas', []).then((answer) => quantity(answer), () => undefined),
    read('eth_estimateGas', [call]).then((answer) => quantity(answer)),
    transaction.nonce === undefined ? undefined : read('eth_getTransactionCount', [from.address, 'pending']).then((answer) => quantity(answer)),
  ]);
  const baseFeePerGas = baseFeeOf(block);
  const quote: NetworkFeeQuote = {
    gasPrice, baseFeePerGas, gasEstimate,
    maxPriorityFeePerGas: tip ?? (baseFeePerGas !== undefined && gasPrice > baseFeePerGas ? gasPrice - baseFeePerGas : 0n),
  };
  const page = Object.fromEntries(FEE_FIELDS.filter((name) => transaction[name] !== undefined).map((name) => [name, BigInt(transaction[name] as string)]));
  const fees = settleFees(page, quote);
  const others = Object.fromEntries(Object.entries(transaction).filter(([name]) => !(FEE_FIELDS as readonly string[]).includes(name)));
  const feeFields = Object.fromEntries(Object.entries(fees).map(([name, value]) => [name, `0x${(value as bigint).toString(16)}`]));
  return { kind: 'transaction', chainId, from, transaction: { ...others, ...feeFields }, fees, pendingNonce };
}

function pick(fields: Readonly<Record<string, string>>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.filter((name) => fields[name] !== undefined).map((name) => [name, fields[name] as string]));
}

function baseFeeOf(block: unknown): bigint | undefined {
  const baseFee = typeof block === 'object' && block !== null ? (block as Record<string, unknown>).baseFeePerGas : undefined;
  return baseFee === undefined || baseFee === null ? undefined : quantity(baseFee);
}

/** A node's hex quantity; anything else means the node answered nonsense, and nothing is shown or sent. */
function quantity(answer: unknown): bigint {
  if (typeof answer !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(answer)) throw new Error(catalogueMessage('HTTP_INVALID_BODY'));
  return BigInt(answer);
}
