import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChainAdapter, ChainAdapterDescriptor, SendNativeInput } from '../../application/ports/chain-adapter.port.ts';
import { PAY_STATUS_POLL_MS, PAY_WAIT_MS } from '../../application/pay/index.ts';
import { ERRORS, catalogueError } from '../../domain/errors/catalogue.ts';
import { CHAIN_A, CHAIN_B, settle } from '../../test/fakes/app-kit-harness.ts';
import { renderConnectedModal } from '../../test/fakes/connected-modal.tsx';
import { evmAdapterWithBalances } from '../../test/fakes/evm-test-adapter.ts';
import { scriptedExchanges, type ExchangesScript } from '../../test/fakes/scripted-pay-exchanges.ts';
import { fakePopups } from '../../test/fakes/social-login-fakes.ts';
import { ANVIL_ACCOUNT_0 } from '../../test/wallets/demo-wallet.ts';
import { ProviderRpcError, USER_REJECTED } from '../../test/wallets/provider-error.ts';
import { installPay } from '../pay/install-pay.ts';

// As on a page that imports `walletport/pay`: Pay's session and view come with that entry.
installPay();

afterEach(cleanup);

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const HASH = `0x${'ab'.repeat(32)}`;

interface Setup {
  readonly exchanges?: ExchangesScript;
  readonly send?: (input: SendNativeInput) => Promise<string>;
  readonly themeMode?: 'light' | 'dark';
  readonly options?: unknown;
}

/** Connected on Anvil A, Pay on, the exchanges scripted, and a payment of 0.25 ETH on Anvil B opened. */
async function openPay(setup: Setup = {}) {
  const exchanges = scriptedExchanges(setup.exchanges);
  const popups = fakePopups();
  const sent: SendNativeInput[] = [];
  const base = evmAdapterWithBalances({ [`${CHAIN_A.caipNetworkId}:${ANVIL_ACCOUNT_0}`]: 10n ** 22n });
  const adapter: ChainAdapterDescriptor = {
    namespace: 'eip155',
    load: async (): Promise<ChainAdapter> => ({ ...(await base.load()), sendNative: (_provider, input) => (sent.push(input), (setup.send ?? (async () => HASH))(input)) }),
  };
  const harness = await renderConnectedModal({
    payExchanges: exchanges.port,
    options: { adapters: [adapter], features: { pay: true }, ports: { popups: popups.port }, ...(setup.themeMode ? { themeMode: setup.themeMode } : {}) },
  });
  const options = setup.options ?? { paymentAsset: { network: CHAIN_B.caipNetworkId, asset: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } }, recipient: RECIPIENT, amount: '0.25' };
  await act(async () => {
    await harness.facade.flows.pay.commands.open(options);
    await harness.facade.open({ view: 'Pay' });
    await settle();
  });
  return { ...harness, exchanges, popups, sent };
}

const byTestId = (id: string) => screen.getByTestId(id);

async function press(testId: string): Promise<void> {
  await act(async () => {
    fireEvent.click(byTestId(testId));
    await settle();
  });
}

describe('the Pay view', () => {
  it('shows the amount, the asset, its network and the recipient, and the two ways to pay', async () => {
    await openPay();
    expect((await screen.findByTestId('wp-pay-amount')).textContent).toBe('0.25 ETH');
    expect(byTestId('wp-pay-network').textContent).toBe('on Anvil B');
    expect(byTestId('wp-pay-recipient').textContent).toContain(RECIPIENT);
    expect(screen.getByRole('button', { name: 'Pay from wallet' })).toBe(byTestId('wp-pay-with-wallet'));
    expect(screen.getByRole('button', { name: 'Pay with Reown Test Exchange' })).toBe(byTestId('wp-pay-exchange-reown_test'));
  });

  it('shows exactly what the wallet will send before asking it, then the receipt with the hash', async () => {
    const { sent, facade } = await openPay();
    await press('wp-pay-with-wallet');
    expect(sent).toEqual([]);
    expect(byTestId('wp-pay-confirm-from').textContent).toBe(ANVIL_ACCOUNT_0);
    expect(byTestId('wp-pay-confirm-recipient').textContent).toBe(RECIPIENT);
    expect(byTestId('wp-pay-confirm-amount').textContent).toBe('0.25 ETH');
    expect(byTestId('wp-pay-confirm-asset').textContent).toBe('ETH, the network’s own coin');
    expect(byTestId('wp-pay-confirm-network').textContent).toBe('Anvil B');
    expect(byTestId('wp-pay-confirm-switch').textContent).toBe('Your wallet will first be asked to switch to Anvil B.');
    await press('wp-pay-confirm-send');
    expect(sent).toEqual([{ network: CHAIN_B, from: ANVIL_ACCOUNT_0, to: RECIPIENT, value: 250_000_000_000_000_000n }]);
    expect((await screen.findByTestId('wp-pay-paid')).textContent).toContain('Payment completed');
    expect(byTestId('wp-pay-hash').textContent).toBe(`Transaction ${HASH}`);
    expect(facade.stores.modal.getSnapshot().router.view).toBe('Pay');
  });

  it('says a declined payment sent nothing, and lets the visitor choose again', async () => {
    await openPay({ send: () => Promise.reject(new ProviderRpcError(USER_REJECTED, 'User rejected the request.')) });
    await press('wp-pay-with-wallet');
    await press('wp-pay-confirm-send');
    expect((await screen.findByRole('alert')).textContent).toBe(ERRORS.PAY_DECLINED.message);
    await press('wp-pay-choose-again');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(byTestId('wp-pay-with-wallet')).not.toBeNull();
  });

  it('goes back from the confirmation without asking the wallet anything', async () => {
    const { sent } = await openPay();
    await press('wp-pay-with-wallet');
    await press('wp-pay-confirm-back');
    expect(screen.queryByTestId('wp-pay-confirm')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('opens the exchange’s page in the click’s window, waits, and shows the exchange’s receipt', async () => {
    const harness = await openPay({ exchanges: { statuses: [async () => ({ status: 'IN_PROGRESS', txHash: undefined }), async () => ({ status: 'SUCCESS', txHash: HASH })] } });
    await press('wp-pay-exchange-reown_test');
    expect(harness.popups.opened[0]?.urls).toEqual(['https://exchange.example/pay?session=s1']);
    expect(harness.popups.opened[0]?.openerAtNavigation).toEqual([false]);
    expect(byTestId('wp-pay-waiting').textContent).toContain('Payment initiated');
    for (let poll = 0; poll < 2; poll += 1) {
      await act(async () => {
        harness.clock.advance(PAY_STATUS_POLL_MS);
        await settle();
      });
    }
    expect((await screen.findByTestId('wp-pay-paid')).textContent).toContain('Payment completed');
    expect(byTestId('wp-pay-hash').textContent).toBe(`Transaction ${HASH}`);
  });

  it('ends an exchange that never confirms with its catalogue text, no spinner left', async () => {
    const harness = await openPay();
    await press('wp-pay-exchange-reown_test');
    for (let waited = 0; waited <= PAY_WAIT_MS; waited += PAY_STATUS_POLL_MS) {
      await act(async () => {
        harness.clock.advance(PAY_STATUS_POLL_MS);
        await settle();
      });
    }
    expect((await screen.findByRole('alert')).textContent).toBe(ERRORS.PAY_NOT_CONFIRMED.message);
    expect(document.querySelector('.wp-spinner')).toBeNull();
  });

  it('says a blocked window was blocked, and a failed exchange list how to try again', async () => {
    let fail = true;
    const harness = await openPay({ exchanges: { list: () => (fail ? Promise.reject(catalogueError('PAY_UNABLE_TO_GET_EXCHANGES')) : Promise.resolve({ exchanges: [{ id: 'binance', name: 'Binance', imageUrl: undefined }], total: 1 })) } });
    expect((await screen.findByRole('alert')).textContent).toBe(ERRORS.PAY_UNABLE_TO_GET_EXCHANGES.uiMessage);
    fail = false;
    await press('wp-pay-exchanges-retry');
    harness.popups.state.blocked = true;
    await press('wp-pay-exchange-binance');
    expect((await screen.findByRole('alert')).textContent).toBe(ERRORS.PAY_POPUP_BLOCKED.message);
    expect(harness.exchanges.asked.url).toEqual([]);
  });

  it('shows a refused request’s catalogue text and nothing to pay', async () => {
    await openPay({ options: { paymentAsset: { network: CHAIN_A.caipNetworkId, asset: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } }, recipient: RECIPIENT, amount: -1 } });
    expect((await screen.findByRole('alert')).textContent).toBe(ERRORS.PAY_INVALID_AMOUNT.message);
    expect(screen.queryByTestId('wp-pay-with-wallet')).toBeNull();
  });

  it('opened without a payment, says there is none, with no spinner left turning', async () => {
    const harness = await renderConnectedModal({ options: { features: { pay: true } } });
    await act(async () => {
      await harness.facade.open({ view: 'Pay' });
      await settle();
    });
    expect((await screen.findByTestId('wp-pay-no-request')).textContent).toBe('There is no payment to make here. A site asks for one with openPay.');
    expect(document.querySelector('.wp-spinner')).toBeNull();
  });

  for (const themeMode of ['light', 'dark'] as const) {
    it(`has no serious or critical axe finding in the ${themeMode} theme, choosing, confirming and waiting`, async () => {
      await openPay({ themeMode });
      await screen.findByTestId('wp-pay-with-wallet');
      expect(screen.getByRole('dialog').closest('[data-theme]')?.getAttribute('data-theme')).toBe(themeMode);
      const serious = async () => {
        // Colour contrast needs real layout (the browser tour checks it); roles, names and structure do not.
        const audit = await axe.run(screen.getByRole('dialog'), { rules: { 'color-contrast': { enabled: false } } });
        return audit.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
      };
      expect(await serious()).toEqual([]);
      await press('wp-pay-with-wallet');
      expect(await serious()).toEqual([]);
      await press('wp-pay-confirm-back');
      await press('wp-pay-exchange-reown_test');
      expect(await serious()).toEqual([]);
    });
  }
});
