import type { Transaction } from './transaction.ts';

/** A transaction is spam when every transfer is flagged as spam (no transfers: not spam). */
export function isSpamTransaction(transaction: Transaction): boolean {
  const { transfers } = transaction;
  return transfers.length > 0 && transfers.every((transfer) => transfer.nft_info?.flags?.is_spam === true);
}

/** Drop spam and transactions of chains other than the active one (a CAIP network id). */
export function filterTransactions(transactions: readonly Transaction[], activeCaipNetworkId: string | undefined): readonly Transaction[] {
  return transactions.filter(
    (transaction) => !isSpamTransaction(transaction) && transaction.metadata.chain === activeCaipNetworkId,
  );
}
