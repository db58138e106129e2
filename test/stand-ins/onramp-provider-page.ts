/**
 * The pages of the local onramp provider: the purchase (what, how much, to which address, on which
 * network) with one "Complete purchase" button, and the receipt. Plain HTML forms, no script: the
 * button posts the form back to the stand-in, which pays out on the local chain.
 */
export const COMPLETE_PATH = '/complete';
export const COMPLETE_BUTTON = 'Complete purchase';
export const COMPLETED_TEXT = 'Purchase complete';

/** No script at all; the form may post only to this stand-in; the page is never framed. */
export const PROVIDER_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

export interface PurchaseView {
  /** Which real provider the page stands in for. */
  readonly provider: 'Coinbase' | 'Meld';
  /** The one-time id the form posts back. */
  readonly ticket: string;
  readonly address: string;
  /** What the provider's URL asked to buy; the stand-in delivers the local chain's ether whatever it is. */
  readonly askedAsset: string;
  /** The provider's name for the network, as its URL gives it. */
  readonly network: string;
  readonly chainId: number;
  /** Prefilled from the URL's preset, in US dollars. */
  readonly amount: string;
}

export function purchasePage(view: PurchaseView, problem?: string): string {
  const asset = view.askedAsset === 'ETH' ? '' : `<p>The page asked for ${escape(view.askedAsset)}; this local provider delivers ETH only.</p>`;
  return page(`Buy ETH with ${view.provider}`, `
<p>Local stand-in for ${view.provider}. Nothing here is real money.</p>
<dl>
  <dt>Asset</dt><dd data-testid="onramp-asset">ETH</dd>
  <dt>Deliver to</dt><dd data-testid="onramp-address">${escape(view.address)}</dd>
  <dt>Network</dt><dd data-testid="onramp-network">${escape(view.network)} (local chain ${view.chainId})</dd>
</dl>${asset}
${problem ? `<p role="alert">${escape(problem)}</p>` : ''}
<form method="post" action="${COMPLETE_PATH}">
  <input type="hidden" name="ticket" value="${escape(view.ticket)}">
  <label>Amount in USD <input name="amount" inputmode="decimal" required value="${escape(view.amount)}" data-testid="onramp-amount"></label>
  <p><button type="submit" data-testid="onramp-complete">${COMPLETE_BUTTON}</button></p>
</form>`);
}

export interface ReceiptView {
  readonly ether: string;
  readonly address: string;
  readonly hash: string;
}

export function receiptPage(view: ReceiptView): string {
  return page(COMPLETED_TEXT, `
<p role="status" data-testid="onramp-status">${COMPLETED_TEXT}: ${escape(view.ether)} ETH sent to ${escape(view.address)}.</p>
<p>Transaction <code>${escape(view.hash)}</code>. You can close this window; the site sees the balance arrive.</p>`);
}

/** A page that only says why nothing can be bought here. */
export function refusalPage(title: string, reason: string): string {
  return page(title, `<p role="alert">${escape(reason)}</p>`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>body { font: 16px/1.5 system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; }
dd { margin: 0 0 .5rem; overflow-wrap: anywhere; } button, input { font: inherit; padding: .4rem .8rem; }</style></head>
<body><h1>${escape(title)}</h1>${body}</body></html>
`;
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}
