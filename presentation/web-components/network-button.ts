import type { CaipNetwork } from '../../domain/network/network.ts';
import { displayName } from '../../domain/format/display-name.ts';
import { displayableImageUrl } from '../../domain/format/image-url.ts';
import { buttonWord, type WordsState } from '../i18n/words-source.ts';
import { adoptAccountButtonStyles } from './account-button-styles.ts';
import { decorativeImage, networkGlyph } from './button-images.ts';
import { quietly, type ElementBehaviour, type ElementHost } from './element-behaviour.ts';

export interface NetworkLabelInput {
  readonly network: CaipNetwork | undefined;
  readonly connected: boolean;
  /** The element's `label`, shown while no network is active. */
  readonly label: string | undefined;
  /** The instance's words (the site's `messages`, the locale's catalogue once loaded). */
  readonly words?: WordsState | undefined;
}

/**
 * AppKit's texts: the active network's name; with none, the page's label, else "Switch Network" for
 * a wallet on a chain the site does not configure (the only way to be connected without a network
 * here), else "Select Network".
 */
export function networkLabel({ network, connected, label, words }: NetworkLabelInput): string {
  if (network) return displayName(network.name);
  if (label !== undefined) return label;
  return buttonWord(words, connected ? 'button.switchNetwork' : 'button.selectNetwork');
}

/** Per element while it follows an instance: the directory image it holds, and an image that failed. */
interface IconFollow {
  readonly changed: () => void;
  live: boolean;
  imageId: string | undefined;
  url: string | undefined;
  release: () => void;
  failed: string | undefined;
}

const follows = new WeakMap<ElementHost, IconFollow>();

/**
 * The network's icon address: its directory image (held while shown, released on a change or when the
 * element goes), else its `assets.imageUrl`; undefined for the globe. The directory is the core's, so
 * before the core has loaded only `imageUrl` can show.
 */
function iconUrl(host: ElementHost, network: CaipNetwork | undefined): string | undefined {
  const follow = follows.get(host);
  const imageId = network?.assets?.imageId;
  const facade = host.kit?.link.loaded();
  if (follow?.live && follow.imageId !== imageId && (facade || imageId === undefined)) {
    follow.release();
    follow.release = () => undefined;
    follow.imageId = imageId;
    follow.url = undefined;
    if (imageId && facade) {
      follow.release = () => facade.images.release('network', imageId);
      void facade.images.acquire('network', imageId).then((url) => {
        if (!follow.live || follow.imageId !== imageId) return;
        follow.url = url;
        follow.changed();
      }, () => undefined);
    }
  }
  const candidates = [follow?.live && follow.imageId === imageId ? follow.url : undefined, displayableImageUrl(network?.assets?.imageUrl)];
  return candidates.find((url) => url !== undefined && url !== follow?.failed);
}

/** `<appkit-network-button>`: the active network's icon and name; a click opens the Networks view. */
export const networkButton: ElementBehaviour = {
  attributes: ['disabled', 'label'],
  listen: (kit, host, changed) => {
    const follow: IconFollow = { changed, live: true, imageId: undefined, url: undefined, release: () => undefined, failed: undefined };
    follows.set(host, follow);
    const stopFollowing = (): void => {
      follow.live = false;
      follow.release();
      if (follows.get(host) === follow) follows.delete(host);
    };
    return [kit.link.network.subscribe(changed), kit.subscribeAccount(changed), kit.subscribeState(changed), kit.link.words.subscribe(changed), stopFollowing];
  },
  render(host) {
    adoptAccountButtonStyles(host.root);
    const kit = host.kit;
    const button = host.button('w3m-network-button');
    button.className = 'surface';
    // AppKit's rule: no clicks while the modal is still loading what it shows.
    button.disabled = host.disabled || kit?.getState().loading === true;
    const network = kit?.getCaipNetwork();
    const doc = host.root.ownerDocument;
    const url = iconUrl(host, network);
    const follow = follows.get(host);
    const icon = url
      ? decorativeImage(doc, url, 'network-icon', () => {
          if (!follow?.live) return;
          follow.failed = url;
          follow.changed();
        })
      : networkGlyph(doc);
    const label = networkLabel({ network, connected: kit?.getAccount().isConnected === true, label: host.attribute('label'), words: kit?.link.words.getSnapshot() });
    const text = doc.createElement('span');
    text.setAttribute('part', 'label');
    text.textContent = label;
    button.replaceChildren(icon, text);
  },
  click(host) {
    if (host.kit) quietly(host.kit.open({ view: 'Networks' }));
  },
};
