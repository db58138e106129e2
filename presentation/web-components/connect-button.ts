import { namespaceValue } from './attributes.ts';
import { quietly, type ElementBehaviour } from './element-behaviour.ts';
import { elementWord } from '../i18n/element-words.ts';

/**
 * `<appkit-connect-button>`: "Connect Wallet", or the loading label while the account is connecting.
 * The texts are the element's `label`/`loadingLabel`, else the instance's `messages` (`button.connect`,
 * `button.connecting`), which it can read once the core has loaded (it renders again then), else English.
 * A click opens the modal (on that namespace's wallets when one is given), or closes it when open.
 */
export const connectButton: ElementBehaviour = {
  attributes: ['size', 'label', 'loadingLabel', 'namespace', 'disabled'],
  listen: (kit, host, changed) => [kit.subscribeAccount(changed, namespaceValue(host.attribute('namespace'))), kit.subscribeState(changed)],
  render(host) {
    const namespace = namespaceValue(host.attribute('namespace'));
    const connecting = host.kit?.getAccount(namespace).status === 'connecting';
    const button = host.button(namespace ? `connect-button-${namespace}` : 'connect-button');
    button.className = `size-${host.attribute('size') ?? 'md'}`;
    button.disabled = host.disabled;
    button.setAttribute('aria-busy', String(connecting));
    const messages = host.kit?.link.loaded()?.config.messages;
    button.textContent = connecting
      ? (host.attribute('loadinglabel') ?? elementWord(messages, 'button.connecting'))
      : (host.attribute('label') ?? elementWord(messages, 'button.connect'));
  },
  click(host) {
    const kit = host.kit;
    if (!kit) return;
    if (kit.getState().open) return quietly(kit.close());
    const namespace = namespaceValue(host.attribute('namespace'));
    // No view named: a connect under way keeps its view when the modal opens again.
    quietly(kit.open(namespace ? { namespace } : undefined));
  },
};
