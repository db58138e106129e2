import type { CaipNetwork } from '../../domain/network/network.ts';
import { displayName } from '../../domain/format/display-name.ts';
import { quietly, type ElementBehaviour } from './element-behaviour.ts';

export interface NetworkLabelInput {
  readonly network: CaipNetwork | undefined;
  readonly connected: boolean;
  /** The element's `label`, shown while no network is active. */
  readonly label: string | undefined;
}

/**
 * AppKit's texts: the active network's name; with none, the page's label, else "Switch Network" for
 * a wallet on a chain the site does not configure (the only way to be connected without a network
 * here), else "Select Network".
 */
export function networkLabel({ network, connected, label }: NetworkLabelInput): string {
  if (network) return displayName(network.name);
  if (label !== undefined) return label;
  return connected ? 'Switch Network' : 'Select Network';
}

/** `<appkit-network-button>`: the active network; a click opens the Networks view. */
export const networkButton: ElementBehaviour = {
  attributes: ['disabled', 'label'],
  listen: (kit, _host, changed) => [kit.link.network.subscribe(changed), kit.subscribeAccount(changed), kit.subscribeState(changed)],
  render(host) {
    const kit = host.kit;
    const button = host.button('w3m-network-button');
    button.className = 'surface';
    // AppKit's rule: no clicks while the modal is still loading what it shows.
    button.disabled = host.disabled || kit?.getState().loading === true;
    button.textContent = networkLabel({
      network: kit?.getCaipNetwork(),
      connected: kit?.getAccount().isConnected === true,
      label: host.attribute('label'),
    });
  },
  click(host) {
    if (host.kit) quietly(host.kit.open({ view: 'Networks' }));
  },
};
