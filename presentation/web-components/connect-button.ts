import { namespaceValue } from './attributes.ts';
import { quietly, type ElementBehaviour } from './element-behaviour.ts';
import { buttonWord } from '../i18n/words-source.ts';

/**
 * `<appkit-connect-button>`: "Connect Wallet", or the loading label while the account is connecting.
 * The texts are the element's `label`/`loadingLabel`, else the instance's `messages` (`button.connect`,
 * `button.connecting`), else the locale's words once their chunk has loaded (it renders again then, and
 * whenever `updateOptions` changes them), else English.
 * A click opens the modal (on that namespace's wallets when one is given), or closes it when open.
 */
export const connectButton: ElementBehaviour = {
  attributes: ['size', 'label', 'loadingLabel', 'namespace', 'disabled'],
  listen: (kit, host, changed) => [kit.subscribeAccount(changed, namespaceValue(host.attribute('namespace'))), kit.subscribeState(changed), kit.link.words.subscribe(changed)],
  render(host) {
    const namespace = namespaceValue(host.attribute('namespace'));
    const connecting = host.kit?.getAccount(namespace).status === 'connecting';
    const button = host.button(namespace ? `connect-button-${namespace}` : 'connect-button');
    button.className = `size-${host.attribute('size') ?? 'md'}`;
    button.disabled = host.disabled;
    button.setAttribute('aria-busy', String(connecting));
    const words = host.kit?.link.words.getSnapshot();
    button.textContent = connecting
      ? (host.attribute('loadinglabel') ?? buttonWord(words, 'button.connecting'))
      : (host.attribute('label') ?? buttonWord(words, 'button.connect'));
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
