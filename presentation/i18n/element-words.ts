import { BUTTON_MESSAGES } from './en/buttons.ts';

export type ElementWordKey = keyof typeof BUTTON_MESSAGES;

/**
 * A word of a custom element, which lives outside the modal's React tree and so cannot use
 * `useMessages()`: the instance's `messages` override for the key, else the English word. Only the
 * buttons' words are imported, not the whole catalogue: the elements are on the page's first
 * JavaScript, the modal's words arrive with the modal. The overrides are passed in (the element
 * reads them from its instance), so this module stays free of the core and of React.
 */
export function elementWord(overrides: Readonly<Record<string, string>> | undefined, key: ElementWordKey): string {
  const override = overrides !== undefined && Object.hasOwn(overrides, key) ? overrides[key] : undefined;
  return typeof override === 'string' ? override : BUTTON_MESSAGES[key];
}
