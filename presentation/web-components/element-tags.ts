/** AppKit's elements and their w3m-* aliases; the inner buttons first, so appkit-button finds them defined. */
export const ELEMENT_TAGS = [
  'appkit-connect-button',
  'w3m-connect-button',
  'appkit-account-button',
  'w3m-account-button',
  'appkit-network-button',
  'w3m-network-button',
  'appkit-button',
  'w3m-button',
] as const;

export type ElementTag = (typeof ELEMENT_TAGS)[number];
