import type { AppKit } from '../core/app-kit-instance.ts';
import { peekDefaultAppKit, subscribeDefaultAppKit } from '../core/default-instance.ts';
import { acceptedValue, isDisabledValue } from './attributes.ts';
import { adoptButtonStyles, modeProperties, setButtonTheme } from './button-styles.ts';
import type { ElementBehaviour, ElementHost, Unsubscribe } from './element-behaviour.ts';
import type { ThemeMode } from '../../domain/options/options.ts';
import type { ThemeVariables } from '../../domain/theme/theme.ts';
import { usableThemeProperties } from '../theme/theme-properties.ts';

/** Runs element work so that nothing it throws reaches the host page's own code. */
function guarded(tag: string, action: () => void): void {
  try {
    action();
  } catch (error) {
    console.error(`[walletport] <${tag}> failed`, error);
  }
}

/**
 * Makes the class of one custom element. Called only once `customElements` is known to exist, so a
 * server never evaluates `HTMLElement`. Each tag gets its own class: the registry refuses to define
 * one constructor twice, and AppKit's aliases (w3m-*) are separate tags.
 */
export function defineElementClass(tag: string, behaviour: ElementBehaviour): CustomElementConstructor {
  const observed = behaviour.attributes.map((name) => name.toLowerCase());

  class WalletportElement extends HTMLElement implements ElementHost {
    static get observedAttributes(): string[] {
      return observed;
    }

    readonly tag = tag;
    readonly root: ShadowRoot;
    private instance: AppKit | undefined;
    private readonly raw = new Map<string, string | null>();
    private readonly accepted = new Map<string, string>();
    private subscriptions: readonly Unsubscribe[] = [];
    private stopWatching: Unsubscribe | undefined;
    private content: HTMLElement | undefined;
    private control: HTMLButtonElement | undefined;
    private themed: { readonly mode: ThemeMode; readonly variables: ThemeVariables } | undefined;

    constructor() {
      super();
      this.root = this.attachShadow({ mode: 'open' });
      adoptButtonStyles(this.root);
    }

    get kit(): AppKit | undefined {
      return this.instance;
    }

    get disabled(): boolean {
      return isDisabledValue(this.accepted.get('disabled'));
    }

    attribute(name: string): string | undefined {
      return this.accepted.get(name);
    }

    connectedCallback(): void {
      guarded(tag, () => {
        // Not every DOM reports the attributes an element had before its upgrade: read them here too.
        for (const name of observed) this.read(name, this.getAttribute(name));
        this.stopWatching ??= subscribeDefaultAppKit(() => guarded(tag, () => this.attach()));
        this.attach();
      });
    }

    disconnectedCallback(): void {
      guarded(tag, () => {
        this.stopWatching?.();
        this.stopWatching = undefined;
        this.unsubscribe();
        this.instance = undefined;
      });
    }

    attributeChangedCallback(name: string, _previous: string | null, value: string | null): void {
      guarded(tag, () => {
        if (!this.read(name, value) || !this.stopWatching) return;
        // Another namespace is another account to follow.
        if (name === 'namespace') this.attach();
        else this.render();
      });
    }

    button(testId: string): HTMLButtonElement {
      let button = this.control;
      if (!button || button !== this.content) {
        button = this.root.ownerDocument.createElement('button');
        this.control = button;
        button.type = 'button';
        button.setAttribute('part', 'button');
        button.addEventListener('click', () => guarded(tag, () => behaviour.click?.(this)));
        // A pointer over the button or focus on it comes before the click: the modal starts loading then.
        const preload = (): void => guarded(tag, () => this.instance?.preload());
        button.addEventListener('pointerenter', preload);
        button.addEventListener('focus', preload);
        this.show(button);
      }
      button.dataset['testid'] = testId;
      return button;
    }

    child(childTag: string, configure: (element: HTMLElement) => void): void {
      if (this.content?.localName === childTag) return configure(this.content);
      const element = this.root.ownerDocument.createElement(childTag);
      // Configured before it connects, so it subscribes once, to the right namespace.
      configure(element);
      this.show(element);
    }

    /** Takes an attribute's value once (a wrong one warns once); false when it was already taken. */
    private read(name: string, value: string | null): boolean {
      if (this.raw.has(name) && this.raw.get(name) === value) return false;
      this.raw.set(name, value);
      const accepted = acceptedValue(tag, name, value);
      if (accepted === undefined) this.accepted.delete(name);
      else this.accepted.set(name, accepted);
      return true;
    }

    private show(element: HTMLElement): void {
      this.content?.remove();
      this.content = element;
      this.root.append(element);
    }

    private attach(): void {
      this.unsubscribe();
      const kit = peekDefaultAppKit();
      this.instance = kit;
      if (kit) {
        const themeChanged = kit.subscribeTheme(({ themeMode, themeVariables }) => guarded(tag, () => this.theme(themeMode, themeVariables)));
        this.subscriptions = [...behaviour.listen(kit, this, () => this.render()), themeChanged];
      }
      this.theme(kit?.getThemeMode() ?? 'dark', kit?.getThemeVariables() ?? {});
      this.render();
    }

    /** The instance's mode and AppKit theme variables, as the modal shows them (the same checks and warnings). */
    private theme(mode: ThemeMode, variables: ThemeVariables): void {
      if (variables === this.themed?.variables && mode === this.themed.mode) return;
      this.themed = { mode, variables };
      setButtonTheme(this.root, { ...modeProperties(mode), ...usableThemeProperties(variables) });
    }

    private unsubscribe(): void {
      const subscriptions = this.subscriptions;
      this.subscriptions = [];
      for (const stop of subscriptions) stop();
    }

    private render(): void {
      guarded(tag, () => behaviour.render(this));
    }
  }

  return WalletportElement;
}
