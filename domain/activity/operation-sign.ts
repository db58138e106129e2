/** Operation types shown with + or -. */
export const PLUS_OPERATIONS = ['receive', 'deposit', 'borrow', 'claim'] as const;
export const MINUS_OPERATIONS = ['withdraw', 'repay', 'burn'] as const;

export type OperationSign = '+' | '-' | '';

export function operationSign(operationType: string): OperationSign {
  if ((PLUS_OPERATIONS as readonly string[]).includes(operationType)) return '+';
  if ((MINUS_OPERATIONS as readonly string[]).includes(operationType)) return '-';
  return '';
}
