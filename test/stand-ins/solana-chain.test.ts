import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import { Connection, Keypair, LAMPORTS_PER_SOL, SendTransactionError, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { startSolanaChain, type SolanaChain } from './solana-chain.ts';

const rpc = async (chain: SolanaChain, body: unknown) => {
  const response = await fetch(chain.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), text: await response.text() };
};

describe('local Solana chain over litesvm', () => {
  const payer = Keypair.generate();
  const receiver = Keypair.generate();
  let chain: SolanaChain;
  let connection: Connection;

  beforeAll(async () => {
    const started = Date.now();
    chain = await startSolanaChain({ fundedAccounts: [{ address: payer.publicKey.toBase58(), lamports: 2n * BigInt(LAMPORTS_PER_SOL) }] });
    // An in-process ledger, not a validator that boots for a minute: seconds at most on a busy CI machine.
    expect(Date.now() - started).toBeLessThan(10_000);
    connection = new Connection(chain.rpcUrl, { wsEndpoint: chain.wsUrl, commitment: 'confirmed' });
  });
  afterAll(async () => chain?.stop());

  const transfer = (lamports: number, recentBlockhash: string) =>
    new Transaction({ feePayer: payer.publicKey, recentBlockhash }).add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver.publicKey, lamports }));

  it('listens on loopback and answers balances and the genesis hash over RPC', async () => {
    expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(chain.wsUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
    expect(await connection.getBalance(payer.publicKey)).toBe(2 * LAMPORTS_PER_SOL);
    expect(await connection.getBalance(receiver.publicKey)).toBe(0);
    expect(await connection.getGenesisHash()).toBe('EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG');
    expect(await connection.getAccountInfo(receiver.publicKey)).toBeNull();
  });

  it('sends and confirms a 0.5 SOL transfer: the receiver gains it, the sender pays it plus the fee', async () => {
    const [payerBefore, blockHeightBefore] = [chain.balanceOf(payer.publicKey.toBase58()), await connection.getBlockHeight()];
    const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver.publicKey, lamports: LAMPORTS_PER_SOL / 2 }));
    const signature = await sendAndConfirmTransaction(connection, tx, [payer]);

    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    const fee = landed?.meta?.fee;
    expect(fee).toBe(5000);
    const receiverIndex = landed?.transaction.message.staticAccountKeys.findIndex((key) => key.equals(receiver.publicKey)) ?? -1;
    expect(receiverIndex).toBeGreaterThan(0);
    expect((landed?.meta?.postBalances[receiverIndex] ?? 0) - (landed?.meta?.preBalances[receiverIndex] ?? 0)).toBe(LAMPORTS_PER_SOL / 2);
    const quoted = await connection.getFeeForMessage(tx.compileMessage());
    expect(quoted.value).toBe(fee);
    expect(await connection.getBalance(receiver.publicKey)).toBe(LAMPORTS_PER_SOL / 2);
    expect(chain.balanceOf(receiver.publicKey.toBase58())).toBe(BigInt(LAMPORTS_PER_SOL / 2));
    expect(payerBefore - chain.balanceOf(payer.publicKey.toBase58())).toBe(BigInt(LAMPORTS_PER_SOL / 2 + 5000));
    expect(await connection.getBalance(payer.publicKey)).toBe(Number(payerBefore) - LAMPORTS_PER_SOL / 2 - 5000);
    const status = (await connection.getSignatureStatuses([signature])).value[0];
    expect(status).toMatchObject({ err: null, confirmationStatus: 'finalized' });
    expect(await connection.getBlockHeight()).toBeGreaterThan(blockHeightBefore);
  });

  it('refuses a transaction signed by the wrong key, with or without preflight, and moves nothing', async () => {
    const before = [chain.balanceOf(payer.publicKey.toBase58()), chain.balanceOf(receiver.publicKey.toBase58())];
    const { blockhash } = await connection.getLatestBlockhash();
    const tx = transfer(1_000_000, blockhash);
    const stranger = Keypair.generate();
    tx.addSignature(payer.publicKey, Buffer.from(ed25519.sign(tx.serializeMessage(), stranger.secretKey.subarray(0, 32))));
    const wire = tx.serialize({ verifySignatures: false });

    await expect(connection.sendRawTransaction(wire)).rejects.toThrow(/signature verification failure/);
    const dropped = await connection.sendRawTransaction(wire, { skipPreflight: true });
    expect((await connection.getSignatureStatuses([dropped])).value[0]).toBeNull();
    expect([chain.balanceOf(payer.publicKey.toBase58()), chain.balanceOf(receiver.publicKey.toBase58())]).toEqual(before);
  });

  it('answers a program failure as a preflight error with the logs, charging nothing', async () => {
    const before = chain.balanceOf(payer.publicKey.toBase58());
    const { blockhash } = await connection.getLatestBlockhash();
    const tx = transfer(100 * LAMPORTS_PER_SOL, blockhash);
    tx.sign(payer);
    const wire = tx.serialize(); // before simulating: web3.js may put a fresh blockhash into the transaction it simulates
    const simulated = await connection.simulateTransaction(tx);
    expect(simulated.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(simulated.value.logs?.join('\n')).toMatch(/insufficient lamports/);
    const failure = await connection.sendRawTransaction(wire).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SendTransactionError);
    expect((failure as SendTransactionError).message).toMatch(/custom program error: 0x1/);
    expect((failure as SendTransactionError).transactionError.logs?.join('\n')).toMatch(/insufficient lamports/);
    expect(chain.balanceOf(payer.publicKey.toBase58())).toBe(before);
  });

  it('keeps an older blockhash valid after the chain moves on, and notifies account changes', async () => {
    const { blockhash } = await connection.getLatestBlockhash();
    const changed = new Promise<number>((resolve) => connection.onAccountChange(receiver.publicKey, (account) => resolve(account.lamports)));
    await new Promise((resolve) => setTimeout(resolve, 100)); // let the subscription reach the chain
    chain.airdrop(receiver.publicKey.toBase58(), 7n);
    const expected = chain.balanceOf(receiver.publicKey.toBase58());
    expect(await changed).toBe(Number(expected));
    expect((await connection.getLatestBlockhash()).blockhash).not.toBe(blockhash);
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(true);
    const tx = transfer(1_000, blockhash);
    tx.sign(payer);
    const signature = await connection.sendRawTransaction(tx.serialize());
    expect((await connection.getSignatureStatuses([signature])).value[0]?.err).toBeNull();
    expect(chain.balanceOf(receiver.publicKey.toBase58())).toBe(expected + 1_000n);
  });

  it('notifies a signature subscription when the transaction lands, and at once when it already has', async () => {
    const socket = new WebSocket(chain.wsUrl);
    await new Promise((resolve) => socket.once('open', resolve));
    const messages: { id?: number; result?: unknown; error?: { code: number }; method?: string; params?: { result: unknown; subscription: number } }[] = [];
    socket.on('message', (raw) => messages.push(JSON.parse(raw.toString())));
    const arrived = async (count: number) => vi.waitFor(() => expect(messages.length).toBeGreaterThanOrEqual(count));
    try {
      const tx = transfer(2_000, (await connection.getLatestBlockhash()).blockhash);
      tx.sign(payer);
      const signature = base58.encode(tx.signature ?? new Uint8Array());
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'signatureSubscribe', params: [signature, { commitment: 'confirmed' }] }));
      await arrived(1);
      expect(messages).toHaveLength(1); // nothing landed yet: only the subscription id
      const subscription = messages[0]?.result;
      expect(await connection.sendRawTransaction(tx.serialize())).toBe(signature);
      await arrived(2);
      expect(messages[1]).toMatchObject({ jsonrpc: '2.0', method: 'signatureNotification', params: { result: { value: { err: null } }, subscription } });

      socket.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'signatureSubscribe', params: [signature] }));
      await arrived(4);
      expect(messages[3]).toMatchObject({ method: 'signatureNotification', params: { result: { value: { err: null } }, subscription: messages[2]?.result } });
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'signatureUnsubscribe', params: [subscription] }));
      await arrived(5);
      expect(messages[4]).toMatchObject({ id: 3, error: { code: -32602 } }); // signature subscriptions end with their notification
    } finally {
      socket.close();
    }
  });

  it('answers batches, unknown methods and the faults it is told to inject', async () => {
    const batch = JSON.parse((await rpc(chain, [{ jsonrpc: '2.0', id: 1, method: 'getHealth' }, { jsonrpc: '2.0', id: 2, method: 'noSuchMethod', params: [] }])).text);
    expect(batch).toEqual([{ jsonrpc: '2.0', id: 1, result: 'ok' }, { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found' } }]);

    chain.failNextRequests('429');
    chain.failNextRequests('garbage', 2);
    const limited = await rpc(chain, { jsonrpc: '2.0', id: 3, method: 'getSlot' });
    expect([limited.status, limited.retryAfter]).toEqual([429, '1']);
    for (let i = 0; i < 2; i++) {
      const garbage = await rpc(chain, { jsonrpc: '2.0', id: 4, method: 'getSlot' });
      expect(garbage.status).toBe(200);
      expect(() => JSON.parse(garbage.text)).toThrow();
    }
    const healed = JSON.parse((await rpc(chain, { jsonrpc: '2.0', id: 5, method: 'getSlot' })).text) as { result: number };
    expect(healed.result).toBe(await connection.getSlot());
  });
});

describe('starting and stopping the chain', () => {
  it('closes its port on stop()', async () => {
    const chain = await startSolanaChain();
    const health = await fetch(`${chain.rpcUrl}/health`);
    expect(await health.text()).toBe('ok');
    await chain.stop();
    await expect(fetch(`${chain.rpcUrl}/health`)).rejects.toThrow();
    await expect(fetch(chain.wsUrl.replace('ws:', 'http:'))).rejects.toThrow();
  });

  it('funds the configured accounts exactly', async () => {
    const address = Keypair.generate().publicKey.toBase58();
    const chain = await startSolanaChain({ fundedAccounts: [{ address, lamports: 123_456_789n }] });
    try {
      expect(chain.balanceOf(address)).toBe(123_456_789n);
    } finally {
      await chain.stop();
    }
  });

  it('says to install litesvm when it is missing', async () => {
    vi.resetModules();
    vi.doMock('litesvm', () => {
      throw new Error("Cannot find package 'litesvm'");
    });
    try {
      const { startSolanaChain: startWithoutLitesvm } = await import('./solana-chain.ts');
      await expect(startWithoutLitesvm()).rejects.toThrow(/install it: npm install -D litesvm/);
    } finally {
      vi.doUnmock('litesvm');
      vi.resetModules();
    }
  });
});
