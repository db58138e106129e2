import { SigningStargateClient } from '@cosmjs/stargate';
import { checkAddress } from '@polkadot/util-crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiwxSession } from '../../application/ports/siwx.port.ts';
import { isBitcoinAddressOf } from '../../domain/address/bitcoin-address.ts';
import { isCosmosAddress } from '../../domain/address/cosmos-address.ts';
import { Wallets } from '../../application/wallets/index.ts';
import { bitcoinRegtest } from '../../domain/network/catalogue/bitcoin.ts';
import { createBitcoinAdapter } from '../../infrastructure/chains/bitcoin/bitcoin-adapter.ts';
import { cosmosOfflineSigner } from '../../infrastructure/chains/cosmos/entry.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { bitcoinTestKeys } from '../wallets/bitcoin-keys.ts';
import { cosmosAddressOfKey, COSMOS_TEST_ADDRESS } from '../wallets/cosmos-wallet.ts';
import { BITCOIN_TEST_ADDRESS } from '../wallets/bitcoin-wallet.ts';
import { DefaultSIWX, InformalMessenger, LocalStorage, verifySiwxSession } from '../../infrastructure/siwx/entry.ts';
import { siwxTestBackend } from '../fakes/siwx-backend.ts';
import { fiveFamilySite, startFiveFamilyStandIns, type FiveFamilyStandIns } from './walletconnect-five-families.fixture.ts';

/** What walletport asks a wallet to allow on each family (WalletConnect's method names). */
const ASKED_METHODS: Readonly<Record<string, readonly string[]>> = {
  eip155: ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain', 'wallet_addEthereumChain'],
  solana: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
  polkadot: ['polkadot_signMessage', 'polkadot_signTransaction'],
  bip122: ['signMessage', 'sendTransfer', 'signPsbt'],
  cosmos: ['cosmos_signDirect', 'cosmos_signAmino', 'cosmos_getAccounts'],
};
const NAMESPACES = Object.keys(ASKED_METHODS);

let standIns: FiveFamilyStandIns;
const siteStorage = createMemoryStorage();
const siwxMemory = new Map<string, string>();
const backend = siwxTestBackend();
const siwx = new DefaultSIWX({
  messenger: new InformalMessenger({ domain: 'app.example', uri: 'https://app.example/login', statement: 'Sign in to the example', getNonce: backend.getNonce }),
  storage: new LocalStorage({ key: 'siwx', storage: { getItem: (key) => siwxMemory.get(key) ?? null, setItem: (key, value) => void siwxMemory.set(key, value) } }),
});
let site: ReturnType<typeof fiveFamilySite>;
let reloaded: ReturnType<typeof fiveFamilySite>;

beforeAll(async () => {
  standIns = await startFiveFamilyStandIns();
}, 60_000);

afterAll(async () => {
  delete process.env['DISABLE_GLOBAL_CORE'];
  site?.facade.destroy();
  reloaded?.facade.destroy();
  await standIns?.stop();
});

/** Each family's account in the stores: status, connector and address. */
function accountsOf(harness: ReturnType<typeof fiveFamilySite>) {
  const accounts = harness.facade.stores.accounts.getSnapshot();
  return Object.fromEntries(standIns.families.map(({ namespace }) => [namespace, { status: accounts[namespace]?.status, connectorId: accounts[namespace]?.connectorId, address: accounts[namespace]?.address }]));
}

function connectedOnAll() {
  return Object.fromEntries(standIns.families.map(({ namespace, address }) => [namespace, { status: 'connected', connectorId: 'walletConnect', address }]));
}

/** The same session with another nonce in both its data and its text: well formed, but not what was signed. */
function withOtherNonce(session: SiwxSession): SiwxSession {
  const nonce = `${session.data.nonce.slice(0, -1)}${session.data.nonce.endsWith('0') ? '1' : '0'}`;
  return { ...session, message: session.message.replace(session.data.nonce, nonce), data: { ...session.data, nonce } };
}

describe('one WalletConnect pairing over the local relay for EVM, Solana, Polkadot, Bitcoin and Cosmos', () => {
  it('proposes all five namespaces with their chains and methods, and the approval connects every family', async () => {
    site = fiveFamilySite(standIns, siteStorage, siwx);
    await site.facade.ready;
    const started = site.facade.walletConnect.start();
    await expect.poll(() => site.facade.stores.connection.getSnapshot().wcUri, { timeout: 10_000 }).toBeDefined();
    await standIns.wallet.pair(site.facade.stores.connection.getSnapshot().wcUri ?? '');
    await started;

    expect(standIns.proposals).toHaveLength(1);
    const proposal = standIns.proposals[0];
    const proposed = { ...proposal?.requiredNamespaces, ...proposal?.optionalNamespaces };
    expect(Object.keys(proposed).sort()).toEqual([...NAMESPACES].sort());
    for (const { namespace, network } of standIns.families) {
      expect(proposed[namespace]?.chains, namespace).toEqual([network.caipNetworkId]);
      expect(proposed[namespace]?.methods, namespace).toEqual(expect.arrayContaining([...(ASKED_METHODS[namespace] ?? [])]));
    }

    expect(accountsOf(site)).toEqual(connectedOnAll());
    expect(standIns.wallet.sessionTopics()).toHaveLength(1);
    const accounts = site.facade.stores.accounts.getSnapshot();
    expect(checkAddress(accounts.polkadot?.address ?? '', 42)).toEqual([true, null]);
    expect(isBitcoinAddressOf(accounts.bip122?.address, 'testnet')).toBe(true);
    expect(accounts.bip122?.address).toMatch(/^bcrt1/);
    expect(isCosmosAddress(accounts.cosmos?.address, 'cosmos')).toBe(true);
    expect(accounts.cosmos?.address).toMatch(/^cosmos1/);
    for (const { namespace, network, address } of standIns.families) {
      expect(accounts[namespace]?.caipAddress, namespace).toBe(`${network.caipNetworkId}:${address}`);
    }
  }, 60_000);

  it('signs in on each family in turn over the relay: every session verifies and a tampered one does not', async () => {
    for (const { namespace, network, address, signMethod } of standIns.families) {
      await site.facade.switchNamespace(namespace);
      expect(site.facade.stores.network.getSnapshot(), namespace).toMatchObject({ activeChain: namespace, caipNetwork: { caipNetworkId: network.caipNetworkId } });
      const callsBefore = standIns.wallet.calls.length;
      await site.facade.flows.siwx.commands.requestSignature();
      expect(site.facade.flows.siwx.state.getSnapshot().error, namespace).toBeUndefined();
      expect(standIns.wallet.calls.slice(callsBefore), namespace).toContain(signMethod);

      const sessions = await siwx.getSessions(network.caipNetworkId, address);
      expect(sessions, namespace).toHaveLength(1);
      const session = sessions[0] as SiwxSession;
      expect(session.data, namespace).toMatchObject({ chainId: network.caipNetworkId, accountAddress: address });
      const context = backend.context(network.caipNetworkId);
      // Tampered copies first: they are refused before the genuine one uses up the nonce.
      await expect(verifySiwxSession(withOtherNonce(session), context), namespace).rejects.toMatchObject({ code: 'SIWX_SIGNATURE_INVALID' });
      await expect(verifySiwxSession({ ...session, message: `${session.message}\n` }, context), namespace).rejects.toMatchObject({ code: 'SIWX_SIGNATURE_INVALID' });
      await expect(verifySiwxSession(session, context), namespace).resolves.toBe(true);
    }
  }, 60_000);

  it('moves funds over the relay: a Bitcoin PSBT the phone wallet signs, and a Cosmos transfer through cosmosOfflineSigner', async () => {
    const sessions = site.container.get<Wallets>(Wallets.token).sessions;
    const bitcoinProvider = sessions.provider('bip122');
    const cosmosProvider = sessions.provider('cosmos');
    if (!bitcoinProvider || !cosmosProvider) throw new Error('no bip122 or cosmos session provider');

    const btcReceiver = bitcoinTestKeys('0b'.repeat(32)).payment.address;
    const adapter = createBitcoinAdapter({ projectId: '', rpcHost: '', customRpcUrls: standIns.customRpcUrls });
    const txid = await adapter.sendNative?.(bitcoinProvider, { network: bitcoinRegtest, from: BITCOIN_TEST_ADDRESS, to: btcReceiver, value: 30_000n });
    expect(standIns.esplora.transactions.has(txid ?? '')).toBe(true);
    expect(standIns.esplora.balanceOf(btcReceiver)).toBe(30_000n);

    // The same signer a dApp builds for a browser wallet sends through the WalletConnect session.
    const atomReceiver = cosmosAddressOfKey('0d'.repeat(32));
    const signer = await cosmosOfflineSigner(cosmosProvider, 'theta-testnet-001');
    const client = await SigningStargateClient.connectWithSigner(standIns.cosmos.rpcUrl, signer, { broadcastPollIntervalMs: 20 });
    const result = await client.signAndBroadcast(COSMOS_TEST_ADDRESS, [{ typeUrl: '/cosmos.bank.v1beta1.MsgSend', value: { fromAddress: COSMOS_TEST_ADDRESS, toAddress: atomReceiver, amount: [{ denom: 'uatom', amount: '777' }] } }], { amount: [{ denom: 'uatom', amount: '300' }], gas: '150000' });
    client.disconnect();
    expect(result.code).toBe(0);
    expect(standIns.cosmos.balanceOf(atomReceiver)).toBe(777n);
    expect(standIns.wallet.calls).toEqual(expect.arrayContaining(['signPsbt', 'cosmos_signDirect']));
  }, 60_000);

  it('a destroyed instance lets go of the relay, and a reload on the same storage restores all five families from the one session', async () => {
    // A destroyed instance lets go of the relay: only the wallet stays connected to it.
    expect(standIns.relay.connectionCount()).toBe(2);
    site.facade.destroy();
    await expect.poll(() => standIns.relay.connectionCount(), { timeout: 10_000 }).toBe(1);
    // The SDK shares one Core per storage prefix within a process; a reloaded page starts from the stored file alone.
    process.env['DISABLE_GLOBAL_CORE'] = 'true';
    reloaded = fiveFamilySite(standIns, siteStorage, siwx);
    await reloaded.facade.ready;
    await expect.poll(() => accountsOf(reloaded), { timeout: 10_000 }).toEqual(connectedOnAll());
    expect(standIns.proposals).toHaveLength(1);
    expect(standIns.wallet.sessionTopics()).toHaveLength(1);
  }, 30_000);

  it('disconnecting one namespace ends the WalletConnect session for all five, on both sides', async () => {
    await reloaded.facade.disconnect('polkadot');
    const accounts = reloaded.facade.stores.accounts.getSnapshot();
    for (const { namespace } of standIns.families) expect(accounts[namespace]?.status, namespace).toBe('disconnected');
    expect(reloaded.facade.stores.connection.getSnapshot().status).toBe('disconnected');
    await expect.poll(() => standIns.wallet.sessionTopics(), { timeout: 10_000 }).toEqual([]);
  }, 30_000);
});
