import { secp256k1 } from '@noble/curves/secp256k1';
import { ripemd160 } from '@noble/hashes/legacy';
import { sha256 } from '@noble/hashes/sha2';
import { base64, bech32, bech32m, hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import type { SiwxMessageData, SiwxSession } from '../../domain/siwx/siwx.ts';
import { formatSiwxMessage, siwxAccountLabel } from '../../domain/siwx/siwx-message-text.ts';
import { adr36SignDocJson } from './cosmos-adr36.ts';
import { CosmosVerifier } from './cosmos-verifier.ts';
import { verifySiwxSession } from './verify-session.ts';

// Known vector: a Keplr `signArbitrary` result published as a `verifyADR36Amino` (@keplr-wallet/cosmos)
// usage example, signed by the `demowallet1` key of the Cosmos local-testnet scripts (Neutron, Fairyring),
// whose private key those scripts publish. The message signed is the address itself.
const KNOWN = {
  privateKey: 'a267fb03b3e6dc381550ea0257ace31433698f16248ba111dfb75550364d31fe',
  publicKey: 'A/MdHVpitzHNSdD1Zw3kY+L5PEIPyd9l6sD5i4aIfXp9',
  signature: 'vb78/y129cOiWyQkeFF8wCKZsOyzjpILnpEVZ72o5YUhEOmQZzVPcbUqWPLR7aZQ20j6vnYhIuCQN0HEG3igFg==',
  address: 'cosmos1m9l358xunhhwds0568za49mzhvuxx9uxre5tud',
} as const;
// The canonical sign doc of that vector, written out by hand from the ADR-36 rules.
const KNOWN_SIGN_DOC = '{"account_number":"0","chain_id":"","fee":{"amount":[],"gas":"0"},"memo":"","msgs":[{"type":'
  + '"sign/MsgSignData","value":{"data":"Y29zbW9zMW05bDM1OHh1bmhod2RzMDU2OHphNDltemh2dXh4OXV4cmU1dHVk",'
  + '"signer":"cosmos1m9l358xunhhwds0568za49mzhvuxx9uxre5tud"}}],"sequence":"0"}';

const HUB = 'cosmos:cosmoshub-4';
const OSMOSIS = 'cosmos:osmosis-1';
const privateKey = new Uint8Array(32).fill(0x11);
const otherPrivateKey = new Uint8Array(32).fill(0x22);
const utf8 = (text: string) => new TextEncoder().encode(text);

function addressOf(key: Uint8Array, prefix: string): string {
  return bech32.encode(prefix, bech32.toWords(ripemd160(sha256(secp256k1.getPublicKey(key, true)))));
}

function stdSignature(publicKey: Uint8Array, signature: Uint8Array): string {
  return JSON.stringify({ pub_key: { type: 'tendermint/PubKeySecp256k1', value: base64.encode(publicKey) }, signature: base64.encode(signature) });
}

/** What `signArbitrary(chainId, signer, message)` returns, as the session's signature. */
function signArbitrary(key: Uint8Array, signer: string, message: string): string {
  const signature = secp256k1.sign(sha256(utf8(adr36SignDocJson(signer, utf8(message)))), key).toBytes('compact');
  return stdSignature(secp256k1.getPublicKey(key, true), signature);
}

function session(chainId: string, prefix: string, overrides: Partial<SiwxMessageData> = {}, signingKey = privateKey): SiwxSession {
  const data: SiwxMessageData = {
    domain: 'app.example.test', uri: 'https://app.example.test/', version: '1', nonce: 'f00dfeed12345678',
    issuedAt: '2026-03-01T11:59:00.000Z', chainId, accountAddress: addressOf(privateKey, prefix), ...overrides,
  };
  const message = formatSiwxMessage(data, siwxAccountLabel(chainId));
  return { data, message, signature: signArbitrary(signingKey, data.accountAddress, message) };
}

const withAddress = (base: SiwxSession, accountAddress: string) => ({ ...base, data: { ...base.data, accountAddress } });
const withChain = (base: SiwxSession, chainId: string) => ({ ...base, data: { ...base.data, chainId } });

describe('ADR-36 sign doc', () => {
  it('is the sorted, whitespace-free amino JSON of the known vector', () => {
    expect(adr36SignDocJson(KNOWN.address, utf8(KNOWN.address))).toBe(KNOWN_SIGN_DOC);
  });

  it('reproduces the known signature with RFC 6979 signing by the known key', () => {
    const key = hex.decode(KNOWN.privateKey);
    expect(base64.encode(secp256k1.getPublicKey(key, true))).toBe(KNOWN.publicKey);
    expect(base64.encode(secp256k1.sign(sha256(utf8(KNOWN_SIGN_DOC)), key).toBytes('compact'))).toBe(KNOWN.signature);
  });
});

describe('CosmosVerifier', () => {
  const verifier = new CosmosVerifier();
  const known: SiwxSession = {
    data: { ...session(HUB, 'cosmos').data, accountAddress: KNOWN.address },
    message: KNOWN.address,
    signature: stdSignature(base64.decode(KNOWN.publicKey), base64.decode(KNOWN.signature)),
  };

  it('accepts the known Keplr vector', async () => {
    expect(await verifier.verify(known)).toBe(true);
    expect(await verifier.verify(withChain(known, 'cosmos:theta-testnet-001'))).toBe(true);
  });

  it('accepts round trips on the hub, Osmosis and the testnet, and a non-ASCII message', async () => {
    expect(await verifier.verify(session(HUB, 'cosmos'))).toBe(true);
    expect(await verifier.verify(session(OSMOSIS, 'osmo'))).toBe(true);
    expect(await verifier.verify(session('cosmos:theta-testnet-001', 'cosmos'))).toBe(true);
    expect(await verifier.verify(session(HUB, 'cosmos', { statement: 'Sign in — ünïcödé ✓ 🚀' }))).toBe(true);
  });

  it('passes verifySiwxSession, which picks it by namespace', async () => {
    const genuine = session(OSMOSIS, 'osmo');
    expect(verifier.shouldVerify(genuine)).toBe(true);
    expect(verifier.shouldVerify(withChain(genuine, 'eip155:1'))).toBe(false);
    const context = { domain: 'app.example.test', nonce: 'f00dfeed12345678', maxAgeSeconds: 300, now: new Date('2026-03-01T12:00:00.000Z') };
    await expect(verifySiwxSession(genuine, { ...context, verifiers: [verifier] })).resolves.toBe(true);
  });

  it('rejects a tampered message', async () => {
    const genuine = session(HUB, 'cosmos');
    expect(await verifier.verify({ ...genuine, message: `${genuine.message} ` })).toBe(false);
    expect(await verifier.verify({ ...known, message: KNOWN.address.toUpperCase() })).toBe(false);
  });

  it('rejects a signature by another key, and a key that is not the address', async () => {
    expect(await verifier.verify(session(HUB, 'cosmos', {}, otherPrivateKey))).toBe(false);
    // The right key presented with another key's signature.
    const genuine = session(HUB, 'cosmos');
    const foreign = JSON.parse(session(HUB, 'cosmos', {}, otherPrivateKey).signature) as { signature: string };
    const mixed = { ...JSON.parse(genuine.signature) as object, signature: foreign.signature };
    expect(await verifier.verify({ ...genuine, signature: JSON.stringify(mixed) })).toBe(false);
  });

  it('rejects an address of another chain prefix than the session chain', async () => {
    const osmo = session(OSMOSIS, 'osmo');
    expect(await verifier.verify(withChain(osmo, HUB))).toBe(false);
    expect(await verifier.verify(withChain(session(HUB, 'cosmos'), OSMOSIS))).toBe(false);
    // Same key, same message, but signed for the osmo address and presented as the cosmos one.
    expect(await verifier.verify(withChain(withAddress(osmo, addressOf(privateKey, 'cosmos')), HUB))).toBe(false);
  });

  it('rejects an uppercase address even when the sign doc was made over that spelling', async () => {
    const genuine = session(HUB, 'cosmos');
    const upper = genuine.data.accountAddress.toUpperCase();
    expect(await verifier.verify({ ...withAddress(genuine, upper), signature: signArbitrary(privateKey, upper, genuine.message) })).toBe(false);
  });

  it('rejects chains without a known prefix', async () => {
    expect(await verifier.verify(session('cosmos:juno-1', 'juno'))).toBe(false);
    expect(await verifier.verify(withChain(session(HUB, 'cosmos'), 'cosmoshub-4'))).toBe(false);
  });

  it.each([
    ['a broken checksum', (address: string) => `${address.slice(0, -1)}${address.endsWith('q') ? 'p' : 'q'}`],
    ['uppercase', (address: string) => address.toUpperCase()],
    ['not bech32', () => '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    ['a 32-byte account', () => bech32.encode('cosmos', bech32.toWords(new Uint8Array(32).fill(1)))],
    ['bech32m', (address: string) => asBech32m(address)],
    ['empty', () => ''],
  ])('rejects an address that is %s', async (_name, corrupt) => {
    const genuine = session(HUB, 'cosmos');
    expect(await verifier.verify(withAddress(genuine, corrupt(genuine.data.accountAddress)))).toBe(false);
  });

  it.each([
    ['a signature one byte short', (doc: StdSignatureJson) => ({ ...doc, signature: base64.encode(base64.decode(doc.signature).slice(0, 63)) })],
    ['a signature one byte long', (doc: StdSignatureJson) => ({ ...doc, signature: base64.encode(new Uint8Array([...base64.decode(doc.signature), 0])) })],
    ['a hex signature', (doc: StdSignatureJson) => ({ ...doc, signature: hex.encode(base64.decode(doc.signature)) })],
    ['the high-s twin of the signature', (doc: StdSignatureJson) => ({ ...doc, signature: highS(doc.signature) })],
    ['an uncompressed public key', (doc: StdSignatureJson) => ({ ...doc, pub_key: { ...doc.pub_key, value: base64.encode(secp256k1.getPublicKey(privateKey, false)) } })],
    ['another public key type', (doc: StdSignatureJson) => ({ ...doc, pub_key: { ...doc.pub_key, type: 'tendermint/PubKeyEd25519' } })],
    ['no public key', (doc: StdSignatureJson) => ({ signature: doc.signature })],
    ['a number for a signature', (doc: StdSignatureJson) => ({ ...doc, signature: 42 })],
  ])('rejects %s', async (_name, corrupt) => {
    const genuine = session(HUB, 'cosmos');
    const doc = JSON.parse(genuine.signature) as StdSignatureJson;
    expect(await verifier.verify({ ...genuine, signature: JSON.stringify(corrupt(doc)) })).toBe(false);
  });

  it.each([
    ['the bare base64 signature', (doc: StdSignatureJson) => doc.signature],
    ['text that is not JSON', () => 'not-a-signature'],
    ['JSON null', () => 'null'],
    ['an empty string', () => ''],
  ])('rejects %s as the session signature', async (_name, replace) => {
    const genuine = session(HUB, 'cosmos');
    expect(await verifier.verify({ ...genuine, signature: replace(JSON.parse(genuine.signature) as StdSignatureJson) })).toBe(false);
  });

  it('rejects sessions with fields of the wrong type or no data, without throwing', async () => {
    const genuine = session(HUB, 'cosmos');
    const broken = [
      { ...genuine, message: undefined },
      { ...genuine, signature: JSON.parse(genuine.signature) as unknown },
      { ...genuine, data: { ...genuine.data, chainId: 1 } },
      { message: genuine.message, signature: genuine.signature },
    ];
    for (const value of broken) expect(await verifier.verify(value as unknown as SiwxSession)).toBe(false);
  });
});

interface StdSignatureJson {
  readonly pub_key: { readonly type: string; readonly value: string };
  readonly signature: string;
}

function highS(signature: string): string {
  const low = secp256k1.Signature.fromBytes(base64.decode(signature), 'compact');
  return base64.encode(new secp256k1.Signature(low.r, secp256k1.CURVE.n - low.s).toBytes('compact'));
}

/** The same prefix and data with the bech32m checksum, which cosmos addresses do not use. */
function asBech32m(address: string): string {
  const decoded = bech32.decode(address as `${string}1${string}`);
  return bech32m.encode(decoded.prefix, decoded.words);
}
