import { secp256k1 } from '@noble/curves/secp256k1';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import type { SiwxMessageData, SiwxSession } from '../../domain/siwx/siwx.ts';
import { formatSiwxMessage, siwxAccountLabel } from '../../domain/siwx/siwx-message-text.ts';
import { verifySiwxSession } from '../../infrastructure/siwx/entry.ts';

// The attacker holds sessions the victim really signed (on a phishing site, long ago, on a test chain) or
// watched one go by, and presents them to the honest backend below as their own sign-in.

const victim = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const NOW = new Date('2026-03-01T12:00:00.000Z');

/** The honest backend: it issued these nonces, lets each be used once, serves app.example.test on mainnet. */
function honestBackend() {
  const issued = new Set(['backend-nonce-1', 'backend-nonce-2']);
  return {
    domain: 'app.example.test',
    uri: 'https://app.example.test/',
    chainIds: ['eip155:1'],
    maxAgeSeconds: 300,
    now: NOW,
    consumeNonce: async (nonce: string) => issued.delete(nonce),
  };
}

async function signedByVictim(overrides: Partial<SiwxMessageData> = {}): Promise<SiwxSession> {
  const data: SiwxMessageData = {
    domain: 'app.example.test', uri: 'https://app.example.test/', version: '1', nonce: 'backend-nonce-1',
    issuedAt: '2026-03-01T11:59:00.000Z', chainId: 'eip155:1', accountAddress: victim.address, ...overrides,
  };
  const message = formatSiwxMessage(data, siwxAccountLabel(data.chainId));
  return { data, message, signature: await victim.signMessage({ message }) };
}

/** The other valid signature over the same message: s replaced by n - s and the recovery bit flipped. */
function highSTwin(signature: string): string {
  const bytes = signature.slice(2);
  const s = BigInt(`0x${bytes.slice(64, 128)}`);
  const v = Number.parseInt(bytes.slice(128, 130), 16);
  const twinS = (secp256k1.CURVE.n - s).toString(16).padStart(64, '0');
  return `0x${bytes.slice(0, 64)}${twinS}${(v === 27 ? 28 : 27).toString(16)}`;
}

const refusedWith = (code: string) => expect.objectContaining({ name: 'WalletportError', code });

describe('an attacker replaying sign-ins to a backend', () => {
  it('gets in with nothing but a genuine, fresh sign-in for this backend (the control)', async () => {
    await expect(verifySiwxSession(await signedByVictim(), honestBackend())).resolves.toBe(true);
  });

  it('cannot replay a session the victim signed for evil.example', async () => {
    const phished = await signedByVictim({ domain: 'evil.example', uri: 'https://evil.example/' });
    await expect(verifySiwxSession(phished, honestBackend())).rejects.toEqual(refusedWith('SIWX_DOMAIN_MISMATCH'));
  });

  it('cannot replay a session signed in 2020 with no expiry', async () => {
    const old = await signedByVictim({ issuedAt: '2020-01-01T00:00:00.000Z' });
    await expect(verifySiwxSession(old, honestBackend())).rejects.toEqual(refusedWith('SIWX_SESSION_TOO_OLD'));
  });

  it('cannot present a session that claims to be issued in 2999', async () => {
    const future = await signedByVictim({ issuedAt: '2999-01-01T00:00:00.000Z' });
    await expect(verifySiwxSession(future, honestBackend())).rejects.toEqual(refusedWith('SIWX_ISSUED_IN_FUTURE'));
  });

  it('cannot present a session with no issuedAt to dodge the age limit', async () => {
    const undated = await signedByVictim({ issuedAt: undefined });
    await expect(verifySiwxSession(undated, honestBackend())).rejects.toEqual(refusedWith('SIWX_ISSUED_AT_MISSING'));
  });

  it('cannot replay a session signed on chain eip155:999999', async () => {
    const otherChain = await signedByVictim({ chainId: 'eip155:999999' });
    await expect(verifySiwxSession(otherChain, honestBackend())).rejects.toEqual(refusedWith('SIWX_CHAIN_NOT_ALLOWED'));
  });

  it('cannot replay a session whose nonce was already used, nor one with a nonce the backend never issued', async () => {
    const backend = honestBackend();
    const session = await signedByVictim();
    await expect(verifySiwxSession(session, backend)).resolves.toBe(true);
    await expect(verifySiwxSession(session, backend)).rejects.toEqual(refusedWith('SIWX_NONCE_REFUSED'));
    const ownNonce = await signedByVictim({ nonce: 'chosen-by-attacker' });
    await expect(verifySiwxSession(ownNonce, backend)).rejects.toEqual(refusedWith('SIWX_NONCE_REFUSED'));
  });

  it('cannot slip past a signature check with the high-s twin of a genuine signature', async () => {
    const session = await signedByVictim();
    const twin = { ...session, signature: highSTwin(session.signature) };
    expect(twin.signature).not.toBe(session.signature);
    await expect(verifySiwxSession(twin, honestBackend())).rejects.toEqual(refusedWith('SIWX_SIGNATURE_INVALID'));
  });
});
