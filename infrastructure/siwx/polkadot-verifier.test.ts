import { ed25519 } from '@noble/curves/ed25519';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import * as sr25519 from '@scure/sr25519';
import { describe, expect, it } from 'vitest';
import { kusama, polkadot, westend } from '../../domain/network/catalogue/polkadot.ts';
import type { SiwxMessageData, SiwxSession } from '../../domain/siwx/siwx.ts';
import { formatSiwxMessage, siwxAccountLabel } from '../../domain/siwx/siwx-message-text.ts';
import { decodeSs58Address, encodeSs58Address } from './polkadot-signature.ts';
import { PolkadotVerifier } from './polkadot-verifier.ts';
import { verifySiwxSession } from './verify-session.ts';

const ALICE_PUBLIC_KEY = hexToBytes('d43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d');

describe('SS58 addresses', () => {
  // Alice (`subkey inspect //Alice`), re-encoded for Polkadot and Kusama in polkadot-js/common's
  // packages/util-crypto/src/address/encode.spec.ts.
  it.each([
    [42, '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'],
    [0, '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'],
    [2, 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'],
  ])('writes Alice\'s key with prefix %i as %s and reads it back', (prefix, address) => {
    expect(encodeSs58Address(ALICE_PUBLIC_KEY, prefix)).toBe(address);
    expect(decodeSs58Address(address)).toEqual({ prefix, accountId: ALICE_PUBLIC_KEY });
  });

  // The subkey-equality vectors of the same polkadot-js encode.spec.ts, two-byte prefixes included.
  it.each([
    [42, '0x3050f8456519829fe03302da802d22d3233a5f4037b9a3e2bcc403ccfcb2d735', '5DA4D4GL5iakrn22h5uKoevgvo18Pqj5BcdEUv8etEDPdijA'],
    [65, '0x08e8969768fc14399930d4b8d693f68a2ff6c6a597325d6946095e5e9d9d1b0e', 'cLtA6nCDyvwKcEHH4QkZDSHMhS9s78BvUJUsKUbUAn1Jc2SCF'],
    [255, '0x66cd6cf085627d6c85af1aaf2bd10cf843033e929b4e3b1c2ba8e4aa46fe111b', 'yGF4JP7q5AK46d1FPCEm9sYQ4KooSjHMpyVAjLnsCSWVafPnf'],
    [4242, '0x44d5a3ac156335ea99d33a83c57c7146c40c8e2260a8a4adf4e7a86256454651', 'mHm8k9Emsvyfp3piCauSH684iA6NakctF8dySQcX94GDdrJrE'],
    [14269, '0x88f01441682a17b52d6ae12d1a5670cf675fd254897efabaa5069eb3a701ab73', 'r6Gr4gaMP8TsjhFbqvZhv3YvnasugLiRJpzpRHifsqqG18UXa'],
  ])('matches subkey for prefix %i', (prefix, publicKey, address) => {
    expect(encodeSs58Address(hexToBytes(publicKey.slice(2)), prefix)).toBe(address);
    expect(decodeSs58Address(address)?.prefix).toBe(prefix);
  });

  it('reads no account from a bad checksum, a short key, a reserved prefix byte or non-base58 text', () => {
    const alice = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
    expect(decodeSs58Address(`${alice.slice(0, -1)}Z`)).toBeUndefined();
    expect(decodeSs58Address('F7NZ')).toBeUndefined(); // a 1-byte account index (polkadot-js encode.spec.ts)
    expect(decodeSs58Address('KWCv1L3QX9LDPwY4VzvLmarEmXjVJidUzZcinvVnmxAJJCBou')).toBeUndefined(); // a 33-byte key
    expect(decodeSs58Address('0x00')).toBeUndefined();
    expect(decodeSs58Address('')).toBeUndefined();
    expect(() => encodeSs58Address(ALICE_PUBLIC_KEY, 16_384)).toThrow(RangeError);
    expect(() => encodeSs58Address(ALICE_PUBLIC_KEY.slice(1), 0)).toThrow(RangeError);
  });
});

function session(chainId: string, accountAddress: string, message: string, signature: string): SiwxSession {
  const data: SiwxMessageData = {
    domain: 'app.example.test', uri: 'https://app.example.test/', version: '1', nonce: 'f00dfeed12345678',
    issuedAt: '2026-03-01T11:59:00.000Z', chainId, accountAddress,
  };
  return { data, message, signature };
}

const verifier = new PolkadotVerifier();

describe('PolkadotVerifier: known vectors', () => {
  // polkadot-js/common packages/util-crypto/src/signature/verify.spec.ts: 'hello world' signed by Kusama
  // (prefix 2) accounts; SIG_SR_WRAP signs '<Bytes>hello world</Bytes>' as the extension's signRaw does.
  const MESSAGE = 'hello world';
  const ADDR_ED = 'DxN4uvzwPzJLtn17yew6jEffPhXQfdKHTp2brufb98vGbPN';
  const ADDR_SR = 'EK1bFgKm2FsghcttHT7TB7rNyXApFgs9fCbijMGQNyFGBQm';
  const ADDR_SR_WRAP = 'J9nD3s7zssCX7bion1xctAF6xcVexcpy2uwy4jTm9JL8yuK';
  const ADDR_EC = 'XyFVXiGaHxoBhXZkSh6NS2rjFyVaVNUo5UiZDqZbuSfUdji';
  const SIG_ED = '0x299d3bf4c8bb51af732f8067b3a3015c0862a5ff34721749d8ed6577ea2708365d1c5f76bd519009971e41156f12c70abc2533837ceb3bad9a05a99ab923de06';
  const SIG_SR = '0xca01419b5a17219f7b78335658cab3b126db523a5df7be4bfc2bef76c2eb3b1dcf4ca86eb877d0a6cf6df12db5995c51d13b00e005d053b892bd09c594434288';
  const SIG_SR_WRAP = '0x84b6afb1c8e54bbcb3f4872baf172580e21310e9387a53742627d6652d121447fa406b82805ed3184fb7bd519175cc9f99f283f97954d95cf966ee164df85489';
  const SIG_EC = '0x994638ee586d2c5dbd9bacacbc35d9b7e9018de8f7892f00c900db63bc57b1283e2ee7bc51a9b1c1dae121ac4f4b9e2a41cd1d6bf4bb3e24d7fed6faf6d85e0501';
  const typed = (type: string, signature: string) => `0x${type}${signature.slice(2)}`;

  it.each([
    ['an sr25519 signature', ADDR_SR, SIG_SR],
    ['an ed25519 signature', ADDR_ED, SIG_ED],
    ['an sr25519 signature over the <Bytes> wrapped message', ADDR_SR_WRAP, SIG_SR_WRAP],
    ['a typed sr25519 signature (0x01)', ADDR_SR, typed('01', SIG_SR)],
    ['a typed ed25519 signature (0x00)', ADDR_ED, typed('00', SIG_ED)],
    ['a signature without 0x', ADDR_SR, SIG_SR.slice(2)],
  ])('accepts %s', async (_name, address, signature) => {
    expect(await verifier.verify(session(kusama.caipNetworkId, address, MESSAGE, signature))).toBe(true);
  });

  it.each([
    ['a signature by another key', ADDR_ED, SIG_SR, MESSAGE],
    ['a typed signature naming the other scheme', ADDR_SR, typed('00', SIG_SR), MESSAGE],
    ['a typed ecdsa signature (0x02), which is not supported', ADDR_EC, typed('02', SIG_EC), MESSAGE],
    ['a tampered message', ADDR_SR, SIG_SR, 'hello world!'],
    ['a tampered message under a signature of the wrapped one', ADDR_SR_WRAP, SIG_SR_WRAP, 'hello world!'],
  ])('rejects %s', async (_name, address, signature, message) => {
    expect(await verifier.verify(session(kusama.caipNetworkId, address, message, signature))).toBe(false);
  });

  it('rejects a known-good signature when the session is on a network of another prefix', async () => {
    expect(await verifier.verify(session(polkadot.caipNetworkId, ADDR_SR, MESSAGE, SIG_SR))).toBe(false);
    expect(await verifier.verify(session(westend.caipNetworkId, ADDR_SR, MESSAGE, SIG_SR))).toBe(false);
  });
});

describe('PolkadotVerifier: signed here', () => {
  const srSecret = sr25519.secretFromSeed(new Uint8Array(32).fill(7));
  const edSeed = new Uint8Array(32).fill(8);
  const srAddress = encodeSs58Address(sr25519.getPublicKey(srSecret), 0);
  const edAddress = encodeSs58Address(ed25519.getPublicKey(edSeed), 0);
  const otherSrSecret = sr25519.secretFromSeed(new Uint8Array(32).fill(9));
  const text = (message: string) => new TextEncoder().encode(message);
  const wrap = (message: string) => `<Bytes>${message}</Bytes>`;
  const hex = (bytes: Uint8Array) => `0x${bytesToHex(bytes)}`;

  function signed(sign: (bytes: Uint8Array) => Uint8Array, address: string, wrapped = false): SiwxSession {
    const unsigned = session(polkadot.caipNetworkId, address, '', '');
    const message = formatSiwxMessage(unsigned.data, siwxAccountLabel(unsigned.data.chainId));
    return { ...unsigned, message, signature: hex(sign(text(wrapped ? wrap(message) : message))) };
  }
  const srSigned = (wrapped = false) => signed((bytes) => sr25519.sign(srSecret, bytes), srAddress, wrapped);

  it('accepts sr25519 and ed25519 signatures over the raw and the wrapped message', async () => {
    expect(await verifier.verify(srSigned())).toBe(true);
    expect(await verifier.verify(srSigned(true))).toBe(true);
    expect(await verifier.verify(signed((bytes) => ed25519.sign(bytes, edSeed), edAddress))).toBe(true);
    expect(await verifier.verify(signed((bytes) => ed25519.sign(bytes, edSeed), edAddress, true))).toBe(true);
  });

  it('verifies a whole sign-in through verifySiwxSession', async () => {
    const options = { domain: 'app.example.test', nonce: 'f00dfeed12345678', maxAgeSeconds: 300, now: new Date('2026-03-01T12:00:00.000Z'), verifiers: [verifier] };
    await expect(verifySiwxSession(srSigned(true), options)).resolves.toBe(true);
    const forged = signed((bytes) => sr25519.sign(otherSrSecret, bytes), srAddress, true);
    await expect(verifySiwxSession(forged, options)).rejects.toMatchObject({ code: 'SIWX_SIGNATURE_INVALID' });
  });

  it('rejects a signature by another key and one over another message', async () => {
    expect(await verifier.verify(signed((bytes) => sr25519.sign(otherSrSecret, bytes), srAddress))).toBe(false);
    const good = srSigned();
    expect(await verifier.verify({ ...good, message: good.message.replace('f00dfeed', 'f00dfeee') })).toBe(false);
  });

  it('rejects the right key under another prefix, an unknown polkadot network and a malformed address', async () => {
    const good = srSigned();
    const withData = (data: Partial<SiwxMessageData>) => ({ ...good, data: { ...good.data, ...data } });
    const sameKeyOnWestend = encodeSs58Address(sr25519.getPublicKey(srSecret), 42);
    expect(await verifier.verify(withData({ accountAddress: sameKeyOnWestend }))).toBe(false);
    expect(await verifier.verify(withData({ chainId: 'polkadot:68d56f15f85d3136970ec16946040bc1' }))).toBe(false);
    expect(await verifier.verify(withData({ accountAddress: `${srAddress.slice(0, -1)}${srAddress.endsWith('z') ? 'y' : 'z'}` }))).toBe(false);
    expect(await verifier.verify(withData({ accountAddress: srAddress.slice(0, 30) }))).toBe(false);
    expect(await verifier.verify(withData({ accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }))).toBe(false);
  });

  it.each([
    ['63 bytes', (signature: string) => signature.slice(0, -2)],
    ['66 bytes', (signature: string) => `${signature}00`],
    ['a 65-byte signature with an unknown type byte', (signature: string) => `0x03${signature.slice(2)}`],
    ['an odd number of hex digits', (signature: string) => signature.slice(0, -1)],
    ['non-hex text', (signature: string) => `0x${'zz'.repeat(64)}`],
    ['base58 instead of hex', () => srAddress],
    ['no Schnorrkel marker bit', (signature: string) => hex(Uint8Array.from(hexToBytes(signature.slice(2)), (byte, index) => (index === 63 ? byte & 0x7f : byte)))],
    ['zeros', () => hex(new Uint8Array(64))],
    ['nothing', () => ''],
  ])('rejects a signature of %s without throwing', async (_name, corrupt) => {
    const good = srSigned();
    expect(await verifier.verify({ ...good, signature: corrupt(good.signature) })).toBe(false);
  });

  it('rejects values that are not sessions without throwing', async () => {
    for (const value of [null, {}, { data: null }, { data: { chainId: polkadot.caipNetworkId, accountAddress: srAddress }, message: 1, signature: 2 }]) {
      expect(await verifier.verify(value as unknown as SiwxSession)).toBe(false);
    }
  });
});
