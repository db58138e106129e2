import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it, vi } from 'vitest';
import type { SiwxMessageData, SiwxSession } from '../../domain/siwx/siwx.ts';
import { formatSiwxMessage, siwxAccountLabel } from '../../domain/siwx/siwx-message-text.ts';
import { verifySiwxSession, type VerifySiwxSessionOptions } from './verify-session.ts';

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const NOW = new Date('2026-03-01T12:00:00.000Z');
const BASE = { domain: 'app.example.test', nonce: 'n0nce-one', maxAgeSeconds: 300, now: NOW } as const;
const refused = (code: string) => expect.objectContaining({ name: 'WalletportError', code });

async function session(overrides: Partial<SiwxMessageData> = {}): Promise<SiwxSession> {
  const data: SiwxMessageData = {
    domain: 'app.example.test', uri: 'https://app.example.test/login', version: '1', nonce: 'n0nce-one',
    issuedAt: '2026-03-01T11:58:00.000Z', chainId: 'eip155:1', accountAddress: account.address, ...overrides,
  };
  const message = formatSiwxMessage(data, siwxAccountLabel(data.chainId));
  return { data, message, signature: await account.signMessage({ message }) };
}

describe('verifySiwxSession context', () => {
  it.each([
    ['no domain', { ...BASE, domain: '' }],
    ['a domain with a scheme', { ...BASE, domain: 'https://app.example.test' }],
    ['no max age', { ...BASE, maxAgeSeconds: 0 }],
    ['an endless max age', { ...BASE, maxAgeSeconds: Number.POSITIVE_INFINITY }],
    ['neither nonce nor consumeNonce', { domain: 'app.example.test', maxAgeSeconds: 300 }],
    ['both nonce and consumeNonce', { ...BASE, consumeNonce: async () => true }],
    ['an empty nonce', { ...BASE, nonce: '' }],
    ['an empty chain list', { ...BASE, chainIds: [] }],
    ['a relative uri', { ...BASE, uri: '/login' }],
    ['an invalid now', { ...BASE, now: new Date(Number.NaN) }],
  ])('refuses %s as a context, before looking at the session', async (_name, context) => {
    await expect(verifySiwxSession(await session(), context as unknown as VerifySiwxSessionOptions)).rejects.toEqual(refused('INVALID_ARGUMENT'));
  });

  it('compares the domain without regard to letter case, port included', async () => {
    await expect(verifySiwxSession(await session(), { ...BASE, domain: 'App.Example.Test' })).resolves.toBe(true);
    const withPort = await session({ domain: 'app.example.test:8443' });
    await expect(verifySiwxSession(withPort, BASE)).rejects.toEqual(refused('SIWX_DOMAIN_MISMATCH'));
  });

  it('accepts a URI on the given origin at or under its path, and nothing else', async () => {
    const signed = await session();
    await expect(verifySiwxSession(signed, { ...BASE, uri: 'https://app.example.test/' })).resolves.toBe(true);
    await expect(verifySiwxSession(signed, { ...BASE, uri: 'https://app.example.test/login' })).resolves.toBe(true);
    await expect(verifySiwxSession(signed, { ...BASE, uri: 'https://app.example.test/admin' })).rejects.toEqual(refused('SIWX_URI_MISMATCH'));
    await expect(verifySiwxSession(signed, { ...BASE, uri: 'http://app.example.test/' })).rejects.toEqual(refused('SIWX_URI_MISMATCH'));
    const sibling = await session({ uri: 'https://app.example.test/login-admin' });
    await expect(verifySiwxSession(sibling, { ...BASE, uri: 'https://app.example.test/login' })).rejects.toEqual(refused('SIWX_URI_MISMATCH'));
  });

  it('accepts a chain in the list only', async () => {
    await expect(verifySiwxSession(await session(), { ...BASE, chainIds: ['eip155:10', 'eip155:1'] })).resolves.toBe(true);
    await expect(verifySiwxSession(await session(), { ...BASE, chainIds: ['eip155:10'] })).rejects.toEqual(refused('SIWX_CHAIN_NOT_ALLOWED'));
  });

  it('refuses another nonce than the one the backend issued', async () => {
    await expect(verifySiwxSession(await session(), { ...BASE, nonce: 'n0nce-two' })).rejects.toEqual(refused('SIWX_NONCE_REFUSED'));
  });

  it('tolerates a visitor clock a little fast, up to clockSkewSeconds', async () => {
    const ahead = await session({ issuedAt: '2026-03-01T12:00:45.000Z' });
    await expect(verifySiwxSession(ahead, BASE)).resolves.toBe(true);
    await expect(verifySiwxSession(ahead, { ...BASE, clockSkewSeconds: 30 })).rejects.toEqual(refused('SIWX_ISSUED_IN_FUTURE'));
    const farAhead = await session({ issuedAt: '2026-03-01T12:01:01.000Z' });
    await expect(verifySiwxSession(farAhead, BASE)).rejects.toEqual(refused('SIWX_ISSUED_IN_FUTURE'));
  });

  it('refuses a sign-in from the instant it is maxAgeSeconds old, even with a later expiration', async () => {
    const signed = await session({ expirationTime: '2026-03-02T00:00:00.000Z' });
    await expect(verifySiwxSession(signed, { ...BASE, now: new Date('2026-03-01T12:02:59.999Z') })).resolves.toBe(true);
    await expect(verifySiwxSession(signed, { ...BASE, now: new Date('2026-03-01T12:03:00.000Z') })).rejects.toEqual(refused('SIWX_SESSION_TOO_OLD'));
  });

  it('consumes the nonce last, only for a sign-in that holds otherwise, and needs a plain true back', async () => {
    const consumeNonce = vi.fn(async (_nonce: string) => true);
    const context = { domain: 'app.example.test', maxAgeSeconds: 300, now: NOW, consumeNonce };
    const genuine = await session();
    await expect(verifySiwxSession({ ...genuine, signature: `0x${'11'.repeat(65)}` }, context)).rejects.toEqual(refused('SIWX_SIGNATURE_INVALID'));
    await expect(verifySiwxSession(await session({ domain: 'evil.example' }), context)).rejects.toEqual(refused('SIWX_DOMAIN_MISMATCH'));
    expect(consumeNonce).not.toHaveBeenCalled();
    await expect(verifySiwxSession(genuine, context)).resolves.toBe(true);
    expect(consumeNonce).toHaveBeenCalledExactlyOnceWith('n0nce-one');
    const truthy = async () => 1 as unknown as boolean;
    await expect(verifySiwxSession(genuine, { ...context, consumeNonce: truthy })).rejects.toEqual(refused('SIWX_NONCE_REFUSED'));
  });

  it("lets the nonce store's own failure reach the caller as it is", async () => {
    const down = new Error('nonce store unreachable');
    const context = { domain: 'app.example.test', maxAgeSeconds: 300, now: NOW, consumeNonce: async () => { throw down; } };
    await expect(verifySiwxSession(await session(), context)).rejects.toBe(down);
  });
});
