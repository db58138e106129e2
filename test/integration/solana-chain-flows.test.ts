import { BehaviorSubject } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import type { AnnouncedWallet, WalletDiscoveryPort } from '../../application/ports/wallet-discovery.port.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { solanaDevnet } from '../../domain/network/catalogue/solana.ts';
import { solanaAdapter } from '../../infrastructure/chains/solana/entry.ts';
import { createSolanaAdapter } from '../../infrastructure/chains/solana/solana-adapter.ts';
import { walletStandardProvider } from '../../infrastructure/chains/solana/wallet-standard-provider.ts';
import { createHarness } from '../fakes/app-kit-harness.ts';
import type { SiwxConfig, SiwxSession } from '../../application/ports/siwx.port.ts';
import { DefaultSIWX, InformalMessenger, LocalStorage, verifySiwxSession } from '../../infrastructure/siwx/entry.ts';
import { siwxTestBackend } from '../fakes/siwx-backend.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { startSolanaChain, type SolanaChain } from '../stand-ins/solana-chain.ts';
import { SOLANA_TEST_ADDRESS, SolanaTestWallet, solanaAddressOfSeed } from '../wallets/solana-wallet.ts';

const LAMPORTS_PER_SOL = 1_000_000_000n;
const RECEIVER_SEED = '0202020202020202020202020202020202020202020202020202020202020202';
const RECEIVER = solanaAddressOfSeed(RECEIVER_SEED);
let chain: SolanaChain;

beforeAll(async () => {
  chain = await startSolanaChain({ fundedAccounts: [{ address: SOLANA_TEST_ADDRESS, lamports: 10n * LAMPORTS_PER_SOL }] });
});
afterAll(async () => chain?.stop());

/** The Wallet Standard test wallet, listed as the discovery lists it, on a site configured for devnet only. */
function solanaSite(wallet = new SolanaTestWallet({ chains: ['solana:devnet'], rpcUrls: { 'solana:devnet': chain.rpcUrl } }), storage = createMemoryStorage(), siwx?: SiwxConfig) {
  const listed: AnnouncedWallet = { info: { uuid: 'wallet-standard:demo-wallet', name: wallet.name, icon: wallet.icon, rdns: 'wallet-standard.demo-wallet' }, provider: walletStandardProvider(wallet), namespace: 'solana' };
  const wallets = new BehaviorSubject<readonly AnnouncedWallet[]>([]);
  const discovery: WalletDiscoveryPort = { wallets$: wallets.asObservable(), requestAnnouncements: () => wallets.next([listed]), stop: () => undefined };
  const harness = createHarness({
    announce: false,
    storage,
    options: {
      networks: [solanaDevnet as CaipNetwork],
      adapters: [solanaAdapter()],
      customRpcUrls: { [solanaDevnet.caipNetworkId]: [{ url: chain.rpcUrl }] },
      ports: { walletDiscovery: [discovery] },
      ...(siwx ? { siwx } : {}),
    },
  });
  return { ...harness, wallet };
}

describe('Solana on a local chain (litesvm), through the whole instance', () => {
  it('signs in with the wallet (SIWX): the message names the Solana chain, and the default config verifies the ed25519 signature', async () => {
    const stored = new Map<string, string>();
    const backend = siwxTestBackend();
    const siwx = new DefaultSIWX({
      messenger: new InformalMessenger({ domain: 'app.example', uri: 'https://app.example/login', statement: 'Sign in to the example', getNonce: backend.getNonce }),
      storage: new LocalStorage({ key: 'siwx', storage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) } }),
    });
    const wallet = new SolanaTestWallet({ chains: ['solana:devnet'], rpcUrls: { 'solana:devnet': chain.rpcUrl } });
    const { facade } = solanaSite(wallet, createMemoryStorage(), siwx);
    await facade.ready;
    await facade.connect('wallet-standard.demo-wallet');
    await expect.poll(() => facade.stores.modal.getSnapshot().router.view).toBe('SIWXSignMessage');
    await facade.flows.siwx.commands.requestSignature();
    const sessions = await siwx.getSessions(solanaDevnet.caipNetworkId, SOLANA_TEST_ADDRESS);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.message).toContain('wants you to sign in with your Solana account:');
    expect(sessions[0]?.message).toContain(SOLANA_TEST_ADDRESS);
    const context = backend.context(solanaDevnet.caipNetworkId);
    await expect(verifySiwxSession(sessions[0] as SiwxSession, context)).resolves.toBe(true);
    // A signature from another key over the same message is refused.
    const forged = { ...(sessions[0] as SiwxSession), signature: base58.encode(ed25519.sign(new TextEncoder().encode(sessions[0]?.message ?? ''), new Uint8Array(32).fill(9))) };
    await expect(verifySiwxSession(forged, context)).rejects.toMatchObject({ code: 'SIWX_SIGNATURE_INVALID' });
    await expect(siwx.addSession(forged)).rejects.toThrow();
    facade.destroy();
  });

  it('connects, reads the SOL balance from the chain, and a sent transfer changes both balances on chain and in state', async () => {
    const { facade, wallet } = solanaSite();
    await facade.ready;
    expect(await facade.connect('wallet-standard.demo-wallet')).toBe(true);
    const account = facade.stores.accounts.getSnapshot().solana;
    expect(account).toMatchObject({ status: 'connected', address: SOLANA_TEST_ADDRESS, caipAddress: `${solanaDevnet.caipNetworkId}:${SOLANA_TEST_ADDRESS}` });
    expect(account?.allAccounts).toEqual([{ address: SOLANA_TEST_ADDRESS, type: 'eoa' }]);
    await expect.poll(() => facade.stores.accounts.getSnapshot().solana?.balance).toBe(chain.balanceOf(SOLANA_TEST_ADDRESS));
    const before = chain.balanceOf(SOLANA_TEST_ADDRESS);

    const adapter = await createSolanaAdapter({ projectId: '', rpcHost: '', customRpcUrls: { [solanaDevnet.caipNetworkId]: [{ url: chain.rpcUrl }] } });
    const provider = walletStandardProvider(wallet);
    await adapter.connect(provider, { network: solanaDevnet as CaipNetwork });
    const signature = await adapter.sendNative?.(provider, { network: solanaDevnet as CaipNetwork, from: SOLANA_TEST_ADDRESS, to: RECEIVER, value: LAMPORTS_PER_SOL / 2n });
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/);
    expect(chain.balanceOf(RECEIVER)).toBe(LAMPORTS_PER_SOL / 2n);
    const fee = before - LAMPORTS_PER_SOL / 2n - chain.balanceOf(SOLANA_TEST_ADDRESS);
    expect(fee).toBeGreaterThan(0n);
    expect(fee).toBeLessThan(100_000n);
    await facade.refreshBalance('solana');
    expect(facade.stores.accounts.getSnapshot().solana?.balance).toBe(chain.balanceOf(SOLANA_TEST_ADDRESS));
    expect(wallet.calls).toContain('solana:signTransaction');
    facade.destroy();
  });

  it('signs a message whose ed25519 signature verifies; a refused signature changes nothing on chain', async () => {
    const wallet = new SolanaTestWallet({ chains: ['solana:devnet'], rpcUrls: { 'solana:devnet': chain.rpcUrl } });
    const adapter = createSolanaAdapter({ projectId: '', rpcHost: '', customRpcUrls: { [solanaDevnet.caipNetworkId]: [{ url: chain.rpcUrl }] } });
    const provider = walletStandardProvider(wallet);
    await adapter.connect(provider, { network: solanaDevnet as CaipNetwork });
    const signature = await adapter.signMessage?.(provider, { message: 'sign in to walletport', address: SOLANA_TEST_ADDRESS });
    expect(ed25519.verify(base58.decode(signature ?? ''), new TextEncoder().encode('sign in to walletport'), base58.decode(SOLANA_TEST_ADDRESS))).toBe(true);

    const receiverBefore = chain.balanceOf(RECEIVER);
    wallet.rejectNextRequests(1);
    await expect(adapter.sendNative?.(provider, { network: solanaDevnet as CaipNetwork, from: SOLANA_TEST_ADDRESS, to: RECEIVER, value: 1n })).rejects.toMatchObject({ code: 4001 });
    expect(chain.balanceOf(RECEIVER)).toBe(receiverBefore);
  });

  it('a wallet answering garbage or the transaction unsigned is refused with a catalogue error, and nothing is sent', async () => {
    const adapter = createSolanaAdapter({ projectId: '', rpcHost: '', customRpcUrls: { [solanaDevnet.caipNetworkId]: [{ url: chain.rpcUrl }] } });
    const receiverBefore = chain.balanceOf(RECEIVER);
    for (const answer of [{ transaction: 'not base64 at all!' }, (input: { transaction: string }) => ({ transaction: input.transaction }), { signature: '1111' }, 42]) {
      const provider = {
        request: async ({ method, params }: { method: string; params?: unknown }) => {
          if (method !== 'solana_signTransaction') throw new Error(`unexpected ${method}`);
          return typeof answer === 'function' ? answer(params as { transaction: string }) : answer;
        },
      };
      const send = adapter.sendNative?.(provider, { network: solanaDevnet as CaipNetwork, from: SOLANA_TEST_ADDRESS, to: RECEIVER, value: 1_000n });
      await expect(send).rejects.toMatchObject({ code: 'WALLET_ANSWER_INVALID' });
    }
    expect(chain.balanceOf(RECEIVER)).toBe(receiverBefore);
  });

  it('an RPC answering 429 or garbage ends in a catalogue error and the account stays connected', async () => {
    const { facade } = solanaSite();
    await facade.ready;
    await facade.connect('wallet-standard.demo-wallet');
    await expect.poll(() => facade.stores.accounts.getSnapshot().solana?.balance).toBeDefined();
    const adapter = createSolanaAdapter({ projectId: '', rpcHost: '', customRpcUrls: { [solanaDevnet.caipNetworkId]: [{ url: chain.rpcUrl }] } });
    chain.failNextRequests('429', 1);
    await expect(adapter.getBalance(solanaDevnet as CaipNetwork, SOLANA_TEST_ADDRESS)).rejects.toMatchObject({ code: 'HTTP_STATUS', shortMessage: 'HTTP status code: 429' });
    chain.failNextRequests('garbage', 1);
    await expect(adapter.getBalance(solanaDevnet as CaipNetwork, SOLANA_TEST_ADDRESS)).rejects.toMatchObject({ code: 'HTTP_INVALID_BODY' });
    chain.failNextRequests('429', 1);
    await facade.refreshBalance('solana');
    expect(facade.stores.accounts.getSnapshot().solana).toMatchObject({ status: 'connected', address: SOLANA_TEST_ADDRESS });
    facade.destroy();
  });

  it('a wallet whose connect hangs or throws ends disconnected with a catalogue error, and the next connect works', async () => {
    const { facade, wallet, clock } = solanaSite();
    await facade.ready;
    wallet.failNextConnect(new Error('extension crashed'));
    expect(await facade.connect('wallet-standard.demo-wallet')).toBe(false);
    expect(facade.stores.accounts.getSnapshot().solana).toMatchObject({ status: 'disconnected', error: { code: 'CONNECTION_FAILED' } });
    wallet.hangNextConnect();
    const hanging = facade.connect('wallet-standard.demo-wallet');
    await new Promise((resolve) => setTimeout(resolve, 10));
    clock.advance(121_000);
    expect(await hanging).toBe(false);
    expect(facade.stores.accounts.getSnapshot().solana?.error?.code).toBe('CONNECTION_TIMED_OUT');
    expect(await facade.connect('wallet-standard.demo-wallet')).toBe(true);
    facade.destroy();
  });

  it('a reload reconnects silently: the wallet is asked without a prompt', async () => {
    const memory = new Map<string, string>();
    const storage = { getItem: (key: string) => memory.get(key) ?? null, setItem: (key: string, value: string) => void memory.set(key, value), removeItem: (key: string) => void memory.delete(key) };
    const wallet = new SolanaTestWallet({ chains: ['solana:devnet'], rpcUrls: { 'solana:devnet': chain.rpcUrl }, memory: storage });
    const siteStorage = createMemoryStorage();
    const first = solanaSite(wallet, siteStorage);
    await first.facade.ready;
    await first.facade.connect('wallet-standard.demo-wallet');
    first.facade.destroy();
    wallet.calls.length = 0;
    const reloaded = solanaSite(wallet, siteStorage);
    await reloaded.facade.ready;
    expect(reloaded.facade.stores.accounts.getSnapshot().solana).toMatchObject({ status: 'connected', address: SOLANA_TEST_ADDRESS });
    expect(wallet.calls).toContain('standard:connect:silent');
    expect(wallet.calls).not.toContain('standard:connect');
    reloaded.facade.destroy();
  });
});
