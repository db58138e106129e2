import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { SwapSources, SwapSourceToken } from '../../application/ports/swap-source.port.ts';
import { ERRORS } from '../../domain/errors/catalogue.ts';
import { SWAP_QUOTE_DEBOUNCE_MS, SWAP_SLIPPAGE_PERCENT } from '../../domain/swap/swap-constants.ts';
import { CHAIN_A, CHAIN_B, settle, type HarnessOptions } from '../../test/fakes/app-kit-harness.ts';
import { renderConnectedModal } from '../../test/fakes/connected-modal.tsx';
import { scriptedSwapMarket, type ScriptedSwapMarketOptions } from '../../test/fakes/scripted-swap-market.ts';

afterEach(cleanup);

const caip = (hex: string) => `eip155:31337:0x${hex.repeat(20)}`;
const ETH = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const USDC = caip('11');
const DAI = caip('22');
const SCRIPT = caip('33');
const BIDI = caip('44');
const ROUTER = '0x76ca03a67C049477FfB09694dFeF00416dB69746';
const HTML_NAME = '<img src=x onerror=alert(1)>';

const TOKENS: readonly SwapSourceToken[] = [
  { name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18 },
  { name: 'USD Coin', symbol: 'USDC', address: USDC, decimals: 6 },
  { name: 'Dai Stablecoin', symbol: 'DAI', address: DAI, decimals: 18 },
  { name: HTML_NAME, symbol: 'PWN', address: SCRIPT, decimals: 18 },
  // Reads "USDC" once the override reorders it: the token list's rule drops it.
  { name: 'USD Coin', symbol: 'US\u202EDC', address: BIDI, decimals: 6 },
];

/** One ETH buys 3000 USDC or 3000 DAI, and back; PWN has no route. */
const USD_PER: Readonly<Record<string, bigint>> = { [ETH]: 3000n, [USDC]: 1n, [DAI]: 1n };
const DECIMALS: Readonly<Record<string, bigint>> = { [ETH]: 18n, [USDC]: 6n, [DAI]: 18n };
function quote(from: string, to: string, amount: bigint): bigint | undefined {
  const [soldUsd, boughtUsd, soldDecimals, boughtDecimals] = [USD_PER[from], USD_PER[to], DECIMALS[from], DECIMALS[to]];
  if (!soldUsd || !boughtUsd || soldDecimals === undefined || boughtDecimals === undefined) return undefined;
  return (amount * soldUsd * 10n ** boughtDecimals) / (boughtUsd * 10n ** soldDecimals);
}

const GAS = 200_000n;
const GAS_PRICE = 2_000_000_000n;
const MARKET: ScriptedSwapMarketOptions = { tokens: TOKENS, quote, spender: ROUTER, gas: GAS, gasPrice: GAS_PRICE, prices: { [ETH]: 3010, [USDC]: 1 } };

/** The harness's clock, which alone lets a typed amount's quote go out (after typing pauses). */
let clock: { advance(ms: number): void } | undefined;

/** Lets the pause after typing pass, and the quote it asks for come in. */
async function pauseTyping(): Promise<void> {
  await act(async () => {
    clock?.advance(SWAP_QUOTE_DEBOUNCE_MS);
    await settle();
  });
}

/** Connected with the demo wallet on the scripted market, the Swap view open and its tokens loaded. */
async function openSwap(options: { readonly market?: ScriptedSwapMarketOptions; readonly sources?: (market: SwapSources) => SwapSources; readonly harness?: HarnessOptions } = {}) {
  const market = scriptedSwapMarket(options.market ?? MARKET);
  const harness = await renderConnectedModal({
    ...options.harness,
    options: { adapters: [market.adapter], ...options.harness?.options },
    swapSources: options.sources ? options.sources(market.sources) : market.sources,
  });
  clock = harness.clock;
  await act(async () => {
    await harness.facade.open({ view: 'Swap' });
    await settle();
  });
  return { ...harness, market };
}

const byTestId = (id: string) => screen.getByTestId(id);
const select = (id: 'wp-swap-from' | 'wp-swap-to') => byTestId(id) as HTMLSelectElement;
const optionTexts = (id: 'wp-swap-from' | 'wp-swap-to') => [...select(id).options].map((option) => option.textContent);
const submit = () => byTestId('wp-swap-submit') as HTMLButtonElement;

async function change(testId: string, value: string): Promise<void> {
  await act(async () => {
    fireEvent.change(byTestId(testId), { target: { value } });
    await settle();
  });
  if (testId === 'wp-swap-amount') await pauseTyping();
}

async function formReady(): Promise<void> {
  await screen.findByTestId('wp-swap-form');
}

/** Pays `amount` of `from` for `to` and waits for the quote. */
async function quoted(from: string, to: string, amount: string): Promise<void> {
  await formReady();
  await change('wp-swap-from', from);
  await change('wp-swap-to', to);
  await change('wp-swap-amount', amount);
  await waitFor(() => expect(screen.queryByTestId('wp-swap-details')).not.toBeNull());
}

describe('the Swap view', () => {
  it('shows a spinner while the tokens load, then lists them with the coin to pay and nothing chosen to receive', async () => {
    let release: () => void = () => undefined;
    const listed = new Promise<void>((resolve) => (release = resolve));
    await openSwap({
      sources: (sources) => ({
        load: async (network, chain) => {
          const source = await sources.load(network, chain);
          return source && { ...source, tokens: async (id) => listed.then(() => source.tokens(id)) };
        },
      }),
    });
    const loading = await screen.findByTestId('wp-swap-loading');
    expect(loading.getAttribute('role')).toBe('status');
    expect(loading.textContent).toBe('Loading tokens…');
    await act(async () => release());
    await formReady();
    expect(select('wp-swap-from').value).toBe(ETH);
    expect(optionTexts('wp-swap-from')).toEqual(['ETH · Ether', 'DAI · Dai Stablecoin', 'USDC · USD Coin', `PWN · ${HTML_NAME}`]);
    expect(select('wp-swap-to').value).toBe('');
    expect(optionTexts('wp-swap-to')).toEqual(['Select token', 'ETH · Ether', 'DAI · Dai Stablecoin', 'USDC · USD Coin', `PWN · ${HTML_NAME}`]);
    expect(byTestId('wp-swap-to-amount').textContent).toBe('');
    expect(submit().disabled).toBe(true);
  });

  it('renders hostile token names as inert text, and drops a symbol a bidi override would disguise', async () => {
    await openSwap();
    await formReady();
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('img')).toBeNull();
    expect([...select('wp-swap-from').options].find((option) => option.value === SCRIPT)?.textContent).toBe(`PWN · ${HTML_NAME}`);
    expect([...select('wp-swap-from').options].some((option) => option.value === BIDI)).toBe(false);
    expect(dialog.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });

  it('quotes what is typed: the amount received, the rate, the price impact, the fee and the minimum after slippage', async () => {
    await openSwap();
    await quoted(ETH, USDC, '0.5');
    // 0.5 ETH at 3000 USDC each.
    expect(byTestId('wp-swap-to-amount').textContent).toBe('1500.000');
    expect(byTestId('wp-swap-rate').textContent).toBe('1 ETH = 3000 USDC');
    // Sold at 3010 USD per ETH, bought at 1 USD per USDC: (1505 − 1500) / 1505.
    expect(byTestId('wp-swap-price-impact').textContent).toBe('0.33%');
    // 200000 gas at 2 gwei, and that at 3010 USD per ETH.
    expect(byTestId('wp-swap-network-fee').textContent).toBe('0.0004 ETH (≈ $1.20)');
    expect(byTestId('wp-swap-minimum-received').textContent).toBe(`${(1500 * (100 - SWAP_SLIPPAGE_PERCENT)) / 100}.000 USDC`);
    expect(byTestId('wp-swap-slippage').textContent).toBe(`${SWAP_SLIPPAGE_PERCENT}%`);
    const labels = [...byTestId('wp-swap-details').querySelectorAll('dt')].map((term) => term.textContent);
    expect(labels).toEqual(['Rate', 'Price impact', 'Network fee', 'Minimum received', 'Slippage tolerance']);
    expect(submit().disabled).toBe(false);
    expect(submit().textContent).toBe('Swap');
  });

  it('keeps what is typed while the flow catches up, and quotes the last amount once typing pauses', async () => {
    const { market } = await openSwap();
    await quoted(ETH, USDC, '1');
    const field = byTestId('wp-swap-amount') as HTMLInputElement;
    await act(async () => {
      // Keystrokes faster than the flow takes them: no echo of an earlier one may set the field back.
      for (const typed of ['1', '12', '12.', '12.5']) fireEvent.change(field, { target: { value: typed } });
      await settle();
    });
    expect(field.value).toBe('12.5');
    // Nothing is asked while the visitor types; once typing pauses, the last amount only.
    const asked = market.quoted.length;
    await pauseTyping();
    expect(market.quoted.slice(asked)).toEqual([12_500_000_000_000_000_000n]);
    await waitFor(() => expect(byTestId('wp-swap-to-amount').textContent).toBe('37500.000'));
    expect(field.value).toBe('12.5');
  });

  it('leaves the caret where the visitor types, in the middle of the amount too', async () => {
    await openSwap();
    await quoted(ETH, USDC, '15');
    const field = byTestId('wp-swap-amount') as HTMLInputElement;
    field.focus();
    await act(async () => {
      // A 2 typed between the 1 and the 5, as the browser does it: the text and the caret first, then the event.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, '125');
      field.setSelectionRange(2, 2);
      fireEvent.input(field);
      await settle();
    });
    await pauseTyping();
    await waitFor(() => expect(byTestId('wp-swap-to-amount').textContent).toBe('375000.000'));
    expect([field.value, field.selectionStart]).toEqual(['125', 2]);
  });

  it('flips the two tokens, keeping the amount, and quotes again', async () => {
    await openSwap();
    await quoted(ETH, USDC, '0.5');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Switch tokens' }));
      await settle();
    });
    await waitFor(() => expect(select('wp-swap-from').value).toBe(USDC));
    expect(select('wp-swap-to').value).toBe(ETH);
    expect((byTestId('wp-swap-amount') as HTMLInputElement).value).toBe('0.5');
    // 0.5 USDC buys 0.5 / 3000 ETH: three decimals show none of it.
    await waitFor(() => expect(byTestId('wp-swap-rate').textContent).toBe('1 USDC = 0.000333333 ETH'));
  });

  it('filters both token lists by symbol or address, each keeping its chosen token', async () => {
    await openSwap();
    await formReady();
    await change('wp-swap-to', DAI);
    await change('wp-swap-search', 'usd');
    expect(optionTexts('wp-swap-from')).toEqual(['ETH · Ether', 'USDC · USD Coin']);
    expect(optionTexts('wp-swap-to')).toEqual(['DAI · Dai Stablecoin', 'USDC · USD Coin']);
    await change('wp-swap-search', `0x${'33'.repeat(20)}`);
    expect(optionTexts('wp-swap-from')).toEqual(['ETH · Ether', `PWN · ${HTML_NAME}`]);
    expect(screen.getByLabelText('Search by symbol or address')).toBe(byTestId('wp-swap-search'));
  });

  it('shows the exact approval first, keeps Swap disabled until it is mined, then swaps, links the swap on the explorer and goes back to the account', async () => {
    const anvilscan = { ...CHAIN_A, blockExplorers: { default: { name: 'Anvilscan', url: 'https://anvilscan.example' } } };
    const { facade, market } = await openSwap({ harness: { options: { networks: [anvilscan, CHAIN_B] } } });
    await quoted(USDC, ETH, '150.5');
    const approval = byTestId('wp-swap-approval');
    expect(within(approval).getByTestId('wp-swap-approval-text').textContent).toBe(`Allow ${ROUTER} to spend exactly 150.5 USDC`);
    expect(byTestId('wp-swap-spender').textContent).toBe(ROUTER);
    expect(submit().disabled).toBe(true);
    const approve = within(approval).getByRole('button', { name: 'Approve USDC' });
    await act(async () => {
      approve.focus();
      fireEvent.click(approve);
      await settle();
    });
    await waitFor(() => expect(screen.queryByTestId('wp-swap-approval')).toBeNull());
    // The wallet was asked for exactly 150.5 USDC (6 decimals) for the router, nothing more.
    expect(market.sent[0]?.data).toBe(`0x095ea7b3${ROUTER.slice(2).toLowerCase().padStart(64, '0')}${(150_500_000).toString(16).padStart(64, '0')}`);
    expect(submit().disabled).toBe(false);
    expect(document.activeElement).toBe(submit());

    const wallet = market.holdNextSend();
    await act(async () => {
      fireEvent.click(submit());
      await settle();
    });
    await waitFor(() => expect(submit().getAttribute('aria-busy')).toBe('true'));
    expect(submit().textContent).toBe('Confirm in your wallet…');
    expect((byTestId('wp-swap-amount') as HTMLInputElement).readOnly).toBe(true);
    expect(select('wp-swap-from').disabled).toBe(true);
    expect(select('wp-swap-to').disabled).toBe(true);
    await act(async () => {
      wallet.answer();
      await settle();
    });
    const success = await screen.findByTestId('wp-swap-success');
    expect(success.textContent).toContain('Swap sent');
    expect(success.textContent).toContain(`Transaction 0x${'2'.padStart(64, '0')}`);
    expect(within(success).getByRole('link', { name: 'View the transaction on Anvilscan' }).getAttribute('href')).toBe(`https://anvilscan.example/tx/0x${'2'.padStart(64, '0')}`);
    await act(async () => {
      fireEvent.click(within(success).getByRole('button', { name: 'Back to account' }));
      await settle();
    });
    expect(facade.stores.modal.getSnapshot().router.view).toBe('Account');
    await waitFor(() => expect(facade.flows.swap.state.getSnapshot().status).toBe('idle'));
  });

  it('says what is wrong with the amount in an alert, and keeps Swap disabled on a short balance', async () => {
    await openSwap();
    await quoted(ETH, USDC, '20000');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(ERRORS.SWAP_INSUFFICIENT_BALANCE.message);
    expect(submit().disabled).toBe(true);
    await change('wp-swap-from', USDC);
    await change('wp-swap-to', ETH);
    await change('wp-swap-amount', '1.1234567');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This token allows at most 6 decimal places.'));
    expect(submit().disabled).toBe(true);
  });

  it('asks to connect a wallet when none is, instead of showing the form', async () => {
    const { facade } = await openSwap();
    await formReady();
    await act(async () => {
      await facade.disconnect();
      await settle();
    });
    expect(facade.stores.modal.getSnapshot().router.view).toBe('Connect');
    await act(async () => {
      facade.navigate({ type: 'push', view: 'Swap' });
      await settle();
    });
    expect(screen.queryByTestId('wp-swap-form')).toBeNull();
    expect((await screen.findByTestId('wp-swap-not-connected')).textContent).toBe('Connect a wallet to swap tokens.');
  });

  it('offers Try again with the reason when the network has no swap source', async () => {
    await openSwap({ sources: () => ({ load: async () => undefined }) });
    const reason = await screen.findByRole('alert');
    expect(reason.textContent).toBe(ERRORS.SWAPS_NETWORK_NOT_SUPPORTED.message);
    expect(screen.getByRole('button', { name: 'Try again' })).not.toBeNull();
  });
});

describe('the Swap view by keyboard and assistive technology', () => {
  it('labels every control and puts them in the tab order: search, pay, amount, flip, receive, Swap', async () => {
    await openSwap();
    await quoted(ETH, USDC, '0.5');
    const form = byTestId('wp-swap-form');
    const tabbable = [...form.querySelectorAll<HTMLElement>('input, select, button, [tabindex]')].filter((element) => !(element as HTMLButtonElement).disabled && element.tabIndex >= 0);
    expect(tabbable.map((element) => element.dataset['testid'])).toEqual(['wp-swap-search', 'wp-swap-from', 'wp-swap-amount', 'wp-swap-flip', 'wp-swap-to', 'wp-swap-submit']);
    for (const element of tabbable) {
      element.focus();
      expect(document.activeElement).toBe(element);
    }
    const pay = screen.getByRole('group', { name: 'You pay' });
    expect(within(pay).getByRole('combobox', { name: 'Token' })).toBe(select('wp-swap-from'));
    expect(within(pay).getByRole('textbox', { name: 'Amount' })).toBe(byTestId('wp-swap-amount'));
    expect(byTestId('wp-swap-amount').getAttribute('inputmode')).toBe('decimal');
    const receive = screen.getByRole('group', { name: 'You receive' });
    expect(within(receive).getByRole('combobox', { name: 'Token' })).toBe(select('wp-swap-to'));
  });

  for (const themeMode of ['light', 'dark'] as const) {
    it(`has no serious or critical axe finding in the ${themeMode} theme, with an approval pending`, async () => {
      await openSwap({ harness: { options: { themeMode } } });
      await quoted(USDC, ETH, '10');
      expect(screen.getByTestId('wp-swap-approval')).not.toBeNull();
      expect(screen.getByRole('dialog').closest('[data-theme]')?.getAttribute('data-theme')).toBe(themeMode);
      // Colour contrast needs real layout (the browser tour checks it); roles, names and structure do not.
      const audit = await axe.run(screen.getByRole('dialog'), { rules: { 'color-contrast': { enabled: false } } });
      expect(audit.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
    });
  }
});
