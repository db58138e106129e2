import type { AppKit } from '../core/app-kit-instance.ts';

export type Unsubscribe = () => void;

/** What an element's behaviour sees of the element it runs in. */
export interface ElementHost {
  /** The tag the element was defined under (an alias shows its own name in warnings). */
  readonly tag: string;
  readonly root: ShadowRoot;
  /** The default instance, resolved when the element connects and again whenever it changes. */
  readonly kit: AppKit | undefined;
  /** An attribute's value (lowercase name), when it was set to one the element accepts. */
  attribute(name: string): string | undefined;
  readonly disabled: boolean;
  /** The element's one `<button part="button">`, made on first use; clicks go to the behaviour. */
  button(testId: string): HTMLButtonElement;
  /** Shows one `tag` element as the content (a new one unless it shows one already), configured. */
  child(tag: string, configure: (element: HTMLElement) => void): void;
}

/**
 * One element's behaviour, free of `HTMLElement`: modules holding behaviours load on a server too,
 * and the element classes are only made (by `defineElementClass`) where custom elements exist.
 */
export interface ElementBehaviour {
  /** Its attributes, named as AppKit's (camelCase: HTML lowercases them). */
  readonly attributes: readonly string[];
  /** Its subscriptions to the instance's sources; a change renders again. */
  listen(kit: AppKit, host: ElementHost, changed: () => void): readonly Unsubscribe[];
  render(host: ElementHost): void;
  click?(host: ElementHost): void;
}

/** Commands run from a click: a failure is the modal's to show, never an error in the host page. */
export function quietly(command: Promise<unknown>): void {
  command.catch(() => undefined);
}
