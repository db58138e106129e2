import type { ChainNamespace } from '../caip/caip.ts';

/** A merged wallet's choice: one of its chain families, or every family it offers. */
export type ChainChoice = ChainNamespace | 'all';

/** The choices a merged wallet offers, the remembered one first (a wallet merged across chain families). */
export function chainChoices(chains: readonly ChainNamespace[], remembered: ChainChoice | undefined): readonly ChainChoice[] {
  const choices: ChainChoice[] = [...chains, ...(chains.length > 1 ? (['all'] as const) : [])];
  if (remembered === undefined || !choices.includes(remembered)) return choices;
  return [remembered, ...choices.filter((choice) => choice !== remembered)];
}

/** Groups networks by family in the order the families first appear; one group when there is one family. */
export function groupByFamily<T extends { readonly chainNamespace: ChainNamespace }>(items: readonly T[]): readonly { readonly namespace: ChainNamespace; readonly items: readonly T[] }[] {
  const groups = new Map<ChainNamespace, T[]>();
  for (const item of items) groups.set(item.chainNamespace, [...(groups.get(item.chainNamespace) ?? []), item]);
  return [...groups].map(([namespace, grouped]) => ({ namespace, items: grouped }));
}
