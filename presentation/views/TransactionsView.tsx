/** Not written yet: rendering it throws, so nothing pretends to work. */
export function TransactionsView(): never {
  throw new Error('TransactionsView is not implemented');
}
