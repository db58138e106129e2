import type { Transaction } from './transaction.ts';

/** One month of an account's history. */
export interface TransactionMonthGroup {
  /** 0 = January (a month index, as the spec says). */
  readonly month: number;
  /** The month's transactions, newest first. */
  readonly transactions: readonly Transaction[];
}

/** One year of an account's history. */
export interface TransactionYearGroup {
  /** The year, e.g. `2026` (in UTC). */
  readonly year: number;
  /** Its months, newest first. */
  readonly months: readonly TransactionMonthGroup[];
}

/**
 * Group by year, then month index, newest first (years, months and the transactions inside).
 * Dates are read in UTC so the grouping does not depend on where it runs. A transaction whose `minedAt`
 * is not a date is left out rather than put in a made-up month.
 */
export function groupTransactions(transactions: readonly Transaction[]): readonly TransactionYearGroup[] {
  const dated: { readonly time: number; readonly index: number; readonly transaction: Transaction }[] = [];
  transactions.forEach((transaction, index) => {
    const time = Date.parse(transaction.metadata.minedAt);
    if (Number.isFinite(time)) dated.push({ time, index, transaction });
  });
  // Newest first; equal times keep their input order.
  dated.sort((a, b) => b.time - a.time || a.index - b.index);
  const years: { year: number; months: { month: number; transactions: Transaction[] }[] }[] = [];
  for (const { time, transaction } of dated) {
    const date = new Date(time);
    const year = date.getUTCFullYear();
    const month = date.getUTCMonth();
    let yearGroup = years.at(-1);
    if (yearGroup?.year !== year) {
      yearGroup = { year, months: [] };
      years.push(yearGroup);
    }
    let monthGroup = yearGroup.months.at(-1);
    if (monthGroup?.month !== month) {
      monthGroup = { month, transactions: [] };
      yearGroup.months.push(monthGroup);
    }
    monthGroup.transactions.push(transaction);
  }
  return years;
}
