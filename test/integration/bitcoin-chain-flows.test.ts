import { BehaviorSubject } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnnouncedWallet, WalletDiscoveryPort } from '../../application/ports/wallet-discovery.port.ts';
import type { SiwxSession } from '../../application/ports/siwx.port.ts';
import { bitcoinRegtest } from '../../domain/network/catalogue/bitcoin.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { bitcoinAdapter } from '../../infrastructure/chains/bitcoin/entry.ts';
import { walletStandardBitcoinProvider } from '../../infrastructure/chains/bitcoin/wallet-standard-bitcoin-provider.ts';
import { DefaultSIWX, InformalMessenger, LocalStorage, verifySiwxSession } from '../../infrastructure/siwx/entry.ts';
import { siwxTestBackend } from '../fakes/siwx-backend.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { createHarness } from '../fakes/app-kit-harness.ts';
import { startBitcoinEsplora, type BitcoinEsplora } from '../stand-ins/bitcoin-esplora.ts';
import { signBip322 } from '../wallets/bitcoin-signer.ts';
import { BITCOIN_TEST_ADDRESS, BITCOIN_TEST_ORDINALS_ADDRESS, BitcoinTestWallet, bitcoinTestKeys } from '../wallets/bitcoin-wallet.ts';

const network = bitcoinRegtest as CaipNetwork;
let esplora: BitcoinEsplora;

beforeAll(async () => {
  esplora = await startBitcoinEsplora({ network: 'regtest', fund: [{ address: BITCOIN_TEST_ADDRESS, sats: 123_456n }] });
});
afterAll(async () => esplora?.stop());

function memoryStorage() {
  const memory = new Map<string, string>();
  return { getItem: (key: string) => memory.get(key) ?? null, setItem: (key: string, value: string) => void memory.set(key, value), removeItem: (key: string) => void memory.delete(key) };
}

/** The bitcoin test wallet listed as the discovery lists it, on a site configured for regtest only. */
function bitcoinSite(wallet: BitcoinTestWallet, storage = createMemoryStorage(), siwx?: DefaultSIWX) {
  const listed: AnnouncedWallet = { info: { uuid: 'wallet-standard.demo-wallet', name: wallet.name, icon: wallet.icon, rdns: 'wallet-standard.demo-wallet' }, provider: walletStandardBitcoinProvider(wallet), namespace: 'bip122' };
  const wallets = new BehaviorSubject<readonly AnnouncedWallet[]>([]);
  const discovery: WalletDiscoveryPort = { wallets$: wallets.asObservable(), requestAnnouncements: () => wallets.next([listed]), stop: () => undefined };
  return createHarness({
    announce: false,
    storage,
    options: {
      networks: [network],
      adapters: [bitcoinAdapter()],
      customRpcUrls: { [network.caipNetworkId]: [{ url: esplora.url }] },
      ports: { walletDiscovery: [discovery] },
      ...(siwx ? { siwx } : {}),
    },
  });
}

describe('Bitcoin regtest through the whole instance', () => {
  it('connects, signs in (the default verifier accepts it, a forged one is refused), reads the balance, restores on reload and disconnects', async () => {
    const stored = new Map<string, string>();
    const backend = siwxTestBackend();
    const siwx = new DefaultSIWX({
      messenger: new InformalMessenger({ domain: 'app.example', uri: 'https://app.example/login', statement: 'Sign in to the example', getNonce: backend.getNonce }),
      storage: new LocalStorage({ key: 'siwx', storage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) } }),
    });
    const walletMemory = memoryStorage();
    const wallet = new BitcoinTestWallet({}, { approve: () => true, memory: walletMemory });
    const siteStorage = createMemoryStorage();
    const { facade } = bitcoinSite(wallet, siteStorage, siwx);
    await facade.ready;
    await facade.connect('wallet-standard.demo-wallet');
    const account = facade.stores.accounts.getSnapshot().bip122;
    expect(account).toMatchObject({ status: 'connected', address: BITCOIN_TEST_ADDRESS, caipAddress: `${network.caipNetworkId}:${BITCOIN_TEST_ADDRESS}` });
    expect(account?.allAccounts?.map((item) => item.address)).toEqual([BITCOIN_TEST_ADDRESS, BITCOIN_TEST_ORDINALS_ADDRESS]);

    await expect.poll(() => facade.stores.modal.getSnapshot().router.view).toBe('SIWXSignMessage');
    await facade.flows.siwx.commands.requestSignature();
    const sessions = await siwx.getSessions(network.caipNetworkId, BITCOIN_TEST_ADDRESS);
    expect(sessions).toHaveLength(1);
    const session = sessions[0] as SiwxSession;
    expect(session.message).toContain('wants you to sign in with your Bitcoin account:');
    const context = backend.context(network.caipNetworkId);
    const otherKeys = bitcoinTestKeys('0505050505050505050505050505050505050505050505050505050505050505');
    // Another key's valid signature, presented for the session's address.
    const forged = { ...session, signature: signBip322(otherKeys, otherKeys.payment.address, session.message) };
    await expect(verifySiwxSession(forged, context)).rejects.toMatchObject({ code: 'SIWX_SIGNATURE_INVALID' });
    await expect(verifySiwxSession(session, context)).resolves.toBe(true);
    await expect(verifySiwxSession(session, context)).rejects.toMatchObject({ code: 'SIWX_NONCE_REFUSED' });
    await expect(siwx.addSession(forged)).rejects.toThrow();

    await expect.poll(() => facade.stores.accounts.getSnapshot().bip122?.balance).toBe(123_456n);
    facade.destroy();

    wallet.calls.length = 0;
    const reloaded = bitcoinSite(wallet, siteStorage, siwx);
    await reloaded.facade.ready;
    expect(reloaded.facade.stores.accounts.getSnapshot().bip122).toMatchObject({ status: 'connected', address: BITCOIN_TEST_ADDRESS });
    // Restored from the wallet's authorised accounts: nothing prompted.
    expect(wallet.calls).not.toContain('bitcoin:connect');
    await reloaded.facade.disconnect();
    expect(reloaded.facade.stores.accounts.getSnapshot().bip122?.status).toBe('disconnected');
    expect(wallet.accounts).toEqual([]);
    reloaded.facade.destroy();
  });

  it('a wallet that refuses the connect leaves the site disconnected with USER_REJECTED', async () => {
    const wallet = new BitcoinTestWallet({}, { approve: () => false });
    const { facade } = bitcoinSite(wallet);
    await facade.ready;
    expect(await facade.connect('wallet-standard.demo-wallet')).toBe(false);
    expect(facade.stores.accounts.getSnapshot().bip122).toMatchObject({ status: 'disconnected', error: { code: 'USER_REJECTED' } });
    facade.destroy();
  });
});
