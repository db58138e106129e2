import { namespaceValue } from './attributes.ts';
import { quietly, type ElementBehaviour } from './element-behaviour.ts';

/** AppKit's defaults for the two texts. */
const LABEL = 'Connect Wallet';
const LOADING_LABEL = 'Connecting...';

/**
 * `<appkit-connect-button>`: "Connect Wallet", or the loading label while the account is connecting.
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
    button.textContent = connecting ? (host.attribute('loadinglabel') ?? LOADING_LABEL) : (host.attribute('label') ?? LABEL);
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
