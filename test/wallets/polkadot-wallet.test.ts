import { Keyring } from '@polkadot/keyring';
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto';
import { u8aWrapBytes } from '@polkadot/util';
import { describe, expect, it } from 'vitest';
import { westend } from '../../domain/network/catalogue/polkadot.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { POLKADOT_TEST_ADDRESS, POLKADOT_TEST_SEED_HEX, installPolkadotTestWallet, polkadotAddressOfSeed } from './polkadot-wallet.ts';
import { polkadotSeedBytes } from './polkadot-keys.ts';
import { polkadotRequestAnswerer } from './wc-test-wallet-polkadot.ts';

interface TestInjected {
  accounts: { get(): Promise<{ address: string }[]> };
  signer: { signRaw(payload: object): Promise<{ signature: `0x${string}` }> };
}

describe('the Polkadot test wallet', () => {
  it('derives the same account as @polkadot/keyring does from the seed, in any prefix', async () => {
    await cryptoWaitReady();
    const pair = new Keyring({ type: 'sr25519', ss58Format: 42 }).addFromSeed(polkadotSeedBytes(POLKADOT_TEST_SEED_HEX));
    expect(polkadotAddressOfSeed(POLKADOT_TEST_SEED_HEX)).toBe(pair.address);
    expect(POLKADOT_TEST_ADDRESS).toBe(pair.address);
    expect(polkadotAddressOfSeed(POLKADOT_TEST_SEED_HEX, 0)).toMatch(/^1/);
  });

  it('is injected at injectedWeb3["demo-wallet"], asks before enabling, remembers the site and signs <Bytes>-wrapped data', async () => {
    const asked: string[] = [];
    const { entries } = createMemoryStorage();
    const memory = { getItem: (key: string) => entries.get(key) ?? null, setItem: (key: string, value: string) => void entries.set(key, value), removeItem: (key: string) => void entries.delete(key) };
    const page: { injectedWeb3?: Record<string, unknown> } = {};
    const wallet = installPolkadotTestWallet({}, { memory, approve: (what) => (asked.push(what), true), target: page });
    const entry = page.injectedWeb3?.['demo-wallet'] as { enable(origin: string): Promise<TestInjected> };
    const injected = await entry.enable('Example');
    expect(await injected.accounts.get()).toMatchObject([{ address: POLKADOT_TEST_ADDRESS }]);
    const { signature } = await injected.signer.signRaw({ address: polkadotAddressOfSeed(POLKADOT_TEST_SEED_HEX, 0), data: '0x68656c6c6f', type: 'bytes' });
    expect(signatureVerify(u8aWrapBytes(new TextEncoder().encode('hello')), signature, POLKADOT_TEST_ADDRESS).isValid).toBe(true);
    await expect(injected.signer.signRaw({ address: polkadotAddressOfSeed('09'.repeat(32)), data: '0x00', type: 'bytes' })).rejects.toThrow();

    const reloaded = installPolkadotTestWallet({}, { memory, approve: () => false, target: {} });
    await expect(reloaded.enable('Example')).resolves.toBeDefined();
    expect(reloaded.calls).toEqual(['enable:remembered']);
    expect(asked).toEqual(['enable', 'signRaw']);
    expect(wallet.calls).toEqual(['enable', 'accounts.get', 'signRaw', 'signRaw']);
    expect(wallet.origins).toEqual(['Example']);
    // The extension's own refusal of an authorisation request: Error('Rejected'), nothing more.
    const refusing = installPolkadotTestWallet({}, { approve: () => false, target: {} });
    await expect(refusing.enable('Example')).rejects.toThrow(new Error('Rejected'));
    await expect(refusing.enable('Example')).rejects.toSatisfy((error: unknown) => error instanceof Error && error.message === 'Rejected');
  });

  it('the WalletConnect answerer gives each chain its prefix and signs polkadot_signMessage for its own address only', () => {
    const answerer = polkadotRequestAnswerer(POLKADOT_TEST_SEED_HEX);
    expect(answerer.accountsOn(westend.caipNetworkId)).toEqual([POLKADOT_TEST_ADDRESS]);
    expect(answerer.accountsOn('polkadot:91b171bb158e2d3848fa23a9f1c25182')).toEqual([polkadotAddressOfSeed(POLKADOT_TEST_SEED_HEX, 0)]);
    const { signature } = answerer.answer('polkadot_signMessage', { address: POLKADOT_TEST_ADDRESS, message: 'hi' }, westend.caipNetworkId) as { signature: string };
    expect(signatureVerify(u8aWrapBytes(new TextEncoder().encode('hi')), signature, POLKADOT_TEST_ADDRESS).isValid).toBe(true);
    expect(() => answerer.answer('polkadot_signMessage', { address: polkadotAddressOfSeed('09'.repeat(32)), message: 'hi' }, westend.caipNetworkId)).toThrow(/not my account/);
  });
});
