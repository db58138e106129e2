import { CHAIN_NAMESPACES, isChainNamespace, type ChainNamespace } from '../../domain/caip/caip.ts';

/** The values AppKit's elements take for these attributes; anything else is ignored. */
const CHOICES: Readonly<Record<string, readonly string[]>> = {
  size: ['md', 'sm'],
  balance: ['show', 'hide'],
  namespace: CHAIN_NAMESPACES,
};

/** How many characters of the address stay at each end. */
const COUNTS = ['charsstart', 'charsend'];
const COUNT = /^\d{1,2}$/;

/**
 * An attribute's value when the element can use it. Any other value is ignored with one warning
 * naming the attribute, so a typo in the page's HTML shows in the console instead of breaking it.
 */
export function acceptedValue(tag: string, attribute: string, value: string | null): string | undefined {
  if (value === null) return undefined;
  const choices = CHOICES[attribute];
  const accepted = choices ? choices.includes(value) : !COUNTS.includes(attribute) || COUNT.test(value);
  if (accepted) return value;
  const expected = choices ? choices.join(', ') : 'a whole number';
  console.warn(`[walletport] <${tag}> ignores ${attribute}="${value.slice(0, 40)}" (expected ${expected})`);
  return undefined;
}

/**
 * A present `disabled` disables, as any boolean attribute; "false" does not, because React 18 writes
 * `disabled={false}` on a custom element as that string.
 */
export function isDisabledValue(value: string | undefined): boolean {
  return value !== undefined && value !== 'false';
}

export function namespaceValue(value: string | undefined): ChainNamespace | undefined {
  return isChainNamespace(value) ? value : undefined;
}

export function countValue(value: string | undefined, fallback: number): number {
  return value === undefined ? fallback : Number(value);
}
