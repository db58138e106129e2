import { namespaceValue } from './attributes.ts';
import type { ElementBehaviour } from './element-behaviour.ts';

/** What the inner button takes from the outer one: each attribute goes to whichever is shown. */
const FORWARDED = ['size', 'label', 'loadinglabel', 'disabled', 'balance', 'charsstart', 'charsend', 'namespace'];

/**
 * `<appkit-button>`: `<appkit-connect-button>` while disconnected, `<appkit-account-button>` once
 * connected. Only accepted values are forwarded, so a wrong one is warned about once, here.
 */
export const appKitButton: ElementBehaviour = {
  attributes: ['size', 'label', 'loadingLabel', 'disabled', 'balance', 'charsStart', 'charsEnd', 'namespace'],
  listen: (kit, host, changed) => [kit.subscribeAccount(changed, namespaceValue(host.attribute('namespace')))],
  render(host) {
    const connected = host.kit?.getAccount(namespaceValue(host.attribute('namespace'))).isConnected === true;
    host.child(connected ? 'appkit-account-button' : 'appkit-connect-button', (inner) => {
      // The inner button's parts, styleable from the page as appkit-button::part(button).
      inner.setAttribute('exportparts', 'button, address, balance');
      for (const name of FORWARDED) {
        const value = host.attribute(name);
        if (value === undefined) inner.removeAttribute(name);
        else if (inner.getAttribute(name) !== value) inner.setAttribute(name, value);
      }
    });
  },
};
