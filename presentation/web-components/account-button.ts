import type { NamespaceAccount } from '../../application/stores/state.ts';
import { truncateAddress } from '../../domain/format/address.ts';
import { formatBalance } from '../../domain/format/balance.ts';
import { displayName } from '../../domain/format/display-name.ts';
import { countValue, namespaceValue } from './attributes.ts';
import { quietly, type ElementBehaviour } from './element-behaviour.ts';

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

/**
 * `<appkit-account-button>`: the connected address, shortened, and its balance unless
 * `balance="hide"`; nothing while disconnected. A click opens the modal on Account.
 */
export const accountButton: ElementBehaviour = {
  attributes: ['disabled', 'balance', 'charsStart', 'charsEnd', 'namespace'],
  listen: (kit, _host, changed) => [kit.link.accounts.subscribe(changed), kit.link.network.subscribe(changed)],
  render(host) {
    const named = namespaceValue(host.attribute('namespace'));
    const namespace = named ?? host.kit?.link.network.getSnapshot().activeChain;
    const account = namespace ? host.kit?.link.accounts.getSnapshot()[namespace] : undefined;
    const address = account?.status === 'connected' ? account.address : undefined;
    const button = host.button(named ? `account-button-${named}` : 'account-button');
    button.className = 'surface';
    button.disabled = host.disabled;
    button.hidden = address === undefined;
    if (!account || address === undefined) return button.replaceChildren();
    const shown = truncateAddress(address, countValue(host.attribute('charsstart'), CHARS_START), countValue(host.attribute('charsend'), CHARS_END));
    const balance = host.attribute('balance') === 'hide' ? '' : balanceText(account);
    const doc = host.root.ownerDocument;
    button.replaceChildren(span(doc, 'address', shown), ...(balance ? [span(doc, 'balance', balance)] : []));
  },
  click(host) {
    if (host.kit) quietly(host.kit.open({ view: 'Account' }));
  },
};
