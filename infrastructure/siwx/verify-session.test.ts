import { ed25519 } from '@noble/curves/ed25519';
import { secp256k1 } from '@noble/curves/secp256k1';
import { base58 } from '@scure/base';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import type { SiwxMessageData, SiwxSession } from '../../domain/siwx/siwx.ts';
import { formatSiwxMessage, siwxAccountLabel } from '../../domain/siwx/siwx-message-text.ts';
import { EIP155Verifier } from './eip155-verifier.ts';
import { SolanaVerifier } from './solana-verifier.ts';
import { DEFAULT_SIWX_VERIFIERS, verifySiwxSession, type SIWXVerifier } from './verify-session.ts';

const evmAccount = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const otherEvmAccount = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const solanaSeed = new Uint8Array(32).fill(7);
const otherSolanaSeed = new Uint8Array(32).fill(9);
const solanaAddress = base58.encode(ed25519.getPublicKey(solanaSeed));

const NOW = new Date('2026-03-01T12:00:00.000Z');

function data(chainId: string, accountAddress: string, overrides: Partial<SiwxMessageData> = {}): SiwxMessageData {
  return {
    domain: 'app.example.test', uri: 'https://app.example.test/', version: '1', nonce: 'f00dfeed12345678',
    statement: 'Sign in to the example app', issuedAt: '2026-03-01T11:59:00.000Z', chainId, accountAddress, ...overrides,
  };
}

async function evmSession(overrides: Partial<SiwxMessageData> = {}, signer = evmAccount): Promise<SiwxSession> {
  const messageData = data('eip155:1', evmAccount.address, overrides);
  const message = formatSiwxMessage(messageData, siwxAccountLabel(messageData.chainId));
  return { data: messageData, message, signature: await signer.signMessage({ message }) };
}

function solanaSession(overrides: Partial<SiwxMessageData> = {}, seed = solanaSeed): SiwxSession {
  const messageData = data('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', solanaAddress, overrides);
  const message = formatSiwxMessage(messageData, siwxAccountLabel(messageData.chainId));
  return { data: messageData, message, signature: base58.encode(ed25519.sign(new TextEncoder().encode(message), seed)) };
}

describe('EIP155Verifier', () => {
  const verifier = new EIP155Verifier();

  it('accepts a personal_sign signature by the session address', async () => {
    const session = await evmSession();
    expect(await verifier.verify(session)).toBe(true);
    expect(await verifier.verify({ ...session, data: { ...session.data, accountAddress: evmAccount.address.toLowerCase() } })).toBe(true);
  });

  it('rejects a signature over another message', async () => {
    const session = await evmSession();
    const other = await evmSession({ nonce: 'another-nonce-1' });
    expect(await verifier.verify({ ...session, signature: other.signature })).toBe(false);
  });

  it('rejects a signature by another address', async () => {
    expect(await verifier.verify(await evmSession({}, otherEvmAccount))).toBe(false);
  });

  it('rejects the high-s twin of a genuine signature, whichever way v is written', async () => {
    const session = await evmSession();
    const hex = session.signature.slice(2);
    const twinS = (secp256k1.CURVE.n - BigInt(`0x${hex.slice(64, 128)}`)).toString(16).padStart(64, '0');
    const flipped = hex.slice(128) === '1b' ? ['1c', '01'] : ['1b', '00'];
    for (const v of flipped) expect(await verifier.verify({ ...session, signature: `0x${hex.slice(0, 64)}${twinS}${v}` }), v).toBe(false);
    // The genuine low-s signature still verifies with v written as a parity bit.
    const parity = hex.slice(128) === '1b' ? '00' : '01';
    expect(await verifier.verify({ ...session, signature: `0x${hex.slice(0, 128)}${parity}` })).toBe(true);
  });

  it.each([
    ['a truncated signature', (signature: string) => signature.slice(0, 100)],
    ['garbage', () => 'not-a-signature'],
    ['a zero signature', () => `0x${'00'.repeat(65)}`],
    ['an empty signature', () => ''],
  ])('rejects %s without throwing', async (_name, corrupt) => {
    const session = await evmSession();
    expect(await verifier.verify({ ...session, signature: corrupt(session.signature) })).toBe(false);
  });

  it('rejects an address that is not an address', async () => {
    const session = await evmSession();
    expect(await verifier.verify({ ...session, data: { ...session.data, accountAddress: 'vitalik.eth' } })).toBe(false);
  });
});

describe('SolanaVerifier', () => {
  const verifier = new SolanaVerifier();

  it('accepts a base58 ed25519 signature by the session public key', async () => {
    expect(await verifier.verify(solanaSession())).toBe(true);
  });

  it('rejects a signature over another message', async () => {
    const other = solanaSession({ nonce: 'another-nonce-1' });
    expect(await verifier.verify({ ...solanaSession(), signature: other.signature })).toBe(false);
  });

  it('rejects a signature by another key', async () => {
    expect(await verifier.verify(solanaSession({}, otherSolanaSeed))).toBe(false);
  });

  it.each([
    ['a truncated signature', (signature: string) => base58.encode(base58.decode(signature).slice(0, 63))],
    ['a signature one byte too long', (signature: string) => base58.encode(new Uint8Array([...base58.decode(signature), 1]))],
    ['garbage that is not base58', () => '0OIl+/'],
    ['an empty signature', () => ''],
  ])('rejects %s without throwing', async (_name, corrupt) => {
    const session = solanaSession();
    expect(await verifier.verify({ ...session, signature: corrupt(session.signature) })).toBe(false);
  });

  it('rejects an address of the wrong length or not base58', async () => {
    const session = solanaSession();
    const short = base58.encode(base58.decode(solanaAddress).slice(0, 31));
    expect(await verifier.verify({ ...session, data: { ...session.data, accountAddress: short } })).toBe(false);
    expect(await verifier.verify({ ...session, data: { ...session.data, accountAddress: '0x00' } })).toBe(false);
  });
});

/** The backend these sessions were made for: it issued the nonce they carry. */
const CONTEXT = { domain: 'app.example.test', nonce: 'f00dfeed12345678', maxAgeSeconds: 300, now: NOW } as const;
const refused = (code: string) => expect.objectContaining({ name: 'WalletportError', code });

describe('verifySiwxSession', () => {
  it('accepts genuine eip155 and solana sessions', async () => {
    await expect(verifySiwxSession(await evmSession(), CONTEXT)).resolves.toBe(true);
    await expect(verifySiwxSession(solanaSession(), CONTEXT)).resolves.toBe(true);
  });

  it('accepts a message that writes only the chain reference', async () => {
    const messageData = data('eip155:1', evmAccount.address);
    const message = formatSiwxMessage(messageData, 'Ethereum', { clearChainIdNamespace: true });
    const session = { data: messageData, message, signature: await evmAccount.signMessage({ message }) };
    await expect(verifySiwxSession(session, CONTEXT)).resolves.toBe(true);
  });

  it('rejects an expired session and a not-yet-valid one', async () => {
    const bounded = await evmSession({ notBefore: '2026-03-01T11:59:00.000Z', expirationTime: '2026-03-01T12:01:00.000Z' });
    await expect(verifySiwxSession(bounded, CONTEXT)).resolves.toBe(true);
    await expect(verifySiwxSession(bounded, { ...CONTEXT, now: new Date('2026-03-01T12:01:00.000Z') }))
      .rejects.toEqual(refused('SIWX_SESSION_EXPIRED'));
    const later = await evmSession({ notBefore: '2026-03-01T12:00:01.000Z' });
    await expect(verifySiwxSession(later, CONTEXT)).rejects.toEqual(refused('SIWX_SESSION_NOT_YET_VALID'));
  });

  it('rejects a message naming another address than the data', async () => {
    // Signed honestly by the other account, then presented as the first account's sign-in.
    const signed = await evmSession({ accountAddress: otherEvmAccount.address }, otherEvmAccount);
    await expect(verifySiwxSession(signed, CONTEXT)).resolves.toBe(true);
    await expect(verifySiwxSession({ ...signed, data: { ...signed.data, accountAddress: evmAccount.address } }, CONTEXT))
      .rejects.toEqual(refused('SIWX_SIGNATURE_INVALID'));
  });

  it('rejects data that stretches the signed expiration', async () => {
    const session = await evmSession({ expirationTime: '2026-03-01T11:59:30.000Z' });
    const stretched = { ...session, data: { ...session.data, expirationTime: '2027-01-01T00:00:00.000Z' } };
    await expect(verifySiwxSession(stretched, CONTEXT)).rejects.toEqual(refused('SIWX_SIGNATURE_INVALID'));
  });

  it('rejects a chain family without a verifier, and a malformed chain id', async () => {
    // A good eip155 session judged by verifiers of other families only: nobody vouches for it.
    const good = await evmSession();
    await expect(verifySiwxSession(good, CONTEXT)).resolves.toBe(true);
    await expect(verifySiwxSession(good, { ...CONTEXT, verifiers: [DEFAULT_SIWX_VERIFIERS.solana!, DEFAULT_SIWX_VERIFIERS.cosmos!] }))
      .rejects.toEqual(refused('SIWX_SIGNATURE_INVALID'));
    await expect(verifySiwxSession({ ...good, data: { ...good.data, chainId: 'eip155' } }, CONTEXT)).rejects.toEqual(refused('SIWX_SESSION_MALFORMED'));
  });

  it('rejects values that are not sessions', async () => {
    for (const value of [null, 'session', { data: {}, message: 'x', signature: 'y' }, { data: data('eip155:1', '0x1') }]) {
      await expect(verifySiwxSession(value as unknown as SiwxSession, CONTEXT)).rejects.toEqual(refused('SIWX_SESSION_MALFORMED'));
    }
  });

  it('uses the verifiers it is given and treats a throwing one as a refusal', async () => {
    const session = await evmSession();
    const approves: SIWXVerifier = { chainNamespace: 'eip155', verify: async () => true };
    const throws: SIWXVerifier = { chainNamespace: 'eip155', verify: async () => { throw new Error('backend down'); } };
    const forged = { ...session, signature: '0xdead' };
    await expect(verifySiwxSession(forged, { ...CONTEXT, verifiers: [approves] })).resolves.toBe(true);
    await expect(verifySiwxSession(session, { ...CONTEXT, verifiers: [new EIP155Verifier(), throws] })).rejects.toEqual(refused('SIWX_SIGNATURE_INVALID'));
    await expect(verifySiwxSession(session, { ...CONTEXT, verifiers: [new SolanaVerifier()] })).rejects.toEqual(refused('SIWX_SIGNATURE_INVALID'));
  });
});
