import { accountButton } from './account-button.ts';
import { appKitButton } from './appkit-button.ts';
import { connectButton } from './connect-button.ts';
import { defineElementClass } from './define-element.ts';
import type { ElementBehaviour } from './element-behaviour.ts';
import { ELEMENT_TAGS, type ElementTag } from './element-tags.ts';
import { networkButton } from './network-button.ts';

const BEHAVIOURS: Readonly<Record<ElementTag, ElementBehaviour>> = {
  'appkit-connect-button': connectButton,
  'w3m-connect-button': connectButton,
  'appkit-account-button': accountButton,
  'w3m-account-button': accountButton,
  'appkit-network-button': networkButton,
  'w3m-network-button': networkButton,
  'appkit-button': appKitButton,
  'w3m-button': appKitButton,
};

/**
 * Defines AppKit's custom elements (`<appkit-button>`, `<w3m-button>`, ...) over the default
 * instance. Safe to call again, and on a server (nothing happens without `customElements`). A tag
 * the page already defined (AppKit itself, say) is left as it is.
 */
export function registerWebComponents(): void {
  if (typeof customElements === 'undefined' || typeof HTMLElement === 'undefined') return;
  for (const tag of ELEMENT_TAGS) {
    try {
      if (!customElements.get(tag)) customElements.define(tag, defineElementClass(tag, BEHAVIOURS[tag]));
    } catch (error) {
      console.warn(`[walletport] <${tag}> could not be defined`, error);
    }
  }
}
