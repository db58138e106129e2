import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createTestClient, http, parseEther, stringToHex, toHex, type Address, type Hex, type PublicClient } from 'viem';
import type { AnvilChain } from '../../../test/stand-ins/anvil.ts';
import { SERVER_START_TIMEOUT_MS, type TestServer } from '../embedded-wallet-server.fixture.ts';
import { startSmartAccountChains, type SmartAccountChains } from '../../../test/embedded/smart-account-chains.ts';
import { SIMPLE_ACCOUNT_ABI } from './smart-account/artifacts.ts';
import { createSmartAccounts, readSmartAccountsOption, smartAccountAddress } from './smart-accounts.ts';

/** Anvil's second dev account: the receiver. */
const RECEIVER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
/** Anvil's first dev account (unlocked on the node): a stranger to every smart account. */
const STRANGER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

let withFactory: AnvilChain;
let withoutFactory: AnvilChain;
let chain: PublicClient;
let factory: Address;
let t: TestServer;
let chains: SmartAccountChains | undefined;

beforeAll(async () => {
  chains = await startSmartAccountChains();
  ({ withFactory, withoutFactory, chain, factory, t } = chains);
}, SERVER_START_TIMEOUT_MS);
afterAll(() => chains?.stop());

function setBalance(address: Address, ether: string): Promise<void> {
  return createTestClient({ mode: 'anvil', transport: http(withFactory.rpcUrl) }).setBalance({ address, value: parseEther(ether) });
}

async function smartAccountOf(sessionToken: string, chainId = 31337) {
  const answer = await t.api.get(`/api/user?chainId=${chainId}`, sessionToken);
  expect(answer.status).toBe(200);
  return answer.json.smartAccount as { address: Address; deployed: boolean } | null;
}

describe('a user\'s smart account', () => {
  it('has a deterministic address, not deployed, on the chains with a factory only', async () => {
    const ada = await t.signIn('ada@example.test');
    const first = await smartAccountOf(ada.sessionToken);
    expect(first).toEqual({ address: smartAccountAddress(factory, ada.address), deployed: false });
    expect(await smartAccountOf(ada.sessionToken)).toEqual(first);
    expect(await chain.getCode({ address: first?.address as Address })).toBeUndefined();

    const bob = await t.signIn('bob@example.test');
    expect((await smartAccountOf(bob.sessionToken))?.address).not.toBe(first?.address);
    expect(await smartAccountOf(ada.sessionToken, 1337)).toBeNull();
    expect((await t.api.get('/api/user', ada.sessionToken)).json).not.toHaveProperty('smartAccount');
    expect((await t.api.get('/api/user?chainId=x', ada.sessionToken)).json.error?.code).toBe('INVALID_ARGUMENT');
    expect((await t.api.get('/api/smart-account/networks')).json).toEqual({ smartAccountEnabledNetworks: [31337] });
  });

  it('sends through execute: the value leaves the smart account, the owner pays the gas, and it is deployed first', async () => {
    const user = await t.signIn('carol@example.test');
    const account = (await smartAccountOf(user.sessionToken))?.address as Address;
    await setBalance(account, '5');
    await setBalance(user.address, '1');
    const receiverBefore = await chain.getBalance({ address: RECEIVER });

    const answer = await t.api.post('/api/transactions', {
      chainId: 31337, from: 'smartAccount', transaction: { from: account, to: RECEIVER, value: toHex(parseEther('1.5')) },
    }, user.sessionToken);
    expect(answer.status).toBe(200);
    const receipt = await chain.waitForTransactionReceipt({ hash: answer.json.hash as Hex });
    expect([receipt.status, receipt.from, receipt.to]).toEqual(['success', user.address.toLowerCase(), account.toLowerCase()]);
    expect(await chain.getBalance({ address: RECEIVER })).toBe(receiverBefore + parseEther('1.5'));
    expect(await chain.getBalance({ address: account })).toBe(parseEther('3.5'));
    const ownerBalance = await chain.getBalance({ address: user.address });
    expect(ownerBalance < parseEther('1')).toBe(true);
    expect(ownerBalance > parseEther('0.9')).toBe(true);
    expect(await smartAccountOf(user.sessionToken)).toEqual({ address: account, deployed: true });

    // personal_sign with the owner key verifies for the smart account through ERC-1271.
    const message = 'Sign in to the shop';
    const signed = await t.api.post('/api/sign/message', { message: stringToHex(message) }, user.sessionToken);
    const signature = signed.json.signature as Hex;
    expect(await chain.verifyMessage({ address: account, message, signature })).toBe(true);
    expect(await chain.verifyMessage({ address: account, message: 'Something else', signature })).toBe(false);
    const other = await t.signIn('dave@example.test');
    const foreign = (await t.api.post('/api/sign/message', { message: stringToHex(message) }, other.sessionToken)).json.signature as Hex;
    expect(await chain.verifyMessage({ address: account, message, signature: foreign })).toBe(false);

    // Only the owner can move the account's funds.
    await expect(chain.simulateContract({
      account: STRANGER, address: account, abi: SIMPLE_ACCOUNT_ABI, functionName: 'execute', args: [STRANGER, parseEther('1'), '0x'],
    })).rejects.toThrow(/NotOwner/);
  });

  it('is deployed on request, once', async () => {
    const user = await t.signIn('erin@example.test');
    await setBalance(user.address, '1');
    const first = await t.api.post('/api/smart-account/deploy', { chainId: 31337 }, user.sessionToken);
    expect(first.json.smartAccount).toEqual({ address: smartAccountAddress(factory, user.address), deployed: true });
    const blockNumber = await chain.getBlockNumber();
    expect((await t.api.post('/api/smart-account/deploy', { chainId: 31337 }, user.sessionToken)).json).toEqual(first.json);
    expect(await chain.getBlockNumber()).toBe(blockNumber);
  });

  it('is refused where there is no factory, and for a contract creation, before anything is sent', async () => {
    const user = await t.signIn('frank@example.test');
    const transaction = { to: RECEIVER, value: '0x1' };
    for (const answer of [
      await t.api.post('/api/transactions', { chainId: 1337, from: 'smartAccount', transaction }, user.sessionToken),
      await t.api.post('/api/smart-account/deploy', { chainId: 1337 }, user.sessionToken),
    ]) {
      expect([answer.status, answer.json.error]).toEqual([400, { code: 'SMART_ACCOUNT_NOT_AVAILABLE', message: 'Smart accounts are not available on this network.' }]);
    }
    const creation = await t.api.post('/api/transactions', { chainId: 31337, from: 'smartAccount', transaction: { data: '0x00' } }, user.sessionToken);
    expect([creation.status, creation.json.error?.code]).toEqual([400, 'INVALID_ARGUMENT']);
    const wrongFrom = await t.api.post('/api/transactions', { chainId: 31337, from: 'smartAccount', transaction: { ...transaction, from: user.address } }, user.sessionToken);
    expect(wrongFrom.json.error?.message).toBe("transaction.from needs the signed-in user's address");
    const unknownFrom = await t.api.post('/api/transactions', { chainId: 31337, from: 'vault', transaction }, user.sessionToken);
    expect(unknownFrom.json.error?.code).toBe('INVALID_ARGUMENT');
    expect(await smartAccountOf(user.sessionToken)).toMatchObject({ deployed: false });
  });
});

describe('the smartAccounts option', () => {
  it('names chains the server serves and factory addresses', () => {
    const rpcUrls = { 31337: 'http://127.0.0.1:1' };
    expect(readSmartAccountsOption({ 31337: { factory: RECEIVER } }, rpcUrls)).toEqual({ 31337: { factory: RECEIVER } });
    expect(() => readSmartAccountsOption({ 1: { factory: RECEIVER } }, rpcUrls)).toThrow('smartAccounts[1] needs a chain listed in rpcUrls');
    expect(() => readSmartAccountsOption({ 31337: { factory: 'nope' } }, rpcUrls)).toThrow('smartAccounts[31337].factory needs an address');
  });

  it('a factory address without the factory is refused, not answered with an address nobody can deploy', async () => {
    const accounts = createSmartAccounts({ masterKey: '00'.repeat(32), rpcUrls: { 31337: withFactory.rpcUrl }, factories: { 31337: { factory: RECEIVER } } });
    await expect(accounts.accountOf(STRANGER, 31337)).rejects.toMatchObject({ code: 'WRAPPED' });
  });
});
