import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, http, parseEther, parseGwei, toHex, verifyTypedData, type Address, type PublicClient } from 'viem';
import { startAnvil, type AnvilChain } from '../../test/stand-ins/anvil.ts';
import { findFreePort } from '../../test/stand-ins/free-port.ts';
import { SERVER_START_TIMEOUT_MS, startTestServer, type TestServer } from './embedded-wallet-server.fixture.ts';

/** Anvil's second dev account: the receiver. */
const RECEIVER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
/** A chain id the server has a URL for, but whose node answers another id (a misconfiguration). */
const MISCONFIGURED_CHAIN_ID = 5;

let anvil: AnvilChain;
let chain: PublicClient;
let t: TestServer;
let user: { sessionToken: string; address: Address };

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: await findFreePort() });
  chain = createPublicClient({ transport: http(anvil.rpcUrl) });
  t = await startTestServer({ rpcUrls: { 31337: anvil.rpcUrl, [MISCONFIGURED_CHAIN_ID]: anvil.rpcUrl } });
  user = await t.signIn('chain@example.test');
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await t?.server.stop();
  await anvil?.stop();
});

const MAIL = {
  domain: { name: 'Mail', version: '1', chainId: 31337, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
  types: {
    Person: [{ name: 'name', type: 'string' }, { name: 'wallet', type: 'address' }],
    Mail: [{ name: 'from', type: 'Person' }, { name: 'to', type: 'Person' }, { name: 'contents', type: 'string' }],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
  },
} as const;

describe('typed data (EIP-712)', () => {
  it('is signed with the user key', async () => {
    const answer = await t.api.post('/api/sign/typed-data', { typedData: MAIL }, user.sessionToken);
    const signature = answer.json.signature as `0x${string}`;
    expect(await verifyTypedData({ ...MAIL, address: user.address, signature })).toBe(true);
    expect(await verifyTypedData({ ...MAIL, message: { ...MAIL.message, contents: 'Hi' }, address: user.address, signature })).toBe(false);
  });

  it('as a dApp sends it through viem (chain id as a string, EIP712Domain listed) gives the same signature', async () => {
    const wire = JSON.parse(JSON.stringify({
      ...MAIL,
      domain: { ...MAIL.domain, chainId: '31337' },
      types: { ...MAIL.types, EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' }] },
    })) as unknown;
    const answer = await t.api.post('/api/sign/typed-data', { typedData: wire }, user.sessionToken);
    expect(await verifyTypedData({ ...MAIL, address: user.address, signature: answer.json.signature as `0x${string}` })).toBe(true);
  });

  it('refuses typed data whose values do not match its types', async () => {
    const bad = { ...MAIL, message: { ...MAIL.message, to: { name: 'Bob', wallet: 'not an address' } } };
    const answer = await t.api.post('/api/sign/typed-data', { typedData: bad }, user.sessionToken);
    expect([answer.status, answer.json.error?.code]).toEqual([400, 'TYPED_DATA_INVALID']);
    const shapeless = await t.api.post('/api/sign/typed-data', { typedData: 'hello' }, user.sessionToken);
    expect(shapeless.json.error?.message).toBe('The data to sign is not valid typed data: its text is not JSON. Nothing was signed.');
    const undeclared = await t.api.post('/api/sign/typed-data', { typedData: { ...MAIL, message: { ...MAIL.message, cc: 'Eve' } } }, user.sessionToken);
    expect([undeclared.status, undeclared.json.error?.code]).toEqual([400, 'TYPED_DATA_UNDECLARED_FIELD']);
  });
});

/** The gas limit and fees the frame showed the visitor: the server signs these and fills in none of its own. */
const APPROVED_FEES = { gas: toHex(21_000n), maxFeePerGas: toHex(parseGwei('20')), maxPriorityFeePerGas: toHex(parseGwei('1')) };

describe('transactions', () => {
  it('are signed with the user key and sent to the chain, moving the value, with exactly the gas and fees approved', async () => {
    await fetch(anvil.rpcUrl, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [user.address, toHex(parseEther('10'))] }),
    });
    const receiverBefore = await chain.getBalance({ address: RECEIVER });
    const answer = await t.api.post('/api/transactions', {
      chainId: 31337, transaction: { from: user.address, to: RECEIVER, value: toHex(parseEther('1.5')), ...APPROVED_FEES },
    }, user.sessionToken);
    expect(answer.status).toBe(200);
    const receipt = await chain.waitForTransactionReceipt({ hash: answer.json.hash as `0x${string}`, pollingInterval: 50 });
    const sent = await chain.getTransaction({ hash: receipt.transactionHash });
    expect([sent.gas, sent.maxFeePerGas, sent.maxPriorityFeePerGas].map((value) => toHex(value ?? -1n))).toEqual(Object.values(APPROVED_FEES));
    expect([receipt.status, receipt.from.toLowerCase()]).toEqual(['success', user.address.toLowerCase()]);
    expect(await chain.getBalance({ address: RECEIVER })).toBe(receiverBefore + parseEther('1.5'));
    const fee = receipt.gasUsed * receipt.effectiveGasPrice;
    expect(await chain.getBalance({ address: user.address })).toBe(parseEther('10') - parseEther('1.5') - fee);
  });

  it('are refused for a chain the server has no node of, or whose node is another chain', async () => {
    const transaction = { to: RECEIVER, value: '0x1', ...APPROVED_FEES };
    const unknown = await t.api.post('/api/transactions', { chainId: 1, transaction }, user.sessionToken);
    expect([unknown.status, unknown.json.error?.code]).toEqual([400, 'INVALID_ARGUMENT']);
    const mismatch = await t.api.post('/api/transactions', { chainId: MISCONFIGURED_CHAIN_ID, transaction }, user.sessionToken);
    expect([mismatch.status, mismatch.json.error?.message]).toEqual([400, 'chainId needs the chain id of its RPC node (which answers 31337)']);
    const otherSender = await t.api.post('/api/transactions', { chainId: 31337, transaction: { ...transaction, from: RECEIVER } }, user.sessionToken);
    expect(otherSender.json.error?.message).toBe("transaction.from needs the signed-in user's address");
    const unsigned = await t.api.post('/api/transactions', { chainId: 31337, transaction });
    expect(unsigned.status).toBe(401);
    const unpriced = await t.api.post('/api/transactions', { chainId: 31337, transaction: { to: RECEIVER, value: '0x1' } }, user.sessionToken);
    expect([unpriced.status, unpriced.json.error?.message]).toEqual([400, 'transaction.gas needs the gas limit the visitor approved']);
  });

  it('that the chain refuses come back as the node\'s reason', async () => {
    const answer = await t.api.post('/api/transactions', {
      chainId: 31337, transaction: { to: RECEIVER, value: toHex(parseEther('1000000')), ...APPROVED_FEES },
    }, user.sessionToken);
    expect([answer.status, answer.json.error?.code]).toEqual([502, 'WRAPPED']);
    expect(answer.json.error?.message).toMatch(/^Chain 31337: .*(balance|funds)/i);
  });
});

describe('the RPC proxy', () => {
  it('forwards safe calls to the chain of that id', async () => {
    const balance = await t.api.post('/api/rpc', { chainId: 31337, method: 'eth_getBalance', params: [RECEIVER, 'latest'] });
    expect(BigInt(balance.json.result as string)).toBe(await chain.getBalance({ address: RECEIVER }));
    expect((await t.api.post('/api/rpc', { chainId: 31337, method: 'eth_chainId' })).json).toEqual({ result: '0x7a69' });
    // anvil's unlocked dev accounts are not the visitor's
    expect((await t.api.post('/api/rpc', { chainId: 31337, method: 'eth_accounts', params: [] })).json).toEqual({ result: [] });
    const nodeError = await t.api.post('/api/rpc', { chainId: 31337, method: 'eth_getBalance', params: ['not-an-address'] });
    expect(nodeError.json.error).toMatchObject({ code: expect.any(Number), message: expect.any(String) });
  });

  it('refuses signing methods and anything off the list with RPC_METHOD_NOT_ALLOWED', async () => {
    for (const method of ['eth_sign', 'personal_sign', 'eth_sendTransaction', 'anvil_setBalance', 42]) {
      const answer = await t.api.post('/api/rpc', { chainId: 31337, method, params: [] });
      expect([answer.status, answer.json.error]).toEqual([403, { code: 'RPC_METHOD_NOT_ALLOWED', message: 'Requested RPC call is not allowed' }]);
    }
  });

  it('refuses an unknown chain id and non-array params', async () => {
    const unknown = await t.api.post('/api/rpc', { chainId: 10, method: 'eth_blockNumber' });
    expect([unknown.status, unknown.json.error?.code]).toEqual([400, 'INVALID_ARGUMENT']);
    const params = await t.api.post('/api/rpc', { chainId: 31337, method: 'eth_blockNumber', params: 'latest' });
    expect(params.json.error?.message).toBe('params needs an array');
  });
});
