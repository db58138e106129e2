/** What the API reference still owes against what TypeDoc found now: new findings, and owed ones now fixed. */
export function compareFindings(owed: readonly string[], found: readonly string[]): { readonly added: string[]; readonly fixed: string[] } {
  const owedSet = new Set(owed);
  const foundSet = new Set(found);
  return { added: found.filter((item) => !owedSet.has(item)), fixed: owed.filter((item) => !foundSet.has(item)) };
}
