import type { NamespaceAccount } from '../../application/stores/state.ts';
import { truncateAddress } from '../../domain/format/address.ts';
import { formatBalance } from '../../domain/format/balance.ts';
import { displayName } from '../../domain/format/display-name.ts';
import { NO_IDENTITY, resolveAccountIdentity, type AccountIdentity } from '../components/account-identity.ts';
import type { AppKit } from '../core/app-kit-instance.ts';
import { adoptAccountButtonStyles } from './account-button-styles.ts';
import { countValue, namespaceValue } from './attributes.ts';
import { decorativeImage, gradientAvatar } from './button-images.ts';
import { quietly, type ElementBehaviour, type ElementHost } from './element-behaviour.ts';

/** AppKit's account button keeps 4 leading and 6 trailing characters of the address. */
const CHARS_START = 4;
const CHARS_END = 6;

/** "10000.000 ETH", or nothing while the balance is unread. */
export function balanceText(account: NamespaceAccount): string {
  if (account.balance === undefined || account.balanceDecimals === undefined) return '';
  const symbol = account.balanceSymbol === undefined ? '' : displayName(account.balanceSymbol);
  return `${formatBalance(account.balance, account.balanceDecimals)} ${symbol}`.trimEnd();
}

function span(doc: Document, part: string, text: string): HTMLSpanElement {
  const element = doc.createElement('span');
  element.setAttribute('part', part);
  element.textContent = text;
  return element;
}

/** Per element while it follows an instance: whose identity it shows, and whether its image failed. */
interface IdentityFollow {
  readonly changed: () => void;
  live: boolean;
  address: string | undefined;
  identity: AccountIdentity;
  failedAvatar: string | undefined;
}

const follows = new WeakMap<ElementHost, IdentityFollow>();

/**
 * The identity of the address shown (name and avatar, cached by the names flow), looked up
 * once per address; the element renders again when it arrives. A lookup that ends after the element
 * was removed, or after the address changed, is dropped.
 */
function identityOf(host: ElementHost, kit: AppKit, address: string): { readonly identity: AccountIdentity; readonly follow: IdentityFollow | undefined } {
  const follow = follows.get(host);
  if (!follow?.live) return { identity: NO_IDENTITY, follow: undefined };
  if (follow.address !== address) {
    follow.address = address;
    follow.identity = NO_IDENTITY;
    void resolveAccountIdentity(kit.link.flows.names.commands, address).then((found) => {
      if (!follow.live || follow.address !== address) return;
      follow.identity = found;
      follow.changed();
    });
  }
  return { identity: follow.identity, follow };
}

/** The profile image when identity has one that loads, else the address's gradient. */
function avatarOf(doc: Document, address: string, identity: AccountIdentity, follow: IdentityFollow | undefined): Element {
  const src = identity.avatar;
  if (!src || !follow || follow.failedAvatar === src) return gradientAvatar(doc, address);
  return decorativeImage(doc, src, 'avatar', () => {
    follow.failedAvatar = src;
    follow.changed();
  });
}

/**
 * `<appkit-account-button>`: the account's avatar, its name (or the address, shortened) and its
 * balance unless `balance="hide"`; nothing while disconnected. A click opens the modal on Account.
 */
export const accountButton: ElementBehaviour = {
  attributes: ['disabled', 'balance', 'charsStart', 'charsEnd', 'namespace'],
  listen: (kit, host, changed) => {
    const follow: IdentityFollow = { changed, live: true, address: undefined, identity: NO_IDENTITY, failedAvatar: undefined };
    follows.set(host, follow);
    const stopFollowing = (): void => {
      follow.live = false;
      if (follows.get(host) === follow) follows.delete(host);
    };
    return [kit.link.accounts.subscribe(changed), kit.link.network.subscribe(changed), stopFollowing];
  },
  render(host) {
    adoptAccountButtonStyles(host.root);
    const named = namespaceValue(host.attribute('namespace'));
    const kit = host.kit;
    const namespace = named ?? kit?.link.network.getSnapshot().activeChain;
    const account = namespace ? kit?.link.accounts.getSnapshot()[namespace] : undefined;
    const address = account?.status === 'connected' ? account.address : undefined;
    const button = host.button(named ? `account-button-${named}` : 'account-button');
    button.className = 'surface';
    button.disabled = host.disabled;
    button.hidden = address === undefined;
    if (!kit || !account || address === undefined) return button.replaceChildren();
    const { identity, follow } = identityOf(host, kit, address);
    const doc = host.root.ownerDocument;
    const who = identity.name
      ? span(doc, 'name', identity.name)
      : span(doc, 'address', truncateAddress(address, countValue(host.attribute('charsstart'), CHARS_START), countValue(host.attribute('charsend'), CHARS_END)));
    who.title = address;
    const balance = host.attribute('balance') === 'hide' ? '' : balanceText(account);
    button.replaceChildren(avatarOf(doc, address, identity, follow), who, ...(balance ? [span(doc, 'balance', balance)] : []));
  },
  click(host) {
    if (host.kit) quietly(host.kit.open({ view: 'Account' }));
  },
};
