import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import { privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaipNetworkId } from '../../domain/caip/caip.ts';
import type { SiwxMessage, SiwxMessageData, SiwxSession } from '../../domain/siwx/siwx.ts';
import { DefaultSIWX } from './default-siwx.ts';
import { DEFAULT_SIWX_EXPIRATION_MS, InformalMessenger } from './informal-messenger.ts';
import { LocalStorage, type SiwxStorageArea } from './local-storage.ts';

const KEY = 'test/siwx';
const EVM_CHAIN: CaipNetworkId = 'eip155:1';
const SOLANA_CHAIN: CaipNetworkId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const evmAccount = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const otherEvmAccount = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const solanaSeed = new Uint8Array(32).fill(3);
const solanaAddress = base58.encode(ed25519.getPublicKey(solanaSeed));

function mapStorage(initial?: string): SiwxStorageArea & { readonly map: Map<string, string> } {
  const map = new Map<string, string>(initial === undefined ? [] : [[KEY, initial]]);
  return { map, getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value) };
}

function setup(options: { expiration?: number; initial?: string } = {}) {
  const area = mapStorage(options.initial);
  const messenger = new InformalMessenger({
    domain: 'app.example.test', uri: 'https://app.example.test/', statement: 'Sign in to the example app',
    ...(options.expiration === undefined ? {} : { expiration: options.expiration }),
  });
  return { area, siwx: new DefaultSIWX({ messenger, storage: new LocalStorage({ key: KEY, storage: area }) }) };
}

function dataOf(message: SiwxMessage): SiwxMessageData {
  const { toString: _toString, ...data } = message;
  return data;
}

async function signInEvm(siwx: DefaultSIWX, signer = evmAccount): Promise<SiwxSession> {
  const message = await siwx.createMessage({ chainId: EVM_CHAIN, accountAddress: evmAccount.address });
  const text = message.toString();
  return { data: dataOf(message), message: text, signature: await signer.signMessage({ message: text }) };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DefaultSIWX', () => {
  it('stores a signed eip155 session and returns it for the account, in any address case', async () => {
    const { siwx } = setup();
    const session = await signInEvm(siwx);
    await siwx.addSession(session);
    expect(await siwx.getSessions(EVM_CHAIN, evmAccount.address)).toEqual([session]);
    expect(await siwx.getSessions(EVM_CHAIN, evmAccount.address.toLowerCase())).toEqual([session]);
    expect(await siwx.getSessions('eip155:10', evmAccount.address)).toEqual([]);
  });

  it('stores a signed solana session', async () => {
    const { siwx } = setup();
    const message = await siwx.createMessage({ chainId: SOLANA_CHAIN, accountAddress: solanaAddress });
    const text = message.toString();
    expect(text.split('\n')[0]).toBe('app.example.test wants you to sign in with your Solana account:');
    const signature = base58.encode(ed25519.sign(new TextEncoder().encode(text), solanaSeed));
    await siwx.addSession({ data: dataOf(message), message: text, signature });
    expect(await siwx.getSessions(SOLANA_CHAIN, solanaAddress)).toHaveLength(1);
  });

  it('refuses a forged session and stores nothing', async () => {
    const { siwx, area } = setup();
    await expect(siwx.addSession(await signInEvm(siwx, otherEvmAccount))).rejects.toThrow('The signature is not valid');
    const session = await signInEvm(siwx);
    const retargeted = { ...session, data: { ...session.data, nonce: 'chosen-by-attacker' } };
    await expect(siwx.addSession(retargeted)).rejects.toThrow('The signature is not valid');
    expect(area.map.has(KEY)).toBe(false);
  });

  it('removes a revoked session', async () => {
    const { siwx } = setup();
    await siwx.addSession(await signInEvm(siwx));
    await siwx.revokeSession(EVM_CHAIN, evmAccount.address);
    expect(await siwx.getSessions(EVM_CHAIN, evmAccount.address)).toEqual([]);
  });

  it('stops returning a session once it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T12:00:00.000Z') });
    const { siwx } = setup({ expiration: 60_000 });
    const session = await signInEvm(siwx);
    expect(session.data.expirationTime).toBe('2026-03-01T12:01:00.000Z');
    await siwx.addSession(session);
    expect(await siwx.getSessions(EVM_CHAIN, evmAccount.address)).toHaveLength(1);
    vi.setSystemTime(new Date('2026-03-01T12:01:00.000Z'));
    expect(await siwx.getSessions(EVM_CHAIN, evmAccount.address)).toEqual([]);
    await expect(siwx.addSession(session)).rejects.toThrow('The session has expired');
  });

  it('does not return a stored session whose signature does not verify', async () => {
    const { siwx, area } = setup();
    const forged = { ...(await signInEvm(siwx)), signature: `0x${'11'.repeat(65)}` };
    area.map.set(KEY, JSON.stringify([forged]));
    expect(await siwx.getSessions(EVM_CHAIN, evmAccount.address)).toEqual([]);
  });

  it('replaces sessions only when every one verifies', async () => {
    const { siwx } = setup();
    const first = await signInEvm(siwx);
    await siwx.setSessions([first]);
    await expect(siwx.setSessions([await signInEvm(siwx), await signInEvm(siwx, otherEvmAccount)])).rejects.toThrow('The signature is not valid');
    expect(await siwx.getSessions(EVM_CHAIN, evmAccount.address)).toEqual([first]);
    await siwx.setSessions([]);
    expect(await siwx.getSessions(EVM_CHAIN, evmAccount.address)).toEqual([]);
  });

  it('requires sign-in unless told otherwise', () => {
    expect(new DefaultSIWX({ storage: new LocalStorage({ key: KEY, storage: mapStorage() }) }).getRequired()).toBe(true);
    expect(new DefaultSIWX({ required: false }).getRequired()).toBe(false);
  });

  it('builds its messenger, verifiers and storage in a later idle period than the one the modal core loads in', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    let messengerRead = false;
    const messenger = new InformalMessenger({ domain: 'app.example.test', uri: 'https://app.example.test/' });
    const siwx = new DefaultSIWX({
      get messenger() {
        messengerRead = true;
        return messenger;
      },
      storage: new LocalStorage({ key: KEY, storage: mapStorage() }),
    });
    expect(messengerRead).toBe(false);
    expect(idle).toHaveLength(1);
    idle.shift()?.();
    // The first idle period is the core's: nothing of the sign-in loads in it.
    await Promise.resolve();
    expect(messengerRead).toBe(false);
    expect(idle).toHaveLength(1);
    idle.shift()?.();
    await vi.waitFor(() => expect(messengerRead).toBe(true));
    await expect(siwx.getSessions(EVM_CHAIN, evmAccount.address)).resolves.toEqual([]);
  });
});

describe('LocalStorage', () => {
  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"data":{}}'],
    ['entries that are not sessions', '[1, null, {"data":null,"message":"m","signature":"s"}]'],
  ])('reads %s as no sessions', async (_name, stored) => {
    const { siwx } = setup({ initial: stored });
    expect(await siwx.getSessions(EVM_CHAIN, evmAccount.address)).toEqual([]);
  });

  it('keeps the good entries next to malformed ones', async () => {
    const { siwx, area } = setup();
    const session = await signInEvm(siwx);
    area.map.set(KEY, JSON.stringify([{ junk: true }, session]));
    expect(await siwx.getSessions(EVM_CHAIN, evmAccount.address)).toEqual([session]);
  });

  it('reads as empty when the storage throws, and refuses to write without a storage', async () => {
    const throwing: SiwxStorageArea = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => undefined };
    expect(await new LocalStorage({ key: KEY, storage: throwing }).get(EVM_CHAIN, evmAccount.address)).toEqual([]);
    vi.stubGlobal('localStorage', undefined);
    const nowhere = new LocalStorage({ key: KEY });
    expect(await nowhere.get(EVM_CHAIN, evmAccount.address)).toEqual([]);
    const { siwx } = setup();
    await expect(nowhere.add(await signInEvm(siwx))).rejects.toThrow('localStorage not available');
  });
});

describe('InformalMessenger', () => {
  it('takes domain and uri from the page, and a fresh random nonce each time', async () => {
    vi.stubGlobal('location', { host: 'dapp.test:8080', href: 'https://dapp.test:8080/start' });
    const messenger = new InformalMessenger();
    const first = await messenger.createMessage({ chainId: EVM_CHAIN, accountAddress: evmAccount.address });
    const second = await messenger.createMessage({ chainId: EVM_CHAIN, accountAddress: evmAccount.address });
    expect(first).toMatchObject({ domain: 'dapp.test:8080', uri: 'https://dapp.test:8080/start', version: '1', chainId: EVM_CHAIN });
    expect(first.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(second.nonce).not.toBe(first.nonce);
    expect(first.toString()).toContain('\nChain ID: eip155:1\n');
  });

  it('refuses to make a message without a domain outside a browser', async () => {
    vi.stubGlobal('location', undefined);
    await expect(new InformalMessenger().createMessage({ chainId: EVM_CHAIN, accountAddress: evmAccount.address }))
      .rejects.toThrow('pass domain and uri');
  });

  it('counts the expiration from Not Before when one is asked for', async () => {
    const messenger = new InformalMessenger({ domain: 'a.test', uri: 'https://a.test/', expiration: 3_600_000, getNonce: async () => 'fixednonce1' });
    const message = await messenger.createMessage({ chainId: EVM_CHAIN, accountAddress: evmAccount.address, notBefore: '2026-05-01T00:00:00Z' });
    expect(message).toMatchObject({ nonce: 'fixednonce1', notBefore: '2026-05-01T00:00:00.000Z', expirationTime: '2026-05-01T01:00:00.000Z' });
  });

  it('writes an Expiration Time one day after Issued At when none is asked for, and signs it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T12:00:00.000Z') });
    const message = await new InformalMessenger({ domain: 'a.test', uri: 'https://a.test/' })
      .createMessage({ chainId: EVM_CHAIN, accountAddress: evmAccount.address });
    expect(DEFAULT_SIWX_EXPIRATION_MS).toBe(86_400_000);
    expect(message).toMatchObject({ issuedAt: '2026-03-01T12:00:00.000Z', expirationTime: '2026-03-02T12:00:00.000Z' });
    expect(message.toString()).toContain('\nExpiration Time: 2026-03-02T12:00:00.000Z');
  });

  it('refuses an expiration that is not a positive duration', () => {
    expect(() => new InformalMessenger({ expiration: -1 })).toThrow(RangeError);
  });
});
