/** A Symbol carrying the type it resolves to, so `@inject(TOKEN)` and `get(TOKEN)` stay typed. */
export type Token<T> = symbol & { readonly __type?: T };

/** Tokens are unique per call: two containers never share a binding by accident. */
export function token<T>(name: string): Token<T> {
  return Symbol(`walletport.${name}`) as Token<T>;
}
