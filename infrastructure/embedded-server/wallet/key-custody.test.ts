import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import { WalletportError } from '../../../domain/errors/walletport-error.ts';
import { createWalletKeys, parseMasterKey, unlockPrivateKey } from './key-custody.ts';

const masterBytes = randomBytes(32);
const MASTER_HEX = masterBytes.toString('hex');

function flipOneCharacter(sealed: string, index: number): string {
  const replacement = sealed[index] === 'A' ? 'B' : 'A';
  return `${sealed.slice(0, index)}${replacement}${sealed.slice(index + 1)}`;
}

describe('envelope encryption of wallet keys', () => {
  it('unlocks the private key of the address it created', () => {
    const keys = createWalletKeys(MASTER_HEX);
    const privateKey = unlockPrivateKey(MASTER_HEX, keys.wrappedDataKey, keys.encryptedPrivateKey);
    expect(privateKey).toMatch(/^0x[0-9a-f]{64}$/);
    expect(privateKeyToAccount(privateKey).address).toBe(keys.address);
    expect(keys.encryptedPrivateKey).not.toContain(privateKey.slice(2));
    expect(Buffer.from(keys.encryptedPrivateKey.slice(3), 'base64url').includes(Buffer.from(privateKey.slice(2), 'hex')))
      .toBe(false);
  });

  it('accepts the master key as hex, 0x-hex, base64, base64url or bytes: the same key either way', () => {
    const keys = createWalletKeys(`0x${MASTER_HEX}`);
    for (const form of [MASTER_HEX, masterBytes.toString('base64'), masterBytes.toString('base64url'), new Uint8Array(masterBytes)]) {
      expect(privateKeyToAccount(unlockPrivateKey(form, keys.wrappedDataKey, keys.encryptedPrivateKey)).address).toBe(keys.address);
    }
    expect(parseMasterKey(` ${MASTER_HEX}\n`).equals(masterBytes)).toBe(true);
  });

  it('refuses a master key that is not 32 bytes', () => {
    for (const bad of ['', 'abc', MASTER_HEX.slice(2), randomBytes(16).toString('base64'), new Uint8Array(31)]) {
      let caught: unknown;
      try { parseMasterKey(bad); } catch (error) { caught = error; }
      expect(WalletportError.is(caught, 'INVALID_ARGUMENT')).toBe(true);
    }
  });

  it('gives each user their own key, data key and nonces', () => {
    const first = createWalletKeys(MASTER_HEX);
    const second = createWalletKeys(MASTER_HEX);
    expect(second.address).not.toBe(first.address);
    expect(second.wrappedDataKey).not.toBe(first.wrappedDataKey);
    expect(second.encryptedPrivateKey).not.toBe(first.encryptedPrivateKey);
  });

  it('throws on a wrong master key, altered ciphertext, or the two sealed values swapped', () => {
    const keys = createWalletKeys(MASTER_HEX);
    const other = createWalletKeys(MASTER_HEX);
    expect(() => unlockPrivateKey(randomBytes(32).toString('hex'), keys.wrappedDataKey, keys.encryptedPrivateKey))
      .toThrow(/authenticate/);
    expect(() => unlockPrivateKey(MASTER_HEX, flipOneCharacter(keys.wrappedDataKey, 10), keys.encryptedPrivateKey)).toThrow();
    expect(() => unlockPrivateKey(MASTER_HEX, keys.wrappedDataKey, flipOneCharacter(keys.encryptedPrivateKey, 20))).toThrow();
    expect(() => unlockPrivateKey(MASTER_HEX, keys.encryptedPrivateKey, keys.wrappedDataKey)).toThrow();
    // Another user's data key does not open this user's private key.
    expect(() => unlockPrivateKey(MASTER_HEX, other.wrappedDataKey, keys.encryptedPrivateKey)).toThrow(/authenticate/);
    expect(() => unlockPrivateKey(MASTER_HEX, `v2${keys.wrappedDataKey.slice(2)}`, keys.encryptedPrivateKey)).toThrow(/format/);
  });
});
