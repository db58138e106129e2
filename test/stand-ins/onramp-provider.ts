import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createPublicClient, createWalletClient, formatEther, http, type Address, type Hash } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { COINBASE_PAY_PATH, standInOnrampQuote } from '../msw/handlers/onramp-api.ts';
import { serveOnLoopback } from './loopback-server.ts';
import { COMPLETE_PATH, PROVIDER_PAGE_POLICY, purchasePage, receiptPage, refusalPage, type PurchaseView } from './onramp-provider-page.ts';

const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
/**
 * The dev account the provider pays out from: not 0 (the Demo Wallet's), 1 and 3 (the tests' receiver
 * and trader), 4 (the swap integration test's) nor 7, 8 and 9 (they deploy the harness's contracts).
 */
export const PROVIDER_TREASURY_INDEX = 5;

const MAX_FORM_BYTES = 4_096;
/** Open purchase pages remembered; the oldest is forgotten beyond this. */
const MAX_OPEN_PURCHASES = 1_000;
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export interface OnrampProviderOptions {
  /** The anvil chain purchases are paid out on (JSON-RPC URL). */
  readonly rpcUrl: string;
  /** 0 (the default) picks a free port. */
  readonly port?: number;
}

export interface CompletedPurchase {
  readonly address: Address;
  /** Wei sent. */
  readonly units: bigint;
  readonly hash: Hash;
}

export interface OnrampProviderStandIn {
  /** `http://127.0.0.1:<port>`: the site both Coinbase's and Meld's pages are served on. */
  readonly url: string;
  readonly purchases: readonly CompletedPurchase[];
  stop(): Promise<void>;
}

type OpenPurchase = Omit<PurchaseView, 'ticket' | 'amount' | 'chainId'>;

/** The purchase a Coinbase Pay URL describes (the parameters the blockchain API writes, onrampurl.rs:139-170). */
function coinbasePurchase(query: URLSearchParams): { readonly open: OpenPurchase; readonly amount: string } | string {
  let wallets: unknown;
  try {
    wallets = JSON.parse(query.get('destinationWallets') ?? '');
  } catch {
    return 'The page names no wallet to deliver to.';
  }
  const wallet = Array.isArray(wallets) && wallets.length === 1 ? (wallets[0] as { address?: unknown; assets?: unknown }) : undefined;
  if (typeof wallet?.address !== 'string') return 'The page must name exactly one wallet to deliver to.';
  const assets = Array.isArray(wallet.assets) ? wallet.assets : [];
  const open: OpenPurchase = {
    provider: 'Coinbase',
    address: wallet.address,
    askedAsset: typeof assets[0] === 'string' ? assets[0] : 'ETH',
    network: query.get('defaultNetwork') ?? 'ethereum',
  };
  return { open, amount: query.get('presetFiatAmount') ?? '' };
}

/** The purchase a Meld URL describes (AppKit's three parameters, OnRampController.ts:107-110). */
function meldPurchase(query: URLSearchParams): { readonly open: OpenPurchase; readonly amount: string } | string {
  const address = query.get('walletAddress');
  if (!address) return 'The page names no wallet to deliver to.';
  return { open: { provider: 'Meld', address, askedAsset: query.get('destinationCurrencyCode') ?? 'ETH', network: 'chosen on Meld' }, amount: '' };
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A local stand-in of the onramp providers' purchase pages, on 127.0.0.1: Coinbase Pay's
 * (`/buy/select-asset`, as the blockchain API's stand-in builds it) and Meld's (`/`, as walletport
 * builds it). A page shows the purchase; "Complete purchase" pays the address, in ETH from a dev
 * account on the anvil chain, what the stand-in API's quote says that many US dollars buy. Each page
 * completes once. The site sees the purchase arrive as the balance rises, so nothing is posted back
 * to the opener.
 */
export async function startOnrampProvider(options: OnrampProviderOptions): Promise<OnrampProviderStandIn> {
  const transport = http(options.rpcUrl, { retryCount: 0 });
  const reader = createPublicClient({ transport, pollingInterval: 50 });
  const chainId = await reader.getChainId();
  const wallet = createWalletClient({ account: mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: PROVIDER_TREASURY_INDEX }), transport });
  const openPurchases = new Map<string, OpenPurchase>();
  const purchases: CompletedPurchase[] = [];
  // Payouts one at a time: the treasury's nonces are counted from the chain.
  let payouts: Promise<unknown> = Promise.resolve();

  const pay = (address: Address, units: bigint): Promise<Hash> => {
    const payout = payouts.then(async () => {
      const hash = await wallet.sendTransaction({ to: address, value: units, chain: null });
      const receipt = await reader.waitForTransactionReceipt({ hash, timeout: 30_000 });
      if (receipt.status !== 'success') throw new Error(`the payout to ${address} reverted`);
      return hash;
    });
    payouts = payout.catch(() => undefined);
    return payout;
  };

  const send = (response: ServerResponse, status: number, html: string): void => {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': PROVIDER_PAGE_POLICY, 'x-content-type-options': 'nosniff' });
    response.end(html);
  };

  function showPurchase(response: ServerResponse, url: URL): void {
    const read = url.pathname === COINBASE_PAY_PATH ? coinbasePurchase(url.searchParams) : meldPurchase(url.searchParams);
    if (typeof read === 'string') return send(response, 400, refusalPage('Nothing to buy', read));
    if (!EVM_ADDRESS.test(read.open.address)) return send(response, 400, refusalPage('Nothing to buy', 'This local provider delivers only to EVM addresses on the local chain.'));
    const ticket = randomBytes(16).toString('hex');
    openPurchases.set(ticket, read.open);
    if (openPurchases.size > MAX_OPEN_PURCHASES) openPurchases.delete(openPurchases.keys().next().value ?? '');
    send(response, 200, purchasePage({ ...read.open, ticket, chainId, amount: /^\d{1,9}$/.test(read.amount) ? read.amount : '' }));
  }

  async function complete(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const form = await readForm(request);
    if (!form) return send(response, 413, refusalPage('Not completed', 'The form is too large.'));
    const ticket = form.get('ticket') ?? '';
    const open = openPurchases.get(ticket);
    if (!open) return send(response, 409, refusalPage('Not completed', 'This purchase is unknown or already complete.'));
    const amount = (form.get('amount') ?? '').trim();
    const quote = standInOnrampQuote({ paymentAmount: amount, paymentCurrency: 'USD', paymentMethod: 'CARD', purchaseCurrency: 'ETH' });
    if (!quote.ok) return send(response, 400, purchasePage({ ...open, ticket, chainId, amount }, 'Enter an amount from 10 to 7500 US dollars, with at most cents.'));
    // Taken before paying out: a second press of the button, or a replay of the form, finds nothing.
    openPurchases.delete(ticket);
    const address = open.address as Address;
    const hash = await pay(address, quote.units);
    purchases.push({ address, units: quote.units, hash });
    send(response, 200, receiptPage({ ether: formatEther(quote.units), address, hash }));
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    void (async () => {
      try {
        if (request.method === 'GET' && (url.pathname === COINBASE_PAY_PATH || url.pathname === '/')) return showPurchase(response, url);
        if (url.pathname === COMPLETE_PATH) {
          if (request.method !== 'POST') return send(response, 405, refusalPage('Not completed', 'Complete a purchase with its button.'));
          return await complete(request, response);
        }
        send(response, 404, refusalPage('Not found', 'This local provider has no such page.'));
      } catch (error) {
        if (!response.headersSent) send(response, 502, refusalPage('Not completed', `The payout failed: ${error instanceof Error ? error.message : String(error)}`));
        else response.end();
      }
    })();
  });
  const loopback = await serveOnLoopback(server, options.port ?? 0);
  return { url: loopback.url, purchases, stop: loopback.stop };
}
