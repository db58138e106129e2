import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { ONRAMP_POLL_MS, ONRAMP_WATCH_MS } from '../../application/onramp/index.ts';
import type { PopupPort } from '../../application/ports/popup.port.ts';
import { ERRORS } from '../../domain/errors/catalogue.ts';
import { settle, type HarnessOptions } from '../../test/fakes/app-kit-harness.ts';
import { renderConnectedModal } from '../../test/fakes/connected-modal.tsx';
import { evmAdapterWithBalances } from '../../test/fakes/evm-test-adapter.ts';
import { scriptedOnramp, servingBlockchainApi } from '../../test/fakes/scripted-onramp.ts';
import { fakePopups } from '../../test/fakes/social-login-fakes.ts';
import { standInOnrampQuote } from '../../test/msw/handlers/onramp-api.ts';
import { ANVIL_ACCOUNT_0 } from '../../test/wallets/demo-wallet.ts';

afterEach(cleanup);

const ACCOUNT = `eip155:31337:${ANVIL_ACCOUNT_0}`;
const ONE_ETH = 10n ** 18n;

interface OpenOptions {
  readonly serves?: boolean;
  readonly timeZone?: string;
  readonly popups?: PopupPort;
  readonly harness?: HarnessOptions;
}

/** Connected on Anvil A with 1 ETH, the onramp scripted, "Buy crypto" open and its options loaded. */
async function openOnramp(options: OpenOptions = {}) {
  const onramp = scriptedOnramp();
  const popups = fakePopups();
  const balances: Record<string, bigint> = { [ACCOUNT]: ONE_ETH };
  const harness = await renderConnectedModal({
    ...options.harness,
    onrampSource: onramp.port,
    options: {
      adapters: [evmAdapterWithBalances(balances)],
      ...options.harness?.options,
      ports: {
        blockchainApi: servingBlockchainApi(options.serves ?? true),
        popups: options.popups ?? popups.port,
        environment: { isMobile: () => false, origin: () => 'http://127.0.0.1', timeZone: () => options.timeZone ?? 'Europe/Madrid' },
      },
    },
  });
  await act(async () => {
    await harness.facade.open({ view: 'OnRampProviders' });
    await settle();
  });
  return { ...harness, onramp, popups, balances };
}

const byTestId = (id: string) => screen.getByTestId(id);

async function type(testId: string, value: string): Promise<void> {
  await act(async () => {
    fireEvent.change(byTestId(testId), { target: { value } });
    await settle();
  });
}

async function press(testId: string): Promise<void> {
  await act(async () => {
    fireEvent.click(byTestId(testId));
    await settle();
  });
}

/** Moves the harness clock one poll at a time, letting each balance read settle. */
async function pass(harness: { clock: { advance(ms: number): void } }, ms: number): Promise<void> {
  for (let passed = 0; passed < ms; passed += ONRAMP_POLL_MS) {
    await act(async () => {
      harness.clock.advance(ONRAMP_POLL_MS);
      await settle(300);
    });
  }
}

describe('the Buy crypto view', () => {
  it('prices the amount typed in dollars by card for ETH, with the service’s own figures', async () => {
    const { onramp } = await openOnramp();
    await screen.findByTestId('wp-onramp-form');
    expect([(byTestId('wp-onramp-currency') as HTMLSelectElement).value, (byTestId('wp-onramp-method') as HTMLSelectElement).value, (byTestId('wp-onramp-asset') as HTMLSelectElement).value])
      .toEqual(['USD', 'CARD', 'ETH']);
    await type('wp-onramp-amount', '100');
    const expected = standInOnrampQuote({ paymentAmount: '100', paymentCurrency: 'USD', paymentMethod: 'CARD', purchaseCurrency: 'ETH' });
    if (!expected.ok) throw new Error('the stand-in refused its own purchase');
    const figures = expected.answer as { purchaseAmount: { value: string }; paymentTotal: { value: string } };
    expect(byTestId('wp-onramp-get').textContent).toBe(`${figures.purchaseAmount.value} ETH`);
    expect(byTestId('wp-onramp-total').textContent).toBe(`${figures.paymentTotal.value} USD`);
    expect(onramp.quotes.at(-1)).toMatchObject({ country: 'US', paymentAmount: '100', paymentCurrency: 'USD', paymentMethod: 'CARD', purchaseCurrency: 'ETH' });
  });

  it('lists Coinbase and Meld with their fees, and says Coinbase delivers on Ethereum, not the local network', async () => {
    await openOnramp();
    await screen.findByTestId('wp-onramp-form');
    expect(byTestId('wp-onramp-fees-coinbase').textContent).toBe('Fees 1-2%');
    expect(byTestId('wp-onramp-lands-coinbase').textContent).toBe('Arrives on ethereum, not on Anvil A: the same address there.');
    expect(byTestId('wp-onramp-lands-meld').textContent).toBe('You choose the network on its page');
  });

  it('refuses an amount outside the card’s limits with the service’s figures, asking no price', async () => {
    const { onramp } = await openOnramp();
    await screen.findByTestId('wp-onramp-form');
    await type('wp-onramp-amount', '7500.01');
    expect((await screen.findByRole('alert')).textContent).toBe('The largest purchase with this payment method is 7500.00 USD.');
    expect(onramp.quotes).toEqual([]);
  });

  it('sends the window opened on the click to the provider, waits, and shows the purchase once the balance rises', async () => {
    const harness = await openOnramp();
    await screen.findByTestId('wp-onramp-form');
    await type('wp-onramp-amount', '100');
    await press('wp-onramp-buy-coinbase');
    const [popup] = harness.popups.opened;
    expect(popup?.urls).toEqual([`https://pay.coinbase.com/buy/select-asset?address=${ANVIL_ACCOUNT_0}`]);
    // The provider's page arrives with no opener: it cannot message the site or send its tab elsewhere.
    expect(popup?.openerAtNavigation).toEqual([false]);
    expect(harness.onramp.widgets).toEqual([{ provider: 'coinbase', account: ACCOUNT, asset: 'ETH', paymentAmount: '100', paymentCurrency: 'USD' }]);
    expect(byTestId('wp-onramp-waiting').textContent).toContain('Waiting for your purchase…');
    expect(byTestId('wp-onramp-waiting-lands').textContent).toContain('Arrives on ethereum');
    await pass(harness, ONRAMP_POLL_MS * 2);
    expect(screen.queryByTestId('wp-onramp-arrived')).toBeNull();
    harness.balances[ACCOUNT] = ONE_ETH + ONE_ETH / 25n;
    await pass(harness, ONRAMP_POLL_MS);
    expect((await screen.findByTestId('wp-onramp-arrived')).textContent).toContain('Purchase complete');
    expect(byTestId('wp-onramp-new-balance').textContent).toBe('Your balance is now 1.04 ETH');
    expect(popup?.closeCalls).toBe(0);
  });

  it('says so when the browser blocks the window, and opens nothing', async () => {
    const harness = await openOnramp();
    await screen.findByTestId('wp-onramp-form');
    harness.popups.state.blocked = true;
    await press('wp-onramp-buy-meld');
    expect((await screen.findByRole('alert')).textContent).toBe(ERRORS.ONRAMP_POPUP_BLOCKED.message);
    expect(harness.onramp.widgets).toEqual([]);
  });

  it('closes the blank window and says why when the provider’s page cannot be prepared', async () => {
    const harness = await openOnramp();
    await screen.findByTestId('wp-onramp-form');
    harness.onramp.script.widgetFail = true;
    await press('wp-onramp-buy-coinbase');
    expect((await screen.findByRole('alert')).textContent).toBe(ERRORS.ONRAMP_WIDGET_UNAVAILABLE.uiMessage);
    expect(harness.popups.opened[0]?.closed).toBe(true);
  });

  it('gives up after the watch’s bound with where to look, and stops reading the balance', async () => {
    const harness = await openOnramp();
    await screen.findByTestId('wp-onramp-form');
    await press('wp-onramp-buy-meld');
    await pass(harness, ONRAMP_WATCH_MS);
    expect((await screen.findByRole('alert')).textContent).toBe(ERRORS.ONRAMP_PURCHASE_NOT_SEEN.uiMessage);
    harness.balances[ACCOUNT] = 2n * ONE_ETH;
    await pass(harness, ONRAMP_POLL_MS * 3);
    expect(screen.queryByTestId('wp-onramp-arrived')).toBeNull();
  });

  it('stops waiting on Cancel and when the view closes: a later rise is not reported', async () => {
    const harness = await openOnramp();
    await screen.findByTestId('wp-onramp-form');
    await press('wp-onramp-buy-meld');
    await press('wp-onramp-cancel');
    expect(screen.getByTestId('wp-onramp-form')).not.toBeNull();
    await press('wp-onramp-buy-meld');
    expect(screen.getByTestId('wp-onramp-waiting')).not.toBeNull();
    await act(async () => {
      await harness.facade.close();
      await settle();
    });
    harness.balances[ACCOUNT] = 2n * ONE_ETH;
    await pass(harness, ONRAMP_POLL_MS * 3);
    expect(harness.facade.flows.onramp.state.getSnapshot()).toMatchObject({ status: 'idle', pending: undefined, arrival: undefined });
  });

  it('refuses plainly in a restricted time zone, asking the service nothing', async () => {
    const { onramp } = await openOnramp({ timeZone: 'Asia/Shanghai' });
    expect((await screen.findByRole('alert')).textContent).toBe(ERRORS.ONRAMP_RESTRICTED_REGION.message);
    expect(screen.queryByTestId('wp-onramp-form')).toBeNull();
    expect(onramp.quotes).toEqual([]);
  });

  it('offers AppKit’s fallback options and asks no price where the service does not serve the network', async () => {
    const { onramp } = await openOnramp({ serves: false });
    await screen.findByTestId('wp-onramp-fallback');
    expect([...(byTestId('wp-onramp-asset') as HTMLSelectElement).options].map((option) => option.value)).toEqual(['USDC']);
    await type('wp-onramp-amount', '100');
    expect(screen.queryByTestId('wp-onramp-quote')).toBeNull();
    expect(onramp.quotes).toEqual([]);
  });
});

describe('the Buy crypto view by keyboard and assistive technology', () => {
  it('labels every control and puts them in the tab order: amount, currency, method, coin, then each provider', async () => {
    await openOnramp();
    await screen.findByTestId('wp-onramp-form');
    const form = byTestId('wp-onramp-form');
    const tabbable = [...form.querySelectorAll<HTMLElement>('input, select, button, [tabindex]')].filter((element) => !(element as HTMLButtonElement).disabled && element.tabIndex >= 0);
    expect(tabbable.map((element) => element.dataset['testid'])).toEqual(['wp-onramp-amount', 'wp-onramp-currency', 'wp-onramp-method', 'wp-onramp-asset', 'wp-onramp-buy-coinbase', 'wp-onramp-buy-meld']);
    expect(screen.getByRole('textbox', { name: 'Amount to pay' })).toBe(byTestId('wp-onramp-amount'));
    expect(screen.getByRole('combobox', { name: 'Pay in' })).toBe(byTestId('wp-onramp-currency'));
    expect(screen.getByRole('button', { name: 'Buy with Meld.io' })).toBe(byTestId('wp-onramp-buy-meld'));
  });

  for (const themeMode of ['light', 'dark'] as const) {
    it(`has no serious or critical axe finding in the ${themeMode} theme, priced and then waiting`, async () => {
      await openOnramp({ harness: { options: { themeMode } } });
      await screen.findByTestId('wp-onramp-form');
      await type('wp-onramp-amount', '100');
      expect(screen.getByRole('dialog').closest('[data-theme]')?.getAttribute('data-theme')).toBe(themeMode);
      const serious = async () => {
        // Colour contrast needs real layout (the browser tour checks it); roles, names and structure do not.
        const audit = await axe.run(screen.getByRole('dialog'), { rules: { 'color-contrast': { enabled: false } } });
        return audit.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
      };
      expect(await serious()).toEqual([]);
      await press('wp-onramp-buy-coinbase');
      expect(await serious()).toEqual([]);
    });
  }
});
