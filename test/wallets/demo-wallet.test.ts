import { describe, expect, it } from 'vitest';
import { DemoWallet, announceWallet, uuidV4 } from './demo-wallet.ts';

// EIP-6963: `info.uuid` is a UUIDv4 (version nibble 4, variant bits 10), unique per provider session.
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function demoWallet(): DemoWallet {
  return new DemoWallet({ chains: { '31337': 'http://127.0.0.1:1' }, initialChainId: 31337 });
}

describe('the EVM Demo Wallet, as EIP-6963 and EIP-1193 publish them', () => {
  it('announces a frozen { info, provider } whose uuid is a UUIDv4, now and on every eip6963:requestProvider', () => {
    const wallet = demoWallet();
    const page = new EventTarget();
    const details: { info: DemoWallet['info']; provider: unknown }[] = [];
    page.addEventListener('eip6963:announceProvider', (event) => details.push((event as CustomEvent).detail));
    const stop = announceWallet(wallet, page);
    page.dispatchEvent(new Event('eip6963:requestProvider'));
    stop();
    page.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(details).toHaveLength(2);
    expect(details[0]?.info.uuid).toMatch(UUID_V4);
    expect(details[0]).toEqual({ info: { uuid: wallet.info.uuid, name: 'Demo Wallet', icon: expect.stringMatching(/^data:image\//), rdns: 'dev.walletport.demo' }, provider: wallet });
    expect(Object.isFrozen(details[0])).toBe(true);
    // Another instance is another provider session: another uuid.
    expect(demoWallet().info.uuid).not.toBe(wallet.info.uuid);
  });

  it('draws version-4 UUIDs', () => {
    const drawn = new Set(Array.from({ length: 50 }, () => uuidV4()));
    expect(drawn.size).toBe(50);
    for (const uuid of drawn) expect(uuid).toMatch(UUID_V4);
  });

  it('answers a refused request with ProviderRpcError 4001 and a sign before connecting with 4100', async () => {
    const wallet = demoWallet();
    await expect(wallet.request({ method: 'personal_sign', params: ['0x68', '0x0'] })).rejects.toMatchObject({ code: 4100 });
    wallet.rejectNextRequests();
    await expect(wallet.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4001 });
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([]);
  });
});
