import { createPublicClient, http, type PublicClient } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONRAMP_POLL_MS } from '../../application/onramp/index.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { formatExactUnits } from '../../domain/format/exact-units.ts';
import { defineEvmNetwork } from '../../infrastructure/chains/evm/define-network.ts';
import { evmAdapter } from '../../infrastructure/chains/evm/entry.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { createHarness } from '../fakes/app-kit-harness.ts';
import { fakePopups } from '../fakes/social-login-fakes.ts';
import { standInOnrampQuote } from '../msw/handlers/onramp-api.ts';
import { setupRemoteServer } from '../msw/setup-remote-server.ts';
import { startAnvil, type AnvilChain } from '../stand-ins/anvil.ts';
import { findFreePort } from '../stand-ins/free-port.ts';
import { startOnrampProvider, type OnrampProviderStandIn } from '../stand-ins/onramp-provider.ts';
import { ANVIL_ACCOUNT_0, DemoWallet, announceWallet } from '../wallets/demo-wallet.ts';

const LOOPBACK = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//;

let chain: AnvilChain;
let network: CaipNetwork;
let reader: PublicClient;
let provider: OnrampProviderStandIn;
let remote: ReturnType<typeof setupRemoteServer>;

beforeAll(async () => {
  chain = await findFreePort().then((port) => startAnvil({ chainId: 31337, port }));
  network = defineEvmNetwork({ id: 31337, name: 'Anvil A', rpcUrl: chain.rpcUrl });
  reader = createPublicClient({ transport: http(chain.rpcUrl) });
  provider = await startOnrampProvider({ rpcUrl: chain.rpcUrl });
  remote = setupRemoteServer({ data: { onrampSite: provider.url } });
  // The chain and the provider's page are real servers on loopback; every other request must be a stand-in's.
  remote.server.listen({ onUnhandledRequest: (request, print) => (LOOPBACK.test(request.url) ? undefined : print.error()) });
}, 30_000);

afterAll(async () => {
  remote?.server.close();
  await provider?.stop();
  await chain?.stop();
});

/** The demo wallet on anvil, an instance whose onramp points at the local provider's page. */
function onrampHarness() {
  const target = new EventTarget();
  const wallet = new DemoWallet({ chains: { '31337': chain.rpcUrl }, initialChainId: 31337 });
  announceWallet(wallet, target);
  const popups = fakePopups();
  const harness = createHarness({
    page: { target, wallet, announce: () => () => undefined },
    announce: false,
    options: {
      networks: [network],
      adapters: [evmAdapter()],
      onramp: { sites: { coinbase: provider.url, meld: provider.url } },
      ports: { storage: createMemoryStorage(), popups: popups.port },
    },
  });
  return { ...harness, popups };
}

/** What the visitor does on the provider's page: opens it, and presses "Complete purchase" for `dollars`. */
async function completeOnProviderPage(url: string, dollars: string): Promise<void> {
  const page = await (await fetch(url)).text();
  const ticket = /name="ticket" value="([0-9a-f]+)"/.exec(page)?.[1];
  if (!ticket) throw new Error(`no purchase on the provider page:\n${page}`);
  const done = await fetch(new URL('/complete', url), { method: 'POST', body: new URLSearchParams({ ticket, amount: dollars }) });
  expect(done.status).toBe(200);
}

/** Moves the harness clock a poll at a time until `done`, with real time for the chain reads in between. */
async function pollUntil(clock: { advance(ms: number): void }, done: () => boolean, polls = 10): Promise<void> {
  for (let poll = 0; poll < polls && !done(); poll += 1) {
    clock.advance(ONRAMP_POLL_MS);
    for (let wait = 0; wait < 40 && !done(); wait += 1) await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('buying ETH through the stand-in onramp on anvil', () => {
  it('prices the purchase, opens the Coinbase page in the window, and sees the paid-out ETH arrive', async () => {
    const { facade, popups, clock } = onrampHarness();
    await facade.ready;
    await facade.connect('dev.walletport.demo');
    const onramp = facade.flows.onramp;
    await onramp.commands.start();
    expect(onramp.state.getSnapshot()).toMatchObject({ status: 'idle', fallbackOptions: false, quotesOffered: true, paymentCurrency: 'USD', paymentMethod: 'CARD', purchaseCurrency: 'ETH' });
    await onramp.commands.setAmount('100');
    const expected = standInOnrampQuote({ paymentAmount: '100', paymentCurrency: 'USD', paymentMethod: 'CARD', purchaseCurrency: 'ETH' });
    if (!expected.ok) throw new Error('the stand-in refused its own purchase');
    expect(onramp.state.getSnapshot()).toMatchObject({ status: 'ready', error: undefined, quote: expected.answer });

    const before = await reader.getBalance({ address: ANVIL_ACCOUNT_0 });
    await expect(onramp.commands.buy('coinbase')).resolves.toBe(true);
    const [popup] = popups.opened;
    const page = new URL(popup?.urls[0] ?? '');
    expect(page.origin).toBe(provider.url);
    expect(page.pathname).toBe('/buy/select-asset');
    expect(page.searchParams.get('partnerUserId')).toBe(ANVIL_ACCOUNT_0);
    expect(onramp.state.getSnapshot()).toMatchObject({ status: 'waiting', pending: { provider: 'coinbase', coinbase: { chain: 'ethereum', isFallback: true } } });

    // Nothing arrives before the visitor pays.
    await pollUntil(clock, () => false, 1);
    expect(onramp.state.getSnapshot().status).toBe('waiting');

    await completeOnProviderPage(page.href, '100');
    expect(await reader.getBalance({ address: ANVIL_ACCOUNT_0 })).toBe(before + expected.units);
    await pollUntil(clock, () => onramp.state.getSnapshot().status === 'arrived');
    expect(onramp.state.getSnapshot()).toMatchObject({
      status: 'arrived',
      pending: undefined,
      arrival: { balance: formatExactUnits(before + expected.units, 18), symbol: 'ETH' },
    });
    expect(provider.purchases).toHaveLength(1);
  }, 60_000);
});
