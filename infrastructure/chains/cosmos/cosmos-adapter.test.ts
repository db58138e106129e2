import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletProvider } from '../../../application/ports/wallet-provider.ts';
import { cosmosHub, cosmosHubTestnet, osmosis } from '../../../domain/network/catalogue/cosmos.ts';
import type { CaipNetwork } from '../../../domain/network/network.ts';
import { startCosmosChain, type CosmosChain } from '../../../test/stand-ins/cosmos-chain.ts';
import { COSMOS_TEST_ADDRESS, COSMOS_TEST_KEY_HEX, cosmosAddressOfKey, CosmosTestWallet } from '../../../test/wallets/cosmos-wallet.ts';
import { checkCosmosSignature } from '../../siwx/cosmos-signature.ts';
import { createCosmosAdapter } from './cosmos-adapter.ts';
import { keplrProvider } from './keplr-provider.ts';

const HUB = cosmosHub as CaipNetwork;
const OSMOSIS = osmosis as CaipNetwork;
const TESTNET = cosmosHubTestnet as CaipNetwork;
const OSMO_ADDRESS = cosmosAddressOfKey(COSMOS_TEST_KEY_HEX, 'osmo');
let chain: CosmosChain;

beforeAll(async () => {
  chain = await startCosmosChain({ balances: { [COSMOS_TEST_ADDRESS]: 2_500_000n } });
});
afterAll(async () => chain?.stop());

const adapter = () => createCosmosAdapter({ projectId: '', rpcHost: '', customRpcUrls: { [TESTNET.caipNetworkId]: [{ url: chain.rpcUrl }] } });
/** A provider answering every request with `answer` (a WalletConnect session or a wrapper gone wrong). */
const answering = (answer: (method: string) => unknown): WalletProvider => ({ request: async ({ method }) => answer(method) });

describe('the cosmos adapter', () => {
  it('connects on the site chain with the accounts of its prefix, and reconnects silently', async () => {
    const wallet = new CosmosTestWallet();
    const { provider } = keplrProvider(wallet);
    expect(await adapter().connect(provider, { network: HUB })).toEqual({ accounts: [COSMOS_TEST_ADDRESS], chainReference: 'cosmoshub-4' });
    expect(await adapter().connect(keplrProvider(wallet).provider, { network: OSMOSIS })).toEqual({ accounts: [OSMO_ADDRESS], chainReference: 'osmosis-1' });
    wallet.calls.length = 0;
    expect(await adapter().reconnect(keplrProvider(wallet).provider, { network: HUB })).toEqual({ accounts: [COSMOS_TEST_ADDRESS], chainReference: 'cosmoshub-4' });
    expect(wallet.calls).toEqual(['getKey']);
    expect(await adapter().reconnect(keplrProvider(new CosmosTestWallet()).provider, { network: HUB })).toBeUndefined();
  });

  it('drops accounts of another prefix and malformed ones; none left is CONNECTION_FAILED', async () => {
    const mixed = answering(() => [
      { algo: 'secp256k1', address: OSMO_ADDRESS, pubkey: 'A'.repeat(44) },
      { algo: 'secp256k1', address: 'cosmos1notanaddress', pubkey: 'A'.repeat(44) },
      { algo: 'secp256k1', address: COSMOS_TEST_ADDRESS, pubkey: 'short' },
    ]);
    await expect(adapter().connect(mixed, { network: HUB })).rejects.toMatchObject({ code: 'CONNECTION_FAILED', details: 'the wallet returned no account of this Cosmos chain' });
    const both = answering(() => [{ algo: 'secp256k1', address: OSMO_ADDRESS, pubkey: 'A'.repeat(44) }, { algo: 'secp256k1', address: COSMOS_TEST_ADDRESS, pubkey: 'A'.repeat(44) }]);
    expect((await adapter().connect(both, { network: HUB })).accounts).toEqual([COSMOS_TEST_ADDRESS]);
    await expect(adapter().connect(both, {})).rejects.toMatchObject({ code: 'NETWORK_NOT_FOUND' });
    // Answers whose every property read throws are no accounts and no signature, not a crash.
    // (`then` reads as absent, so the answer is not taken for a promise before the adapter sees it.)
    const trap = new Proxy({}, { get: (_target, key) => { if (key === 'then') return undefined; throw new Error('hostile'); } });
    const hostile = answering(() => [trap, trap]);
    await expect(adapter().connect(hostile, { network: HUB })).rejects.toMatchObject({ code: 'CONNECTION_FAILED' });
    await expect(adapter().signMessage?.(answering(() => trap), { message: 'm', address: COSMOS_TEST_ADDRESS })).rejects.toMatchObject({ code: 'WALLET_ANSWER_INVALID' });
    await expect(adapter().connect(both, { network: { ...HUB, caipNetworkId: 'cosmos:juno-1', id: 'juno-1' } })).rejects.toMatchObject({ code: 'NETWORK_NOT_FOUND' });
  });

  it('passes a refusal on as a 4001', async () => {
    const wallet = new CosmosTestWallet({ approve: () => false });
    await expect(adapter().connect(keplrProvider(wallet).provider, { network: HUB })).rejects.toMatchObject({ code: 4001 });
  });

  it('signs in with an ADR-36 signature the SIWX verifier accepts, and refuses a malformed answer', async () => {
    const cosmos = adapter();
    const { provider } = keplrProvider(new CosmosTestWallet());
    await cosmos.connect(provider, { network: HUB });
    const message = 'app.example wants you to sign in with your Cosmos account';
    const signature = await cosmos.signMessage?.(provider, { message, address: COSMOS_TEST_ADDRESS });
    expect(Object.keys(JSON.parse(signature ?? '{}'))).toEqual(['pub_key', 'signature']);
    expect(checkCosmosSignature({ chainId: HUB.caipNetworkId, address: COSMOS_TEST_ADDRESS, message, signature: signature ?? '' })).toBe(true);
    expect(checkCosmosSignature({ chainId: HUB.caipNetworkId, address: COSMOS_TEST_ADDRESS, message: `${message}!`, signature: signature ?? '' })).toBe(false);
    for (const answer of [null, { signature: 'abc' }, { signature: { pub_key: { type: 'tendermint/PubKeyEd25519', value: 'A'.repeat(44) }, signature: 'A'.repeat(88) } }]) {
      await expect(cosmos.signMessage?.(answering(() => answer), { message, address: COSMOS_TEST_ADDRESS })).rejects.toMatchObject({ code: 'WALLET_ANSWER_INVALID' });
    }
  });

  it('reads the native balance from the chain, and refuses an address of another prefix or an unreachable node', async () => {
    expect(await adapter().getBalance(TESTNET, COSMOS_TEST_ADDRESS)).toEqual({ value: chain.balanceOf(COSMOS_TEST_ADDRESS), decimals: 6, symbol: 'ATOM' });
    chain.setBalance(COSMOS_TEST_ADDRESS, 7n);
    expect((await adapter().getBalance(TESTNET, COSMOS_TEST_ADDRESS)).value).toBe(7n);
    await expect(adapter().getBalance(TESTNET, OSMO_ADDRESS)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    const offline = createCosmosAdapter({ projectId: '', rpcHost: '', customRpcUrls: { [TESTNET.caipNetworkId]: [{ url: 'http://127.0.0.1:9' }] } });
    await expect(offline.getBalance(TESTNET, COSMOS_TEST_ADDRESS)).rejects.toMatchObject({ code: 'HTTP_NETWORK' });
  });

  it('follows key changes and a chain switch as account changes of the chain, until unwatched', async () => {
    const cosmos = adapter();
    const wallet = new CosmosTestWallet();
    const wrapped = keplrProvider(wallet);
    await cosmos.connect(wrapped.provider, { network: HUB });
    const seen: (readonly string[])[] = [];
    const unwatch = cosmos.watch(wrapped.provider, { accountsChanged: (accounts) => seen.push(accounts), chainChanged: () => undefined, disconnect: () => undefined });
    await cosmos.switchNetwork(wrapped.provider, OSMOSIS);
    expect(seen).toEqual([[OSMO_ADDRESS]]);
    unwatch();
    wrapped.keystoreChanged();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).toHaveLength(1);
    await cosmos.disconnect(wrapped.provider);
    expect(wallet.isEnabled('osmosis-1')).toBe(false);
  });
});
