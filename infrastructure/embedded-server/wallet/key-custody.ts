import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Address, Hex } from 'viem';
import { catalogueError } from '../../../domain/errors/catalogue.ts';

/**
 * Envelope encryption of the users' EVM keys. Each user has a random 32-byte data key that seals their
 * private key (AES-256-GCM); the data key is sealed in turn by the server's master key. The database
 * thus holds only ciphertext, and rotating the master key means re-sealing 32-byte data keys, not
 * touching every private key. GCM authenticates: a wrong master key or an altered byte throws.
 *
 * Sealed values are text `v1.<base64url(iv ‖ ciphertext ‖ tag)>`. Each layer has its own associated
 * data, so a sealed data key cannot be passed off as a sealed private key or the other way round.
 */
export type MasterKey = string | Uint8Array;

export interface WalletKeys {
  readonly address: Address;
  readonly wrappedDataKey: string;
  readonly encryptedPrivateKey: string;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const DATA_KEY_CONTEXT = Buffer.from('walletport/data-key/v1');
const PRIVATE_KEY_CONTEXT = Buffer.from('walletport/private-key/v1');

/** The master key from configuration: 32 bytes as 64 hex digits (optionally 0x-prefixed) or base64. */
export function parseMasterKey(masterKey: MasterKey): Buffer {
  const bytes = typeof masterKey === 'string' ? decodeKeyText(masterKey.trim()) : Buffer.from(masterKey);
  if (bytes?.length !== KEY_BYTES) {
    throw catalogueError('INVALID_ARGUMENT', { params: { name: 'masterKey', expected: '32 bytes as hex or base64' } });
  }
  return bytes;
}

export function createWalletKeys(masterKey: MasterKey): WalletKeys {
  const master = parseMasterKey(masterKey);
  const privateKey = generatePrivateKey();
  const dataKey = randomBytes(KEY_BYTES);
  try {
    return {
      address: privateKeyToAccount(privateKey).address,
      wrappedDataKey: seal(master, dataKey, DATA_KEY_CONTEXT),
      encryptedPrivateKey: seal(dataKey, Buffer.from(privateKey.slice(2), 'hex'), PRIVATE_KEY_CONTEXT),
    };
  } finally {
    dataKey.fill(0);
    master.fill(0);
  }
}

/** The user's private key; throws when the master key is wrong or either sealed value was altered. */
export function unlockPrivateKey(masterKey: MasterKey, wrappedDataKey: string, encryptedPrivateKey: string): Hex {
  const master = parseMasterKey(masterKey);
  let dataKey: Buffer | undefined;
  try {
    dataKey = open(master, wrappedDataKey, DATA_KEY_CONTEXT);
    const privateKey = open(dataKey, encryptedPrivateKey, PRIVATE_KEY_CONTEXT);
    if (privateKey.length !== KEY_BYTES) throw new Error('Sealed private key has the wrong length');
    return `0x${privateKey.toString('hex')}`;
  } finally {
    dataKey?.fill(0);
    master.fill(0);
  }
}

function seal(key: Buffer, plaintext: Buffer, context: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(context);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64url')}`;
}

function open(key: Buffer, sealed: string, context: Buffer): Buffer {
  const [version, body, ...rest] = sealed.split('.');
  if (version !== VERSION || body === undefined || rest.length > 0) throw new Error('Unknown sealed key format');
  const bytes = Buffer.from(body, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) throw new Error('Sealed key is too short');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES)).setAAD(context);
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  // final() throws 'Unsupported state or unable to authenticate data' on a wrong key or altered bytes.
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
}

function decodeKeyText(text: string): Buffer | undefined {
  const hex = text.startsWith('0x') ? text.slice(2) : text;
  if (/^[0-9a-fA-F]{64}$/.test(hex)) return Buffer.from(hex, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) return Buffer.from(text, 'base64');
  return undefined;
}
