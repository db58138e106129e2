/**
 * One line of an approval screen: a label and its value as plain text, already made safe to show
 * (invisible and bidi characters escaped). `depth` is how far it sits inside the row above it at
 * depth − 1 (a struct's field, a list's entry); left out, the row is at the top level.
 */
export interface ApprovalRow {
  readonly label: string;
  readonly value: string;
  readonly depth?: number;
}

export function row(label: string, value: string, depth = 0): ApprovalRow {
  return depth === 0 ? { label, value } : { label, value, depth };
}
