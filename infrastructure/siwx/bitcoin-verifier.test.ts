import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { base64 } from '@scure/base';
import { address, crypto, script, Transaction } from 'bitcoinjs-lib';
import { BufferReader, BufferWriter, varuint } from 'bitcoinjs-lib/src/bufferutils';
import { describe, expect, it } from 'vitest';
import { bitcoin, bitcoinRegtest, bitcoinTestnet } from '../../domain/network/catalogue/bitcoin.ts';
import type { SiwxMessageData, SiwxSession } from '../../domain/siwx/siwx.ts';
import { formatSiwxMessage, siwxAccountLabel } from '../../domain/siwx/siwx-message-text.ts';
import { BitcoinVerifier } from './bitcoin-verifier.ts';
import { bip322Transactions } from './bitcoin-bip322.ts';
import { signedMessageHash } from './bitcoin-signed-message.ts';
import { verifySiwxSession } from './verify-session.ts';

// Fixed test keys (never funded anywhere); the signatures below are made with them in the test.
const SECRET = Uint8Array.from({ length: 32 }, (_, index) => index + 1);
const OTHER_SECRET = Uint8Array.from({ length: 32 }, (_, index) => 64 - index);
const HRP: Readonly<Record<string, string>> = { [bitcoin.caipNetworkId]: 'bc', [bitcoinTestnet.caipNetworkId]: 'tb', [bitcoinRegtest.caipNetworkId]: 'bcrt' };
const hrpOf = (chainId: string): string => {
  const hrp = HRP[chainId];
  if (hrp === undefined) throw new Error(`no bech32 prefix for ${chainId}`);
  return hrp;
};
const BASE58 = { mainnet: { p2pkh: 0x00, p2sh: 0x05 }, testnet: { p2pkh: 0x6f, p2sh: 0xc4 } } as const;

type Kind = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2tr';
const keyHashOf = (secret: Uint8Array): Uint8Array => crypto.hash160(secp256k1.getPublicKey(secret, true));
const redeemScriptOf = (secret: Uint8Array): Uint8Array => script.compile([0, keyHashOf(secret)]);

/** The address of a kind for a secret key (P2TR: the key is used as the output key itself). */
function addressOf(kind: Kind, chainId: string, secret = SECRET): string {
  const base58 = BASE58[chainId === bitcoin.caipNetworkId ? 'mainnet' : 'testnet'];
  if (kind === 'p2pkh') return address.toBase58Check(keyHashOf(secret), base58.p2pkh);
  if (kind === 'p2sh') return address.toBase58Check(crypto.hash160(redeemScriptOf(secret)), base58.p2sh);
  if (kind === 'p2wpkh') return address.toBech32(keyHashOf(secret), 0, hrpOf(chainId));
  return address.toBech32(schnorr.getPublicKey(secret), 1, hrpOf(chainId));
}

function encodeWitness(witness: readonly Uint8Array[]): string {
  const size = varuint.encodingLength(witness.length) + witness.reduce((sum, item) => sum + varuint.encodingLength(item.length) + item.length, 0);
  const writer = BufferWriter.withCapacity(size);
  writer.writeVector([...witness]);
  return base64.encode(writer.end());
}

interface Bip322SigningOptions {
  readonly secret?: Uint8Array;
  readonly hashType?: number;
  /** Whose output the virtual transaction spends; the signer's own by default. An attacker signs for a victim's. */
  readonly outputOwner?: Uint8Array;
  /** Sign with the uncompressed public key in the witness. */
  readonly uncompressed?: boolean;
}

/** A BIP-322 simple signature made as a wallet makes it. */
function signBip322(kind: 'p2sh' | 'p2wpkh' | 'p2tr', message: string, options: Bip322SigningOptions = {}): string {
  const { secret = SECRET, hashType = Transaction.SIGHASH_ALL, outputOwner = secret, uncompressed = false } = options;
  const bytes = new TextEncoder().encode(message);
  if (kind === 'p2tr') {
    const scriptPubKey = script.compile([0x51, schnorr.getPublicKey(outputOwner)]);
    const sighash = bip322Transactions(bytes, scriptPubKey).toSign.hashForWitnessV1(0, [scriptPubKey], [0n], hashType);
    const signature = schnorr.sign(sighash, secret);
    return encodeWitness([hashType === Transaction.SIGHASH_DEFAULT ? signature : Uint8Array.of(...signature, hashType)]);
  }
  const publicKey = secp256k1.getPublicKey(secret, !uncompressed);
  const ownerRedeemScript = uncompressed ? script.compile([0, crypto.hash160(publicKey)]) : redeemScriptOf(outputOwner);
  const scriptPubKey = kind === 'p2wpkh' ? ownerRedeemScript : script.compile([0xa9, crypto.hash160(ownerRedeemScript), 0x87]);
  const scriptSig = kind === 'p2sh' ? script.compile([ownerRedeemScript]) : undefined;
  const scriptCode = script.compile([0x76, 0xa9, crypto.hash160(publicKey), 0x88, 0xac]);
  const sighash = bip322Transactions(bytes, scriptPubKey, scriptSig).toSign.hashForWitnessV0(0, scriptCode, 0n, hashType);
  const compact = secp256k1.sign(sighash, secret, { prehash: false }).toBytes('compact');
  return encodeWitness([script.signature.encode(compact, hashType), publicKey]);
}

/** A legacy signature with the BIP-137 header for the given first header byte (27, 31, 35 or 39). */
function signLegacy(message: string, firstHeader: 27 | 31 | 35 | 39, secret = SECRET): string {
  const signature = secp256k1.sign(signedMessageHash(new TextEncoder().encode(message)), secret, { prehash: false });
  return base64.encode(Uint8Array.of(firstHeader + signature.recovery, ...signature.toBytes('compact')));
}

function sessionFor(chainId: string, accountAddress: string, sign: (message: string) => string, overrides: Partial<SiwxMessageData> = {}): SiwxSession {
  const data: SiwxMessageData = {
    domain: 'app.example.test', uri: 'https://app.example.test/', version: '1', nonce: 'f00dfeed12345678',
    issuedAt: '2026-03-01T11:59:00.000Z', chainId, accountAddress, ...overrides,
  };
  const message = formatSiwxMessage(data, siwxAccountLabel(chainId));
  return { data, message, signature: sign(message) };
}

const verifier = new BitcoinVerifier();
const CHAINS = [bitcoin.caipNetworkId, bitcoinTestnet.caipNetworkId, bitcoinRegtest.caipNetworkId] as const;

describe('BitcoinVerifier round trips', () => {
  it('judges bip122 sessions only', () => {
    expect(verifier.chainNamespace).toBe('bip122');
    expect(verifier.shouldVerify(sessionFor(bitcoin.caipNetworkId, addressOf('p2wpkh', bitcoin.caipNetworkId), () => ''))).toBe(true);
    expect(verifier.shouldVerify(sessionFor('eip155:1', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', () => ''))).toBe(false);
  });

  it.each(CHAINS.flatMap((chainId) => (['p2wpkh', 'p2sh', 'p2tr'] as const).map((kind) => [kind, chainId] as const)))(
    'accepts a BIP-322 %s signature on %s', async (kind, chainId) => {
      expect(await verifier.verify(sessionFor(chainId, addressOf(kind, chainId), (message) => signBip322(kind, message)))).toBe(true);
    },
  );

  it('accepts a taproot signature with SIGHASH_DEFAULT (64 bytes) as well as SIGHASH_ALL (65 bytes)', async () => {
    const chainId = bitcoin.caipNetworkId;
    const sign = (message: string): string => signBip322('p2tr', message, { hashType: Transaction.SIGHASH_DEFAULT });
    expect(await verifier.verify(sessionFor(chainId, addressOf('p2tr', chainId), sign))).toBe(true);
  });

  it.each([
    ['p2pkh', 27], ['p2pkh', 31], ['p2sh', 35], ['p2sh', 31], ['p2wpkh', 39], ['p2wpkh', 31],
  ] as const)('accepts a legacy %s signature with header %i + recovery id', async (kind, firstHeader) => {
    const chainId = bitcoinTestnet.caipNetworkId;
    // An uncompressed-key header signs for the P2PKH address of the uncompressed key.
    const account = firstHeader === 27
      ? address.toBase58Check(crypto.hash160(secp256k1.getPublicKey(SECRET, false)), BASE58.testnet.p2pkh)
      : addressOf(kind, chainId);
    const session = sessionFor(chainId, account, (message) => signLegacy(message, firstHeader));
    const header = base64.decode(session.signature)[0] ?? 0;
    expect(header).toBeGreaterThanOrEqual(firstHeader);
    expect(header).toBeLessThanOrEqual(firstHeader + 3);
    expect(await verifier.verify(session)).toBe(true);
  });

  it('verifies a whole sign-in through verifySiwxSession', async () => {
    const session = sessionFor(bitcoin.caipNetworkId, addressOf('p2tr', bitcoin.caipNetworkId), (message) => signBip322('p2tr', message));
    const context = { domain: 'app.example.test', nonce: 'f00dfeed12345678', chainIds: [bitcoin.caipNetworkId], maxAgeSeconds: 300 };
    await expect(verifySiwxSession(session, { ...context, now: new Date('2026-03-01T12:00:00.000Z'), verifiers: [verifier] })).resolves.toBe(true);
  });
});

describe('BitcoinVerifier refuses', () => {
  const chainId = bitcoin.caipNetworkId;
  const p2wpkh = addressOf('p2wpkh', chainId);
  const valid = sessionFor(chainId, p2wpkh, (message) => signBip322('p2wpkh', message));

  it.each(['', 'bc1qnotanaddress', `${p2wpkh.slice(0, -1)}${p2wpkh.endsWith('q') ? 'p' : 'q'}`, p2wpkh.replace('bc1q', 'BC1q'), '1'.repeat(40)])(
    'the malformed address %j', async (accountAddress) => {
      expect(await verifier.verify({ ...valid, data: { ...valid.data, accountAddress } })).toBe(false);
    },
  );

  it.each([
    ['a mainnet address on testnet', bitcoinTestnet.caipNetworkId, p2wpkh],
    ['a testnet bech32 address on mainnet', chainId, addressOf('p2wpkh', bitcoinTestnet.caipNetworkId)],
    ['a regtest address on testnet', bitcoinTestnet.caipNetworkId, addressOf('p2wpkh', bitcoinRegtest.caipNetworkId)],
    ['a testnet address on regtest', bitcoinRegtest.caipNetworkId, addressOf('p2wpkh', bitcoinTestnet.caipNetworkId)],
    ['a testnet P2PKH address on mainnet', chainId, addressOf('p2pkh', bitcoinTestnet.caipNetworkId)],
    ['an unknown bip122 chain', 'bip122:00000008819873e925422c1ff0f99f7c', p2wpkh],
    ['another namespace', 'eip155:1', p2wpkh],
  ])('%s', async (_case, sessionChainId, accountAddress) => {
    const session = sessionFor(sessionChainId, accountAddress, (message) => signBip322('p2wpkh', message));
    expect(await verifier.verify(session)).toBe(false);
  });

  it('a signature by another key', async () => {
    for (const kind of ['p2wpkh', 'p2sh', 'p2tr'] as const) {
      const session = sessionFor(chainId, addressOf(kind, chainId), (message) => signBip322(kind, message, { secret: OTHER_SECRET }));
      expect(await verifier.verify(session)).toBe(false);
    }
    expect(await verifier.verify(sessionFor(chainId, addressOf('p2pkh', chainId), (message) => signLegacy(message, 31, OTHER_SECRET)))).toBe(false);
  });

  it('another key signing the virtual transaction of the session address', async () => {
    for (const kind of ['p2wpkh', 'p2sh', 'p2tr'] as const) {
      const sign = (message: string): string => signBip322(kind, message, { secret: OTHER_SECRET, outputOwner: SECRET });
      expect(await verifier.verify(sessionFor(chainId, addressOf(kind, chainId), sign))).toBe(false);
    }
  });

  it('an uncompressed key in a P2WPKH witness (not a standard segwit key)', async () => {
    const account = address.toBech32(crypto.hash160(secp256k1.getPublicKey(SECRET, false)), 0, 'bc');
    const session = sessionFor(chainId, account, (message) => signBip322('p2wpkh', message, { uncompressed: true }));
    expect(await verifier.verify(session)).toBe(false);
  });

  it('a witness naming the right key with a signature by another key', async () => {
    const [, publicKey] = new BufferReader(base64.decode(valid.signature)).readVector();
    const forged = sessionFor(chainId, p2wpkh, (message) => signBip322('p2wpkh', message, { secret: OTHER_SECRET }));
    const [otherSignature] = new BufferReader(base64.decode(forged.signature)).readVector();
    expect(await verifier.verify({ ...forged, signature: encodeWitness([otherSignature!, publicKey!]) })).toBe(false);
  });

  it('a tampered message', async () => {
    expect(await verifier.verify({ ...valid, message: valid.message.replace('f00dfeed', 'f00dfeee') })).toBe(false);
    const legacy = sessionFor(chainId, addressOf('p2pkh', chainId), (message) => signLegacy(message, 31));
    expect(await verifier.verify({ ...legacy, message: `${legacy.message} ` })).toBe(false);
  });

  it.each([
    ['not base64', () => 'not base64!'],
    ['empty', () => ''],
    ['truncated', (signature: string) => base64.encode(base64.decode(signature).subarray(0, 60))],
    ['with a byte after the witness', (signature: string) => base64.encode(Uint8Array.of(...base64.decode(signature), 0))],
    ['a 64-byte legacy signature', () => base64.encode(new Uint8Array(64).fill(31))],
    ['a 65-byte legacy signature of zeros', () => base64.encode(Uint8Array.of(31, ...new Uint8Array(64)))],
    ['hex instead of base64', (signature: string) => Buffer.from(base64.decode(signature)).toString('hex')],
  ])('a signature that is %s', async (_case, mangle) => {
    expect(await verifier.verify({ ...valid, signature: mangle(valid.signature) })).toBe(false);
  });

  it('a high-S copy of a valid ECDSA witness (BIP-322 requires LOW_S)', async () => {
    const [der, publicKey] = new BufferReader(base64.decode(valid.signature)).readVector();
    const { signature, hashType } = script.signature.decode(der!);
    const parsed = secp256k1.Signature.fromBytes(signature, 'compact');
    const highS = new secp256k1.Signature(parsed.r, secp256k1.CURVE.n - parsed.s).toBytes('compact');
    expect(await verifier.verify({ ...valid, signature: encodeWitness([script.signature.encode(highS, hashType), publicKey!]) })).toBe(false);
  });

  it('a sighash type other than ALL', async () => {
    expect(await verifier.verify(sessionFor(chainId, p2wpkh, (message) => signBip322('p2wpkh', message, { hashType: Transaction.SIGHASH_NONE })))).toBe(false);
    const p2tr = addressOf('p2tr', chainId);
    expect(await verifier.verify(sessionFor(chainId, p2tr, (message) => signBip322('p2tr', message, { hashType: Transaction.SIGHASH_SINGLE })))).toBe(false);
  });

  it('a taproot signature whose sighash byte is not ALL', async () => {
    const p2tr = addressOf('p2tr', chainId);
    const session = sessionFor(chainId, p2tr, (message) => signBip322('p2tr', message));
    const [signature] = new BufferReader(base64.decode(session.signature)).readVector();
    for (const hashType of [Transaction.SIGHASH_DEFAULT, Transaction.SIGHASH_SINGLE]) {
      const relabelled = Uint8Array.of(...signature!.subarray(0, 64), hashType);
      expect(await verifier.verify({ ...session, signature: encodeWitness([relabelled]) })).toBe(false);
    }
  });

  it('a BIP-322 witness for a P2PKH address, a legacy signature for a taproot address', async () => {
    const p2pkh = addressOf('p2pkh', chainId);
    expect(await verifier.verify(sessionFor(chainId, p2pkh, (message) => signBip322('p2wpkh', message)))).toBe(false);
    expect(await verifier.verify(sessionFor(chainId, addressOf('p2tr', chainId), (message) => signLegacy(message, 39)))).toBe(false);
  });

  it('a session of the wrong shape, without throwing', async () => {
    expect(await verifier.verify({ ...valid, signature: 42 } as unknown as SiwxSession)).toBe(false);
    expect(await verifier.verify({ ...valid, data: null } as unknown as SiwxSession)).toBe(false);
  });
});
