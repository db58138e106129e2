// @vitest-environment happy-dom
// The Wallet Standard registers wallets through `window` events, so the registration tests need a window.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ed25519 } from '@noble/curves/ed25519';
import { base58, base64 } from '@scure/base';
import { Keypair, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { getWallets } from '@wallet-standard/app';
import type { WalletAccount } from '@wallet-standard/base';
import { describe, expect, it, onTestFinished } from 'vitest';
import { SOLANA_TEST_ADDRESS, SOLANA_TEST_SEED_HEX, SolanaTestWallet, registerSolanaWallet, solanaAddressOfSeed, type SolanaTestWalletOptions } from './solana-wallet.ts';

const DEVNET = 'solana:devnet';
const DEVNET_CAIP = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const OTHER_SEED = '02'.repeat(32);
const BLOCKHASH = base58.encode(new Uint8Array(32).fill(9));

function memory(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

function makeWallet(options: Partial<SolanaTestWalletOptions> = {}): SolanaTestWallet {
  return new SolanaTestWallet({ chains: [DEVNET], rpcUrls: {}, ...options });
}

async function connected(options: Partial<SolanaTestWalletOptions> = {}): Promise<{ wallet: SolanaTestWallet; account: WalletAccount }> {
  const wallet = makeWallet(options);
  const { accounts } = await wallet.features['standard:connect'].connect();
  return { wallet, account: accounts[0]! };
}

function transfer(signers: readonly PublicKey[]): Uint8Array {
  const transaction = new Transaction({ recentBlockhash: BLOCKHASH, feePayer: signers[0]! });
  for (const signer of signers) transaction.add(SystemProgram.transfer({ fromPubkey: signer, toPubkey: Keypair.generate().publicKey, lamports: 1000 }));
  return transaction.serialize({ requireAllSignatures: false, verifySignatures: false });
}

const walletKey = new PublicKey(SOLANA_TEST_ADDRESS);

describe('SolanaTestWallet keys', () => {
  it('derives the published address from the default seed, as @solana/web3.js does', () => {
    expect(solanaAddressOfSeed(SOLANA_TEST_SEED_HEX)).toBe(SOLANA_TEST_ADDRESS);
    expect(Keypair.fromSeed(Buffer.from(SOLANA_TEST_SEED_HEX, 'hex')).publicKey.toBase58()).toBe(SOLANA_TEST_ADDRESS);
  });
});

describe('SolanaTestWallet connect', () => {
  it('asks before connecting, remembers the site, and answers a later silent connect from memory', async () => {
    const remembered = memory();
    const asked: string[] = [];
    const { wallet, account } = await connected({ memory: remembered, approve: (feature) => (asked.push(feature), true) });
    expect(asked).toEqual(['standard:connect']);
    expect(account.address).toBe(SOLANA_TEST_ADDRESS);
    expect([...account.publicKey]).toEqual([...walletKey.toBytes()]);
    expect(account.chains).toEqual([DEVNET]);
    expect(account.features).toEqual(['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction']);
    expect(wallet.accounts).toEqual([account]);

    const reloaded = makeWallet({ memory: remembered });
    expect((await reloaded.features['standard:connect'].connect({ silent: true })).accounts.map((item) => item.address)).toEqual([SOLANA_TEST_ADDRESS]);
    expect(reloaded.calls).toEqual(['standard:connect:silent']);

    const stranger = makeWallet({ memory: memory() });
    expect((await stranger.features['standard:connect'].connect({ silent: true })).accounts).toEqual([]);
    await wallet.features['standard:disconnect'].disconnect();
    expect((await makeWallet({ memory: remembered }).features['standard:connect'].connect({ silent: true })).accounts).toEqual([]);
  });

  it('rejects a refused connect with code 4001 and stays unauthorised', async () => {
    const wallet = makeWallet({ approve: () => false });
    await expect(wallet.features['standard:connect'].connect()).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' });
    expect(wallet.accounts).toEqual([]);
  });

  it('hangs, fails or rejects the next connect on request, then connects again', async () => {
    const wallet = makeWallet();
    wallet.hangNextConnect();
    const hanging = wallet.features['standard:connect'].connect();
    const outcome = await Promise.race([hanging.then(() => 'settled'), new Promise((resolve) => setTimeout(resolve, 50, 'pending'))]);
    expect(outcome).toBe('pending');
    wallet.failNextConnect(new Error('wallet locked'));
    await expect(wallet.features['standard:connect'].connect()).rejects.toThrow('wallet locked');
    wallet.rejectNextRequests();
    await expect(wallet.features['standard:connect'].connect()).rejects.toMatchObject({ code: 4001 });
    expect((await wallet.features['standard:connect'].connect()).accounts).toHaveLength(1);
    expect(wallet.calls).toEqual(['standard:connect', 'standard:connect', 'standard:connect', 'standard:connect']);
  });
});

describe('SolanaTestWallet chains, as the Solana Wallet Standard names them', () => {
  it('registers the standard names and refuses to be built with a CAIP-2 id', () => {
    expect(makeWallet({ chains: ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'] }).chains).toEqual(['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet']);
    expect(() => makeWallet({ chains: [DEVNET_CAIP as 'solana:devnet'] })).toThrow(/not a Solana Wallet Standard chain/);
  });

  it('answers a CAIP-2 chain in a call with "invalid chain", as published wallets do, and signs nothing', async () => {
    let asked = 0;
    const { wallet, account } = await connected({ approve: (feature) => (feature === 'standard:connect' || (asked += 1) > 0) });
    const transaction = transfer([walletKey]);
    for (const chain of [DEVNET_CAIP, 'solana:other'] as const) {
      await expect(wallet.features['solana:signTransaction'].signTransaction({ account, transaction, chain })).rejects.toThrow('invalid chain');
      await expect(wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({ account, transaction, chain })).rejects.toThrow('invalid chain');
    }
    await expect(wallet.features['solana:signTransaction'].signTransaction({ account, transaction, chain: 'solana:mainnet' })).rejects.toThrow('does not serve solana:mainnet');
    expect(asked).toBe(0);
  });
});

describe('SolanaTestWallet signing', () => {
  it('signs a message with the wallet key', async () => {
    const { wallet, account } = await connected();
    const message = new TextEncoder().encode('Sign in to walletport');
    const [output] = await wallet.features['solana:signMessage'].signMessage({ account, message });
    expect(output!.signedMessage).toEqual(message);
    expect(ed25519.verify(output!.signature, message, walletKey.toBytes())).toBe(true);
  });

  it('signs a legacy transfer in its own signature slot', async () => {
    const { wallet, account } = await connected();
    const other = Keypair.generate();
    for (const signers of [[walletKey], [other.publicKey, walletKey]]) {
      // web3.js serialises to a Buffer, whose slice() is a view: the wallet must not write into the caller's bytes.
      const transaction = transfer(signers);
      const before = Uint8Array.from(transaction);
      const [output] = await wallet.features['solana:signTransaction'].signTransaction({ account, transaction, chain: DEVNET });
      expect(Uint8Array.from(transaction)).toEqual(before);
      expect(output!.signedTransaction.constructor).toBe(Uint8Array);
      const signed = Transaction.from(output!.signedTransaction);
      if (signers.length === 2) {
        expect(signed.signatures[0]!.signature).toBeNull();
        signed.partialSign(other);
      }
      expect(signed.verifySignatures()).toBe(true);
    }
  });

  it('signs a v0 transaction', async () => {
    const { wallet, account } = await connected();
    const instructions = [SystemProgram.transfer({ fromPubkey: walletKey, toPubkey: Keypair.generate().publicKey, lamports: 1 })];
    const message = new TransactionMessage({ payerKey: walletKey, recentBlockhash: BLOCKHASH, instructions }).compileToV0Message();
    const unsigned = new VersionedTransaction(message).serialize();
    const [output] = await wallet.features['solana:signTransaction'].signTransaction({ account, transaction: unsigned });
    const signed = VersionedTransaction.deserialize(output!.signedTransaction);
    expect(signed.version).toBe(0);
    expect(ed25519.verify(signed.signatures[0]!, signed.message.serialize(), walletKey.toBytes())).toBe(true);
  });

  it('signs nothing when the user refuses, and says so with code 4001', async () => {
    const asked: unknown[] = [];
    const { wallet, account } = await connected({ approve: (feature, input) => (asked.push(input), feature === 'standard:connect') });
    const transaction = transfer([walletKey]);
    const before = transaction.slice();
    await expect(wallet.features['solana:signTransaction'].signTransaction({ account, transaction })).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' });
    expect(asked.at(-1)).toEqual({ account, transaction });
    expect(transaction).toEqual(before);
    await expect(wallet.features['solana:signMessage'].signMessage({ account, message: new Uint8Array([1]) })).rejects.toMatchObject({ code: 4001 });
  });

  it('refuses a transaction that does not name the wallet as a signer, without asking', async () => {
    let asked = 0;
    const { wallet, account } = await connected({ approve: () => (asked += 1) > 0 });
    const transaction = transfer([Keypair.generate().publicKey]);
    await expect(wallet.features['solana:signTransaction'].signTransaction({ account, transaction })).rejects.toThrow(/does not name .* as a signer/);
    expect(asked).toBe(1);
  });

  it('refuses accounts the site is not authorised for', async () => {
    const { wallet, account } = await connected();
    await wallet.features['standard:disconnect'].disconnect();
    await expect(wallet.features['solana:signMessage'].signMessage({ account, message: new Uint8Array([1]) })).rejects.toMatchObject({ code: 4100 });
  });
});

describe('SolanaTestWallet change events', () => {
  it('emits the new accounts on setAccounts and none on revoke, until the listener is removed', async () => {
    const wallet = makeWallet();
    const seen: string[][] = [];
    const off = wallet.features['standard:events'].on('change', ({ accounts }) => seen.push((accounts ?? []).map((item) => item.address)));
    wallet.setAccounts([OTHER_SEED]);
    expect(seen).toEqual([]);
    await wallet.features['standard:connect'].connect();
    wallet.setAccounts([SOLANA_TEST_SEED_HEX, OTHER_SEED]);
    wallet.revoke();
    off();
    wallet.setAccounts([SOLANA_TEST_SEED_HEX]);
    expect(seen).toEqual([[solanaAddressOfSeed(OTHER_SEED)], [SOLANA_TEST_ADDRESS, solanaAddressOfSeed(OTHER_SEED)], []]);
    expect(wallet.accounts).toEqual([]);
  });
});

/** A JSON-RPC node on loopback that answers `sendTransaction` and `getSignatureStatuses`, recording each request. */
async function fakeNode(answer: (method: string, params: unknown[]) => unknown): Promise<{ url: string; requests: { method: string; params: unknown[] }[] }> {
  const requests: { method: string; params: unknown[] }[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    // The happy-dom window's fetch applies CORS, as a page's would.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', 'content-type');
    if (request.method === 'OPTIONS') return void response.end();
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const { id, method, params } = JSON.parse(body) as { id: number; method: string; params: unknown[] };
      requests.push({ method, params });
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ jsonrpc: '2.0', id, result: answer(method, params) }));
    });
  });
  server.unref();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

describe('SolanaTestWallet signAndSendTransaction', () => {
  it('sends the signed transaction to the chain node and, with a commitment, waits for it', async () => {
    let polls = 0;
    const node = await fakeNode((method, params) => {
      if (method === 'sendTransaction') return base58.encode(Transaction.from(base64.decode(String(params[0]))).signature!);
      polls += 1;
      return { value: [{ err: null, confirmationStatus: polls < 2 ? 'processed' : 'confirmed' }] };
    });
    const { wallet, account } = await connected({ rpcUrls: { [DEVNET]: node.url } });
    const [output] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account, chain: DEVNET, transaction: transfer([walletKey]), options: { skipPreflight: true, commitment: 'confirmed' },
    });
    const [send, ...statusChecks] = node.requests;
    expect(send!.method).toBe('sendTransaction');
    expect(send!.params[1]).toEqual({ skipPreflight: true, encoding: 'base64' });
    const sent = Transaction.from(base64.decode(String(send!.params[0])));
    expect(sent.verifySignatures()).toBe(true);
    expect(output!.signature).toEqual(new Uint8Array(sent.signature!));
    expect(statusChecks.map((request) => request.method)).toEqual(['getSignatureStatuses', 'getSignatureStatuses']);
  });

  it('refuses a chain it has no node for', async () => {
    const { wallet, account } = await connected({ chains: [DEVNET, 'solana:testnet'] });
    await expect(
      wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({ account, chain: 'solana:testnet', transaction: transfer([walletKey]) }),
    ).rejects.toThrow('no RPC node for solana:testnet');
  });
});

describe('registerSolanaWallet', () => {
  it('registers with an app that loads later and with one already loaded, and unregisters', () => {
    const early = makeWallet({ name: 'Early' });
    const stopEarly = registerSolanaWallet(early);
    expect(getWallets().get()).toContain(early);
    const late = makeWallet({ name: 'Late' });
    const stopLate = registerSolanaWallet(late);
    expect(getWallets().get()).toContain(late);
    stopEarly();
    stopLate();
    expect(getWallets().get()).not.toContain(early);
    expect(getWallets().get()).not.toContain(late);
  });
});
