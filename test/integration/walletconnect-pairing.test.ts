import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyMessage } from 'viem';
import { Wallets } from '../../application/wallets/index.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { defineEvmNetwork } from '../../infrastructure/chains/evm/define-network.ts';
import { evmAdapter } from '../../infrastructure/chains/evm/entry.ts';
import { createEvmAdapter } from '../../infrastructure/chains/evm/evm-adapter.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { createUniversalProviderAdapter } from '../../infrastructure/walletconnect/universal-provider-adapter.ts';
import { createHarness } from '../fakes/app-kit-harness.ts';
import { startAnvil, type AnvilChain } from '../stand-ins/anvil.ts';
import { findFreePort } from '../stand-ins/free-port.ts';
import { startWalletConnectRelay, type WalletConnectRelay } from '../stand-ins/wc-relay.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { WalletConnectTestWallet } from '../wallets/wc-test-wallet.ts';

let relay: WalletConnectRelay;
let chainA: AnvilChain;
let chainB: AnvilChain;
let networkA: CaipNetwork;
let networkB: CaipNetwork;
let wallet: WalletConnectTestWallet;
const storageDir = mkdtempSync(join(tmpdir(), 'walletport-wc-dapp-'));

beforeAll(async () => {
  [relay, chainA, chainB] = await Promise.all([
    startWalletConnectRelay({ port: 0 }),
    findFreePort().then((port) => startAnvil({ chainId: 31337, port })),
    findFreePort().then((port) => startAnvil({ chainId: 31338, port })),
  ]);
  networkA = defineEvmNetwork({ id: 31337, name: 'Anvil A', rpcUrl: chainA.rpcUrl });
  networkB = defineEvmNetwork({ id: 31338, name: 'Anvil B', rpcUrl: chainB.rpcUrl });
  wallet = await WalletConnectTestWallet.create({ relayUrl: relay.url, chains: { '31337': chainA.rpcUrl, '31338': chainB.rpcUrl } });
}, 30_000);

afterAll(async () => {
  await wallet?.stop();
  await relay?.stop();
  await Promise.all([chainA?.stop(), chainB?.stop()]);
  rmSync(storageDir, { recursive: true, force: true });
});

/** A facade whose WalletConnect port talks to the local relay, with its own provider storage file. */
function dapp(name: string, storage = createMemoryStorage()) {
  const walletConnect = createUniversalProviderAdapter({
    projectId: 'walletport-test',
    relayUrl: relay.url,
    rpcMap: { '31337': chainA.rpcUrl, '31338': chainB.rpcUrl },
    metadata: { name: 'walletport test dApp', description: '', url: 'http://127.0.0.1', icons: [] },
    storage: { database: join(storageDir, `${name}.db`), prefix: name },
  });
  const harness = createHarness({ announce: false, storage, options: { networks: [networkA, networkB], adapters: [evmAdapter()], ports: { walletConnect } } });
  const uri = () => harness.facade.stores.connection.getSnapshot().wcUri;
  return { ...harness, storage, uri };
}

async function waitForUri(read: () => string | undefined, previous?: string): Promise<string> {
  await expect.poll(() => read() !== undefined && read() !== previous, { timeout: 10_000 }).toBe(true);
  return read() ?? '';
}

describe('WalletConnect pairing through the local relay with a sign-client wallet', () => {
  const storage = createMemoryStorage();
  let first: ReturnType<typeof dapp>;

  it('pairs: URI with a 4-minute expiry, approval attaches the account, recent wallet saved, modal closed', async () => {
    first = dapp('first', storage);
    await first.facade.ready;
    await first.facade.open({ view: 'ConnectingWalletConnect' });
    const started = first.facade.walletConnect.start({ id: 'test-wallet', name: 'Test Wallet' });
    const uri = await waitForUri(first.uri);
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    expect(first.facade.stores.connection.getSnapshot().wcPairingExpiry).toBe(first.clock.now() + 240_000);
    const t0 = performance.now();
    await wallet.pair(uri);
    await started;
    console.log(`[walletconnect] paired over the local relay in ${Math.round(performance.now() - t0)} ms`);
    const account = first.facade.stores.accounts.getSnapshot().eip155;
    expect(account?.status).toBe('connected');
    expect(account?.address?.toLowerCase()).toBe(ANVIL_ACCOUNT_0.toLowerCase());
    expect(account?.connectorId).toBe('walletConnect');
    expect(first.facade.stores.connection.getSnapshot()).toMatchObject({ wcUri: undefined, status: 'connected', recentWallet: { id: 'test-wallet', name: 'Test Wallet' } });
    expect(first.facade.stores.modal.getSnapshot().open).toBe(false);
    expect(first.facade.stores.pairing.getSnapshot().phase).toBe('idle');
  });

  it('signs with personal_sign through the session (the wallet answers) and switches chain', async () => {
    const provider = first.container.get<Wallets>(Wallets.token).sessions.provider('eip155');
    if (!provider) throw new Error('no session provider');
    const signature = await createEvmAdapter().signMessage?.(provider, { message: 'hello walletport', address: ANVIL_ACCOUNT_0 });
    expect(await verifyMessage({ address: ANVIL_ACCOUNT_0, message: 'hello walletport', signature: signature as `0x${string}` })).toBe(true);
    expect(wallet.calls).toContain('personal_sign');
    await first.facade.switchNetwork(networkB);
    expect(first.facade.stores.network.getSnapshot().caipNetwork?.caipNetworkId).toBe('eip155:31338');
    expect(Number(await provider.request({ method: 'eth_chainId' }))).toBe(31338);
  });

  it('comes back after a reload from the provider’s stored session', async () => {
    const reloaded = dapp('first', storage);
    await reloaded.facade.ready;
    expect(reloaded.facade.stores.accounts.getSnapshot().eip155).toMatchObject({ status: 'connected', connectorId: 'walletConnect' });
  });

  it('the wallet disconnecting ends the connection here', async () => {
    await wallet.disconnectAll();
    await expect.poll(() => first.facade.stores.accounts.getSnapshot().eip155?.status, { timeout: 10_000 }).toBe('disconnected');
    expect(first.facade.stores.connection.getSnapshot().status).toBe('disconnected');
  });

  it('a rejected proposal shows a clear error, and trying again pairs with a fresh URI', async () => {
    const second = dapp('second');
    await second.facade.ready;
    wallet.rejectNextProposalOnce();
    const rejected = second.facade.walletConnect.start();
    const firstUri = await waitForUri(second.uri);
    await wallet.pair(firstUri);
    await rejected;
    expect(second.facade.stores.pairing.getSnapshot()).toMatchObject({ phase: 'error', error: expect.objectContaining({ shortMessage: 'Connection declined in the wallet. You can try again.' }) });
    expect(second.facade.stores.connection.getSnapshot()).toMatchObject({ wcUri: undefined, wcError: true });
    const retried = second.facade.walletConnect.start();
    const freshUri = await waitForUri(second.uri);
    expect(freshUri).not.toBe(firstUri);
    await wallet.pair(freshUri);
    await retried;
    expect(second.facade.stores.accounts.getSnapshot().eip155?.status).toBe('connected');
    await second.facade.disconnect();
  });

  it('a pairing left alone expires when 10 s of its 4 minutes remain', async () => {
    const third = dapp('third');
    await third.facade.ready;
    const pending = third.facade.walletConnect.start();
    await waitForUri(third.uri);
    third.clock.advance(240_000 - 10_001);
    expect(third.facade.stores.pairing.getSnapshot().phase).toBe('waiting');
    third.clock.advance(1);
    expect(third.facade.stores.pairing.getSnapshot()).toMatchObject({ phase: 'error', error: expect.objectContaining({ shortMessage: 'The QR code expired. Try again for a new one.' }) });
    expect(third.facade.stores.connection.getSnapshot().wcUri).toBeUndefined();
    await Promise.race([pending, new Promise((resolve) => setTimeout(resolve, 50))]);
  });
});
