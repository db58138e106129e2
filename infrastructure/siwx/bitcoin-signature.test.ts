import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import { sha256 } from '@noble/hashes/sha2';
import { secp256k1 } from '@noble/curves/secp256k1';
import { base64, createBase58check } from '@scure/base';
import { crypto, script, Transaction } from 'bitcoinjs-lib';
import { describe, expect, it } from 'vitest';
import { bip322MessageHash, bip322Transactions } from './bitcoin-bip322.ts';
import { checkBitcoinSignature, decodeBitcoinAddress } from './bitcoin-signature.ts';
import { signedMessageHash } from './bitcoin-signed-message.ts';

const MAINNET = 'bip122:000000000019d6689c085ae165831e93';
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const check = (address: string, message: string, signature: string, caipNetworkId = MAINNET): boolean =>
  checkBitcoinSignature({ address, caipNetworkId, message, signature });

// BIP-322 "Test vectors" section and bip-0322/basic-test-vectors.json (github.com/bitcoin/bips): private key
// L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k, address bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l.
const BIP322_WIF = 'L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k';
const BIP322_ADDRESS = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l';
const BIP322_VECTORS = [
  {
    message: '',
    messageHash: 'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    toSpend: 'c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7',
    toSign: '1e9654e951a5ba44c8604c4de6c67fd78a27e81dcadcfe1edf638ba3aaebaed6',
    signatures: [
      'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      'AkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    ],
  },
  {
    message: 'Hello World',
    messageHash: 'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    toSpend: 'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
    toSign: '88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf',
    signatures: [
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    ],
  },
  {
    message: 'UTF-8 support: öäüéàè 测试文本 \u{1F604}',
    messageHash: '43936b237ea38c7794eb5d755e0d220b6db92ebfc5c8f482759d22b1286376d7',
    toSpend: 'c8f4f525fe8afb1bc09b44175bd2096f079c98425e8a1be676b712add1fb62f0',
    toSign: '8f488e06b89eafd019ec528109eafaf7f1d1811fd617aa1eeb9658f1c1be6586',
    signatures: [],
  },
] as const;

describe('BIP-322 known vectors', () => {
  const scriptPubKey = script.compile([0, hexToBytes('2b05d564e6a7a33c087f16e0f730d1440123799d')]);

  it.each(BIP322_VECTORS)('hashes $message as the BIP gives and builds its to_spend / to_sign', (vector) => {
    expect(bytesToHex(bip322MessageHash(utf8(vector.message)))).toBe(vector.messageHash);
    const { toSpend, toSign } = bip322Transactions(utf8(vector.message), scriptPubKey);
    expect(toSpend.getId()).toBe(vector.toSpend);
    expect(toSign.getId()).toBe(vector.toSign);
  });

  it('decodes the vector address to the witness program used above', () => {
    const account = decodeBitcoinAddress(BIP322_ADDRESS, MAINNET);
    expect(account?.type === 'p2wpkh' && bytesToHex(account.keyHash)).toBe('2b05d564e6a7a33c087f16e0f730d1440123799d');
  });

  it.each(BIP322_VECTORS.flatMap((vector) => vector.signatures.map((signature) => [vector.message, signature] as const)))(
    'accepts the P2WPKH signature over %j', (message, signature) => {
      expect(check(BIP322_ADDRESS, message, signature)).toBe(true);
      expect(check(BIP322_ADDRESS, `${message}!`, signature)).toBe(false);
    },
  );

  it('reproduces a vector signature when signing to_sign with the vector key (RFC 6979)', () => {
    const payload = createBase58check(sha256).decode(BIP322_WIF);
    const secretKey = payload.subarray(1, 33);
    const publicKey = secp256k1.getPublicKey(secretKey, true);
    expect(bytesToHex(crypto.hash160(publicKey))).toBe('2b05d564e6a7a33c087f16e0f730d1440123799d');
    const { toSign } = bip322Transactions(utf8('Hello World'), scriptPubKey);
    const scriptCode = script.compile([0x76, 0xa9, crypto.hash160(publicKey), 0x88, 0xac]);
    const sighash = toSign.hashForWitnessV0(0, scriptCode, 0n, Transaction.SIGHASH_ALL);
    const compact = secp256k1.sign(sighash, secretKey, { prehash: false }).toBytes('compact');
    const witness = [script.signature.encode(compact, Transaction.SIGHASH_ALL), publicKey];
    const encoded = base64.encode(Uint8Array.of(2, witness[0]!.length, ...witness[0]!, 33, ...publicKey));
    expect(BIP322_VECTORS[1].signatures).toContain(encoded);
  });

  // Taproot key-path vectors: Bitcoin Core src/test/util_tests.cpp (65-byte, SIGHASH_ALL) and
  // bip-0322/basic-test-vectors.json "No prefix fallback" and generated-test-vectors.json (64-byte, SIGHASH_DEFAULT).
  it.each([
    ['bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3', 'Hello World',
      'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ=='],
    ['bc1pss0zhytly75awhm6x2hhvd5lnzv3vssgrf9axfheq8ldyzn88ges79fler', 'No prefix fallback',
      'AUCJYOwOjxYAvatTAGYaVlNXBVyFuc4MwNQkOuK2tl8xhfKDONd0NjfYyNSYcRqeCp8hsAnCEPHAVEkO9h6vbQ/R'],
    ['bc1p9cyuceaazr8cz46mvgkzl94wy397mwpqsrk84su37t72jvkg6wzqv52nfp', 'TPIZPITUIHEUHO5ACOL6W6MBVD',
      'AUBay6NwR4LEYedkTG+vE9F7C0RTOCB5NH6ZAqf+3hudjHIkOzSZk1jW/5Kt0wRKX3llJ25os+0qktdou4/Y8516'],
  ])('accepts the P2TR signature by %s', (address, message, signature) => {
    expect(check(address, message, signature)).toBe(true);
    expect(check(address, '', signature)).toBe(false);
  });

  // bip-0322/generated-test-vectors.json: a valid P2WPKH signature and its "wrong message" / "wrong signer" errors.
  it('accepts the generated P2WPKH vector and refuses its error cases', () => {
    const signature = 'AkcwRAIgCYHF/vn67iZX5WBimh84kqD6pTME6eNCMGhfFnnwCNECIAF3nMCk/RfLit+uv8a8FgfQIw0f0ASE21GSz7rX17PsASEDTA2vM8bOtUFgvenSDUmvkq7aWNwoTB0CMiM6carHY1s=';
    expect(check('bc1qkntwc3c4dzxh9xh6875l03fn3vkk023jgak3u7', 'ESHJI7MWUL64AXHBI42L3UR4QA', signature)).toBe(true);
    expect(check('bc1qkntwc3c4dzxh9xh6875l03fn3vkk023jgak3u7', 'OVKTTPEFKLUOTAOJSPCKIHCQZW', signature)).toBe(false);
    expect(check('bc1qx3f9s3scavc92s3g2fhwzqzn7qucd37ez03jpf', 'ESHJI7MWUL64AXHBI42L3UR4QA', signature)).toBe(false);
    expect(check('bc1pr72av8sh7qc2ssxs8w0hlj0cl82g2q2dvypngzgsrmd4plml84ksmfyv0q', 'TPIZPITUIHEUHO5ACOL6W6MBVD',
      'AUBay6NwR4LEYedkTG+vE9F7C0RTOCB5NH6ZAqf+3hudjHIkOzSZk1jW/5Kt0wRKX3llJ25os+0qktdou4/Y8516')).toBe(false);
  });

  // bip-0322/basic-test-vectors.json "error" entries.
  it.each([
    ['not-valid-base64!!!'], [''], ['AA=='],
    ['smpAkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='],
  ])('refuses the error vector %j', (signature) => {
    expect(check(BIP322_ADDRESS, '', signature)).toBe(false);
  });

  const TESTNET = 'bip122:000000000933ea01ad0ee984209779ba';
  const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';
  it.each([
    ['a testnet P2PKH address', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', TESTNET, MAINNET],
    ['a testnet P2SH address', '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', TESTNET, MAINNET],
    ['a mainnet P2PKH address', '1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH', MAINNET, TESTNET],
    ['a regtest bech32 address', 'bcrt1q9vza2e8x573nczrlzms0wvx3gsqjx7vay85cr9', REGTEST, TESTNET],
    ['a mainnet address', BIP322_ADDRESS, MAINNET, 'bip122:00000008819873e925422c1ff0f99f7c'],
  ])('decodes %s on its own chain only', (_case, address, ownChain, otherChain) => {
    expect(decodeBitcoinAddress(address, ownChain)).toBeDefined();
    expect(decodeBitcoinAddress(address, otherChain)).toBeUndefined();
  });

  it('refuses a P2WSH address (a script, not a key: needs a script interpreter)', () => {
    const p2wsh = 'bc1qp0ahvfh83088w49k405szqgg4f3pptr7p2g06tdxfjcd40z4lh4q95lsz9';
    expect(decodeBitcoinAddress(p2wsh, MAINNET)).toBeUndefined();
    expect(check(p2wsh, '', BIP322_VECTORS[0].signatures[0])).toBe(false);
  });
});

// bitcoinjs-message test/fixtures.json (github.com/bitcoinjs/bitcoinjs-message): magicHash and verify vectors.
describe('legacy signed-message known vectors (BIP-137)', () => {
  it.each([
    ['', '80e795d4a4caadd7047af389d9f7f220562feb6196032e2131e10563352c4bcc'],
    ['Vires is Numeris', 'f8a5affbef4a3241b19067aa694562f64f513310817297089a8929a930f4f933'],
  ])('hashes %j with the "Bitcoin Signed Message" prefix', (message, hash) => {
    expect(bytesToHex(signedMessageHash(utf8(message)))).toBe(hash);
  });

  const UNCOMPRESSED_SIGNATURE = 'G8JawPtQOrybrSP1WHQnQPr67B9S3qrxBrl1mlzoTJOSHEpmnF7D3+t+LX0Xei9J20B5AIdPbeL3AaTBZ4N3bY0=';
  const COMPRESSED_SIGNATURE = 'H8JawPtQOrybrSP1WHQnQPr67B9S3qrxBrl1mlzoTJOSHEpmnF7D3+t+LX0Xei9J20B5AIdPbeL3AaTBZ4N3bY0=';
  const P2SH_P2WPKH_SIGNATURE = 'JF8nHqFr3K2UKYahhX3soVeoW8W1ECNbr0wfck7lzyXjCS5Q16Ek45zyBuy1Fiy9sTPKVgsqqOuPvbycuVSSVl8=';
  const P2WPKH_SIGNATURE = 'KF8nHqFr3K2UKYahhX3soVeoW8W1ECNbr0wfck7lzyXjCS5Q16Ek45zyBuy1Fiy9sTPKVgsqqOuPvbycuVSSVl8=';
  // The "sign" fixture's compressed-key signature by d = 1: the header Electrum uses for segwit addresses too.
  const ELECTRUM_STYLE_SIGNATURE = 'IF8nHqFr3K2UKYahhX3soVeoW8W1ECNbr0wfck7lzyXjCS5Q16Ek45zyBuy1Fiy9sTPKVgsqqOuPvbycuVSSVl8=';

  it.each([
    ['16UwLL9Risc3QfPqBUvKofHmBQ7wMtjvM', UNCOMPRESSED_SIGNATURE],
    ['1PMycacnJaSqwwJqjawXBErnLsZ7RkXUAs', COMPRESSED_SIGNATURE],
    ['3JvL6Ymt8MVWiCNHC7oWU6nLeHNJKLZGLN', P2SH_P2WPKH_SIGNATURE],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', P2WPKH_SIGNATURE],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', ELECTRUM_STYLE_SIGNATURE],
    ['3JvL6Ymt8MVWiCNHC7oWU6nLeHNJKLZGLN', ELECTRUM_STYLE_SIGNATURE],
  ])('accepts the signature by %s over "vires is numeris"', (address, signature) => {
    expect(check(address, 'vires is numeris', signature)).toBe(true);
  });

  it.each([
    ['the wrong message', '16UwLL9Risc3QfPqBUvKofHmBQ7wMtjvM', 'foobar', UNCOMPRESSED_SIGNATURE],
    ['the wrong address', '1111111111111111111114oLvT2', 'vires is numeris', COMPRESSED_SIGNATURE],
    ['an uncompressed address with a compressed signature', '16UwLL9Risc3QfPqBUvKofHmBQ7wMtjvM', 'vires is numeris', COMPRESSED_SIGNATURE],
    ['a compressed address with an uncompressed signature', '1PMycacnJaSqwwJqjawXBErnLsZ7RkXUAs', 'vires is numeris', UNCOMPRESSED_SIGNATURE],
    ['a P2WPKH header on a P2SH address', '3JvL6Ymt8MVWiCNHC7oWU6nLeHNJKLZGLN', 'vires is numeris', P2WPKH_SIGNATURE],
    ['a P2SH header on a P2WPKH address', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'vires is numeris', P2SH_P2WPKH_SIGNATURE],
  ])('refuses %s', (_case, address, message, signature) => {
    expect(check(address, message, signature)).toBe(false);
  });
});
