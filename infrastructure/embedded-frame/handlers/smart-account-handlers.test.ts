import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createTestClient, http, parseEther, toHex, type Address, type Hex, type PublicClient } from 'viem';
import type { FrameRequestKind } from '../../../domain/embedded/frame-messages.ts';
import { FRAME_SUCCESS_PAYLOADS } from '../../../domain/embedded/frame-messages.ts';
import type { AnyFrameRequest } from '../../../domain/embedded/frame-requests.ts';
import type { AnvilChain } from '../../../test/stand-ins/anvil.ts';
import { SERVER_START_TIMEOUT_MS, type TestServer } from '../../embedded-server/embedded-wallet-server.fixture.ts';
import { startSmartAccountChains, type SmartAccountChains } from '../../../test/embedded/smart-account-chains.ts';
import { smartAccountAddress } from '../../embedded-server/wallet/smart-accounts.ts';
import { FrameApiClient } from '../adapters/frame-api-client.ts';
import { systemClock } from '../ports/frame-environment.ts';
import { answerFrameRequest, createFrameHandlers } from './frame-handlers.ts';
import { FrameSession, memoryStorage } from '../adapters/frame-session.ts';

const PAGE_ORIGIN = 'https://shop.example';
const RECEIVER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const NOT_AVAILABLE = 'Smart accounts are not available on this network.';

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

/** The frame's request table on a real server, in one browser's storage; every approval is granted unless `approve` says no. */
function frameOf(storage = memoryStorage(), approve = true) {
  const asked: string[] = [];
  const session = new FrameSession({ storage, sessionStorage: memoryStorage(), defaultChainId: 31337 });
  // The device the test server signs in on: its tokens work with its key only.
  const api = new FrameApiClient({ origin: t.server.url, fetch: globalThis.fetch, session, deviceKey: () => t.api.device(), now: Date.now });
  const handlers = createFrameHandlers({
    api, session, chains: [31337, 1337], clock: systemClock, reload: () => undefined,
    log: { debug: () => undefined, warn: () => undefined },
    approvals: { ask: async (summary) => (asked.push(summary.title), approve), setThemeMode: () => undefined, setThemeStyle: () => undefined },
  });
  const request = async (kind: FrameRequestKind, payload?: unknown) => {
    const answer = await answerFrameRequest(handlers, { id: 'request-1', kind, payload } as AnyFrameRequest, PAGE_ORIGIN);
    if (answer.ok) return { ok: true as const, payload: answer.payload };
    return { ok: false as const, message: answer.message };
  };
  const user = async (chainId = 31337) => {
    const answer = await request('getUser', { chainId });
    // What the page accepts as a GET_USER answer (domain/embedded/frame-messages.ts).
    expect(FRAME_SUCCESS_PAYLOADS.getUser?.safeParse(answer.payload).success).toBe(true);
    return answer.payload as { address: string; accounts: { address: string; type: string }[]; preferredAccountType: string; smartAccountDeployed: boolean };
  };
  return { session, request, user, storage, asked };
}

async function signedInFrame(email: string, storage = memoryStorage(), approve = true) {
  const { sessionToken, address } = await t.signIn(email);
  const frame = frameOf(storage, approve);
  frame.session.setToken(sessionToken);
  return { ...frame, sessionToken, eoa: address, smart: smartAccountAddress(factory, address) };
}

describe('smart accounts in the frame', () => {
  it('are offered on the chains with a factory only', async () => {
    const frame = await signedInFrame('ada@example.test');
    expect(await frame.request('getSmartAccountEnabledNetworks')).toEqual({ ok: true, payload: { smartAccountEnabledNetworks: [31337] } });
    await frame.request('switchNetwork', { chainId: 1337 });
    expect(await frame.request('setPreferredAccount', { type: 'smartAccount' })).toEqual({ ok: false, message: NOT_AVAILABLE });
    expect(await frame.request('initSmartAccount')).toEqual({ ok: false, message: NOT_AVAILABLE });
    expect(await frame.user(1337)).toMatchObject({ address: frame.eoa, accounts: [{ address: frame.eoa, type: 'eoa' }], preferredAccountType: 'eoa' });
  });

  it('GET_USER names the EOA first until the user switches, then the smart account, and back', async () => {
    const frame = await signedInFrame('bob@example.test');
    expect(await frame.user()).toEqual({
      email: 'bob@example.test', address: frame.eoa, chainId: 31337, userName: null, socialProvider: null,
      accounts: [{ address: frame.eoa, type: 'eoa' }, { address: frame.smart, type: 'smartAccount' }],
      preferredAccountType: 'eoa', smartAccountDeployed: false,
    });
    expect(await frame.request('setPreferredAccount', { type: 'smartAccount' })).toEqual({ ok: true, payload: {} });
    expect(await frame.user()).toMatchObject({
      address: frame.smart, preferredAccountType: 'smartAccount', smartAccountDeployed: false,
      accounts: [{ address: frame.smart, type: 'smartAccount' }, { address: frame.eoa, type: 'eoa' }],
    });
    expect((await frame.request('rpcRequest', { method: 'eth_accounts' })).payload).toEqual([frame.smart]);
    // Another user signing in on the same browser has their own choice; Bob's is there when he is back.
    const other = await signedInFrame('bob-sister@example.test', frame.storage);
    expect((await other.user()).preferredAccountType).toBe('eoa');
    expect((await other.request('rpcRequest', { method: 'eth_accounts' })).payload).toEqual([other.eoa]);
    frame.session.setToken(frame.sessionToken);
    // A chain without smart accounts answers the EOA, and the choice stays for the chains with them.
    expect(await frame.user(1337)).toMatchObject({ address: frame.eoa, preferredAccountType: 'eoa' });
    expect((await frame.user()).address).toBe(frame.smart);

    expect(await frame.request('setPreferredAccount', { type: 'eoa' })).toEqual({ ok: true, payload: {} });
    expect(await frame.user()).toMatchObject({ address: frame.eoa, preferredAccountType: 'eoa' });
    expect((await frame.request('rpcRequest', { method: 'eth_accounts' })).payload).toEqual([frame.eoa]);
  });

  it('eth_sendTransaction from the smart account moves its ETH (the owner pays gas) and deploys it; personal_sign then verifies by ERC-1271', async () => {
    const frame = await signedInFrame('carol@example.test');
    const anvil = createTestClient({ mode: 'anvil', transport: http(withFactory.rpcUrl) });
    await anvil.setBalance({ address: frame.smart, value: parseEther('2') });
    await anvil.setBalance({ address: frame.eoa, value: parseEther('1') });
    await frame.request('setPreferredAccount', { type: 'smartAccount' });
    const receiverBefore = await chain.getBalance({ address: RECEIVER });

    const sent = await frame.request('rpcRequest', {
      method: 'eth_sendTransaction', params: [{ from: frame.smart, to: RECEIVER, value: toHex(parseEther('0.5')) }],
    });
    expect(sent.ok).toBe(true);
    const receipt = await chain.waitForTransactionReceipt({ hash: sent.payload as Hex });
    expect([receipt.status, receipt.from]).toEqual(['success', frame.eoa.toLowerCase()]);
    expect(await chain.getBalance({ address: RECEIVER })).toBe(receiverBefore + parseEther('0.5'));
    expect(await chain.getBalance({ address: frame.smart })).toBe(parseEther('1.5'));
    expect(await chain.getBalance({ address: frame.eoa }) < parseEther('1')).toBe(true);
    expect((await frame.user()).smartAccountDeployed).toBe(true);

    const message = 'Welcome to the shop';
    const signed = await frame.request('rpcRequest', { method: 'personal_sign', params: [message, frame.smart] });
    expect(await chain.verifyMessage({ address: frame.smart, message, signature: signed.payload as Hex })).toBe(true);
  });

  it('INIT_SMART_ACCOUNT deploys the account on the current chain once the visitor approves, and asks nothing when it is there', async () => {
    const frame = await signedInFrame('dave@example.test');
    await createTestClient({ mode: 'anvil', transport: http(withFactory.rpcUrl) }).setBalance({ address: frame.eoa, value: parseEther('1') });
    expect(await chain.getCode({ address: frame.smart })).toBeUndefined();
    expect(await frame.request('initSmartAccount')).toEqual({ ok: true, payload: {} });
    expect(frame.asked).toEqual(['Deploy your smart account']);
    expect((await chain.getCode({ address: frame.smart }))?.length).toBeGreaterThan(2);
    expect((await frame.user()).smartAccountDeployed).toBe(true);
    expect(await frame.request('initSmartAccount')).toEqual({ ok: true, payload: {} });
    expect(frame.asked).toHaveLength(1);
  });

  it('INIT_SMART_ACCOUNT rejected on the approval screen deploys nothing and costs the owner nothing', async () => {
    const frame = await signedInFrame('erin@example.test', memoryStorage(), false);
    await createTestClient({ mode: 'anvil', transport: http(withFactory.rpcUrl) }).setBalance({ address: frame.eoa, value: parseEther('1') });
    expect(await frame.request('initSmartAccount')).toEqual({ ok: false, message: 'User rejected the request.' });
    expect(await chain.getCode({ address: frame.smart })).toBeUndefined();
    expect(await chain.getBalance({ address: frame.eoa })).toBe(parseEther('1'));
  });

  it('signed out: the EOA choice needs nobody, a smart account needs a session', async () => {
    const frame = frameOf();
    expect(await frame.request('setPreferredAccount', { type: 'eoa' })).toEqual({ ok: true, payload: {} });
    expect((await frame.request('setPreferredAccount', { type: 'smartAccount' })).ok).toBe(false);
  });
});
