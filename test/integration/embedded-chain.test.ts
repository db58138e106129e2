import { describe, expect, it } from 'vitest';
import { toHex } from 'viem';
import { Wallets } from '../../application/wallets/index.ts';
import { CHAIN_ID_KEY, memoryStorage } from '../../infrastructure/embedded-frame/adapters/frame-session.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import type { StoragePort } from '../../application/ports/storage.port.ts';
import { CHAIN_B, createHarness, settle } from '../fakes/app-kit-harness.ts';
import { FRAME_CODE, inProcessFrame } from '../fakes/in-process-frame.ts';

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** The site (networks 31337 then 31338) with the real frame behind its e-mail login; the frame's address names 31337. */
function site(frame = inProcessFrame({ urlChainId: 31337, chains: [31337, 31338] }), storage: StoragePort = createMemoryStorage()) {
  const harness = createHarness({ options: { ports: { authProvider: frame.auth, storage } }, storage });
  return { ...harness, frame, storage, login: harness.facade.flows.emailLogin };
}

async function logIn(s: ReturnType<typeof site>): Promise<void> {
  await s.login.commands.start({ email: 'visitor@example.com' });
  await s.login.commands.submitOtp({ otp: FRAME_CODE });
  await settle();
  expect(s.facade.account('eip155').getSnapshot().isConnected).toBe(true);
}

/** A transfer as a dApp's library sends it (no chainId field), approved inside the frame. */
async function send(s: ReturnType<typeof site>): Promise<void> {
  const provider = s.container.get<Wallets>(Wallets.token).sessions.provider('eip155');
  if (!provider) throw new Error('no provider after login');
  const sending = provider.request({ method: 'eth_sendTransaction', params: [{ from: s.frame.account.address, to: RECEIVER, value: '0x1' }] });
  await settle();
  await sending;
}

/** Where the page says the wallet is, where the frame reads and signs, and what its approval screen named. */
async function chainsSeen(s: ReturnType<typeof site>) {
  const provider = s.container.get<Wallets>(Wallets.token).sessions.provider('eip155');
  s.frame.calls.length = 0;
  await provider?.request({ method: 'eth_blockNumber' });
  await send(s);
  return {
    page: s.facade.stores.network.getSnapshot().caipNetwork?.id,
    frame: s.frame.session.chainId(),
    reads: s.frame.calls.filter((call) => call.method === 'eth_blockNumber').map((call) => call.chainId),
    sent: s.frame.calls.filter((call) => call.method === 'sendTransaction').map((call) => call.chainId),
    approval: s.frame.shownChains().at(-1),
  };
}

const ON_31338 = { page: 31338, frame: 31338, reads: [31338], sent: [31338], approval: '31338' };
const ON_31337 = { page: 31337, frame: 31337, reads: [31337], sent: [31337], approval: '31337' };

describe("the e-mail wallet's frame follows the site's network", () => {
  it('a first login while the site is on its second network reads, shows and signs on that network', async () => {
    const s = site();
    await s.facade.ready;
    await s.facade.switchNetwork(CHAIN_B);
    await logIn(s);
    expect(await chainsSeen(s)).toEqual(ON_31338);
  });

  it('a network switch while the code is being typed: the login ends on the network switched to', async () => {
    const s = site();
    await s.facade.ready;
    await s.login.commands.start({ email: 'visitor@example.com' });
    await s.facade.switchNetwork(CHAIN_B);
    await s.login.commands.submitOtp({ otp: FRAME_CODE });
    await settle();
    expect(await chainsSeen(s)).toEqual(ON_31338);
  });

  it("a chain this tab's frame chose earlier does not outlive a login on another network", async () => {
    const tab = memoryStorage();
    tab.setItem(CHAIN_ID_KEY, '31338');
    const s = site(inProcessFrame({ urlChainId: 31337, chains: [31337, 31338], sessionStorage: tab }));
    await s.facade.ready;
    await logIn(s);
    expect(await chainsSeen(s)).toEqual(ON_31337);
  });

  it('a session restored in a new tab (the frame back on its address chain) signs on the stored network', async () => {
    const pageStorage = createMemoryStorage();
    const frameStorage = memoryStorage();
    const first = site(inProcessFrame({ urlChainId: 31337, chains: [31337, 31338], storage: frameStorage }), pageStorage);
    await first.facade.ready;
    await first.facade.switchNetwork(CHAIN_B);
    await logIn(first);
    first.facade.destroy();

    // Same browser, new tab: the page's storage and the frame's token are there, the frame's tab state is not.
    const second = site(inProcessFrame({ urlChainId: 31337, chains: [31337, 31338], storage: frameStorage }), pageStorage);
    await second.facade.ready;
    await settle();
    expect(second.facade.account('eip155').getSnapshot()).toMatchObject({ isConnected: true });
    expect(await chainsSeen(second)).toEqual(ON_31338);
  });

  it('a network the wallet server does not serve ends the login with the catalogue text, not a wallet on another chain', async () => {
    const s = site(inProcessFrame({ urlChainId: 31337, chains: [31337] }));
    await s.facade.ready;
    await s.facade.switchNetwork(CHAIN_B);
    await s.login.commands.start({ email: 'visitor@example.com' });
    await s.login.commands.submitOtp({ otp: FRAME_CODE });
    await settle();
    expect(s.login.state.getSnapshot()).toMatchObject({ step: 'verifyOtp', error: { shortMessage: 'Chain is not supported' } });
    expect(s.facade.account('eip155').getSnapshot().isConnected).toBe(false);
  });

  it("a transaction is signed on the page's chain even when something else moved the frame's chain", async () => {
    const s = site();
    await s.facade.ready;
    await s.facade.switchNetwork(CHAIN_B);
    await logIn(s);
    // Another frame of the same site and tab (a nested frame shares the per-tab chain) switched it.
    s.frame.session.setChainId(31337);
    await send(s);
    expect(s.frame.calls.filter((call) => call.method === 'sendTransaction').map((call) => call.chainId)).toEqual([31338]);
    expect(s.frame.shownChains()).toEqual(['31338']);
    // A message carries no chain: it is signed as before.
    const provider = s.container.get<Wallets>(Wallets.token).sessions.provider('eip155');
    await expect(provider?.request({ method: 'personal_sign', params: [toHex('hi'), s.frame.account.address] })).resolves.toMatch(/^0x/);
  });
});
