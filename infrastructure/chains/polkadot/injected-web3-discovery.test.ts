import { firstValueFrom } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnnouncedWallet } from '../../../application/ports/wallet-discovery.port.ts';
import { createMemoryStorage } from '../../storage/memory-storage.ts';
import { createInjectedWeb3Discovery, LATE_INJECTION_MS, type InjectedWeb3Host } from './injected-web3-discovery.ts';

const ADDRESS = '5DeZAMjvpmKhgfoju3A2nSarhrSWDrk25vDi38UocrqVUB6z';

function memory() {
  const { entries } = createMemoryStorage();
  return { getItem: (key: string) => entries.get(key) ?? null, setItem: (key: string, value: string) => void entries.set(key, value), removeItem: (key: string) => void entries.delete(key), entries };
}

/** An extension whose accounts subscription a test can drive and count. */
function fakeExtension(overrides: { enable?: (origin: string) => Promise<unknown> } = {}) {
  const subscribers = new Set<(accounts: unknown) => void>();
  const origins: string[] = [];
  const injected = {
    accounts: {
      get: async () => [{ address: ADDRESS }, { address: 'not-an-address' }, null, 42],
      subscribe: (listener: (accounts: unknown) => void) => {
        subscribers.add(listener);
        return () => subscribers.delete(listener);
      },
    },
    signer: { signRaw: async () => ({ id: 1, signature: `0x${'ab'.repeat(64)}` }) },
  };
  const extension = { version: '1.0.0', enable: overrides.enable ?? (async (origin: string) => (origins.push(origin), injected)) };
  return { extension, subscribers, origins };
}

const discoveries: { stop(): void }[] = [];
afterEach(() => {
  discoveries.splice(0).forEach((discovery) => discovery.stop());
  vi.useRealTimers();
});

function discover(host: InjectedWeb3Host) {
  const discovery = createInjectedWeb3Discovery(host);
  discoveries.push(discovery);
  discovery.requestAnnouncements();
  return discovery;
}

const listed = (discovery: ReturnType<typeof discover>): Promise<readonly AnnouncedWallet[]> => firstValueFrom(discovery.wallets$);

describe('injectedWeb3 discovery', () => {
  it('lists extensions under their known or title-cased names, as polkadot wallets with ids in the injected-web3 zone', async () => {
    const host = { injectedWeb3: { 'polkadot-js': fakeExtension().extension, talisman: fakeExtension().extension, 'subwallet-js': fakeExtension().extension, 'demo-wallet': fakeExtension().extension } };
    const wallets = await listed(discover(host));
    expect(wallets.map((wallet) => [wallet.info.name, wallet.info.rdns, wallet.namespace])).toEqual([
      ['polkadot{.js}', 'injected-web3.polkadot-js', 'polkadot'],
      ['Talisman', 'injected-web3.talisman', 'polkadot'],
      ['SubWallet', 'injected-web3.subwallet-js', 'polkadot'],
      ['Demo Wallet', 'injected-web3.demo-wallet', 'polkadot'],
    ]);
    expect(wallets[0]?.info.icon).toMatch(/^data:image\/svg\+xml,/);
  });

  it('lists nothing bad from a hostile injectedWeb3: throwing getters, non-functions, a throwing Proxy, and caps a huge key list', async () => {
    const hostile: Record<string, unknown> = { fine: fakeExtension().extension, 'no-enable': { version: '1' }, 'string-enable': { enable: 'yes' }, nothing: null };
    Object.defineProperty(hostile, 'throwing', { enumerable: true, get: () => { throw new Error('boom'); } });
    Object.defineProperty(hostile, 'throwing-enable', { enumerable: true, value: Object.defineProperty({}, 'enable', { get: () => { throw new Error('boom'); } }) });
    expect((await listed(discover({ injectedWeb3: hostile }))).map((wallet) => wallet.info.name)).toEqual(['Fine']);

    const trap = new Proxy({}, { ownKeys: () => { throw new Error('no keys'); } });
    expect(await listed(discover({ injectedWeb3: trap }))).toEqual([]);
    const throwingHost = Object.defineProperty({}, 'injectedWeb3', { get: () => { throw new Error('no'); } });
    expect(await listed(discover(throwingHost))).toEqual([]);

    const many = Object.fromEntries(Array.from({ length: 10_000 }, (_, index) => [`wallet-${index}`, fakeExtension().extension]));
    expect((await listed(discover({ injectedWeb3: many }))).length).toBeLessThanOrEqual(32);
  });

  it('lists an extension injected late once the timer fires; stop() clears that timer', async () => {
    vi.useFakeTimers();
    const host: { injectedWeb3: Record<string, unknown> } = { injectedWeb3: {} };
    const discovery = discover(host);
    host.injectedWeb3['late-wallet'] = fakeExtension().extension;
    expect(await listed(discovery)).toEqual([]);
    await vi.advanceTimersByTimeAsync(LATE_INJECTION_MS);
    expect((await listed(discovery)).map((wallet) => wallet.info.name)).toEqual(['Late Wallet']);

    const stopped = discover({ injectedWeb3: host.injectedWeb3 });
    expect(vi.getTimerCount()).toBe(1);
    stopped.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('the first extension under a key keeps its row when a script replaces it', async () => {
    const first = fakeExtension();
    const host: { injectedWeb3: Record<string, unknown> } = { injectedWeb3: { talisman: first.extension } };
    const discovery = discover(host);
    host.injectedWeb3['talisman'] = fakeExtension({ enable: async () => { throw new Error('impostor'); } }).extension;
    discovery.requestAnnouncements();
    const [wallet] = await listed(discovery);
    expect(await wallet?.provider.request({ method: 'polkadot_requestAccounts' })).toEqual([ADDRESS]);
    expect(first.origins).toHaveLength(1);
  });
});

describe('the injectedWeb3 provider', () => {
  async function providerOf(extension: unknown, host: Partial<InjectedWeb3Host> = {}) {
    const [wallet] = await listed(discover({ injectedWeb3: { 'demo-wallet': extension }, ...host }));
    if (!wallet) throw new Error('not listed');
    return wallet.provider;
  }

  it('enables with the page title as the dApp name and answers the valid addresses; getAccounts is silent until then', async () => {
    const fake = fakeExtension();
    const provider = await providerOf(fake.extension, { document: { title: 'Example dApp' }, location: { origin: 'https://app.example' } });
    expect(await provider.request({ method: 'polkadot_getAccounts' })).toEqual([]);
    expect(fake.origins).toEqual([]);
    expect(await provider.request({ method: 'polkadot_requestAccounts' })).toEqual([ADDRESS]);
    expect(fake.origins).toEqual(['Example dApp']);
    expect(await provider.request({ method: 'polkadot_getAccounts' })).toEqual([ADDRESS]);
  });

  it('a reload asks an extension the site enabled before again, without prompting one it never enabled', async () => {
    const pageMemory = memory();
    const fake = fakeExtension();
    await (await providerOf(fake.extension, { localStorage: pageMemory, location: { origin: 'https://app.example' } })).request({ method: 'polkadot_requestAccounts' });
    const reloaded = await providerOf(fake.extension, { localStorage: pageMemory });
    expect(await reloaded.request({ method: 'polkadot_getAccounts' })).toEqual([ADDRESS]);
    // Without a title or an origin, the extension is told the modal's name.
    expect(fake.origins).toEqual(['https://app.example', 'walletport']);
    await reloaded.request({ method: 'polkadot_disconnect' });
    expect(await (await providerOf(fake.extension, { localStorage: pageMemory })).request({ method: 'polkadot_getAccounts' })).toEqual([]);
    expect(fake.origins).toHaveLength(2);
  });

  it('a refused enable is an error with code 4001', async () => {
    const provider = await providerOf(fakeExtension({ enable: async () => { throw new Error('Rejected'); } }).extension);
    await expect(provider.request({ method: 'polkadot_requestAccounts' })).rejects.toMatchObject({ code: 4001, message: expect.stringContaining('Rejected') });
  });

  it('signs the message as UTF-8 hex bytes with signRaw and answers { signature }', async () => {
    const signRaw = vi.fn(async () => ({ id: 1, signature: `0x${'cd'.repeat(64)}` }));
    const extension = { enable: async () => ({ accounts: { get: async () => [{ address: ADDRESS }] }, signer: { signRaw } }) };
    const provider = await providerOf(extension);
    await expect(provider.request({ method: 'polkadot_signMessage', params: { address: ADDRESS, message: 'hé' } })).rejects.toMatchObject({ code: 4100 });
    await provider.request({ method: 'polkadot_requestAccounts' });
    expect(await provider.request({ method: 'polkadot_signMessage', params: { address: ADDRESS, message: 'hé' } })).toEqual({ signature: `0x${'cd'.repeat(64)}` });
    expect(signRaw).toHaveBeenCalledWith({ address: ADDRESS, data: '0x68c3a9', type: 'bytes' });
    signRaw.mockRejectedValueOnce(new Error('Cancelled'));
    await expect(provider.request({ method: 'polkadot_signMessage', params: { address: ADDRESS, message: 'x' } })).rejects.toMatchObject({ code: 4001 });
    await expect(provider.request({ method: 'polkadot_signTransaction' })).rejects.toMatchObject({ code: 4200 });
  });

  it('emits accountsChanged from accounts.subscribe, and unsubscribes when the last listener goes or the discovery stops', async () => {
    const fake = fakeExtension();
    const provider = await providerOf(fake.extension);
    const seen: unknown[] = [];
    const listener = (accounts: unknown): void => void seen.push(accounts);
    provider.on?.('accountsChanged', listener as never);
    expect(fake.subscribers.size).toBe(0);
    await provider.request({ method: 'polkadot_requestAccounts' });
    expect(fake.subscribers.size).toBe(1);
    fake.subscribers.forEach((subscriber) => subscriber([{ address: ADDRESS }, { address: 7 }]));
    expect(seen).toEqual([[ADDRESS]]);
    provider.removeListener?.('accountsChanged', listener as never);
    expect(fake.subscribers.size).toBe(0);
    provider.on?.('accountsChanged', listener as never);
    expect(fake.subscribers.size).toBe(1);
    discoveries.forEach((discovery) => discovery.stop());
    expect(fake.subscribers.size).toBe(0);
  });
});
