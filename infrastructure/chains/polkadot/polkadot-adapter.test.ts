import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletProvider } from '../../../application/ports/wallet-provider.ts';
import type { CaipNetwork } from '../../../domain/network/network.ts';
import { polkadot, westend } from '../../../domain/network/catalogue/polkadot.ts';
import { startPolkadotChain, type PolkadotChain } from '../../../test/stand-ins/polkadot-chain.ts';
import { POLKADOT_TEST_ADDRESS, POLKADOT_TEST_SEED_HEX, installPolkadotTestWallet, polkadotAddressOfSeed } from '../../../test/wallets/polkadot-wallet.ts';
import { checkPolkadotSignature } from '../../siwx/polkadot-signature.ts';
import { createInjectedWeb3Discovery } from './injected-web3-discovery.ts';
import { createPolkadotAdapter } from './polkadot-adapter.ts';

const WESTEND = westend as CaipNetwork;
const POLKADOT = polkadot as CaipNetwork;
const OTHER_SEED = '0909090909090909090909090909090909090909090909090909090909090909';
let chain: PolkadotChain;

beforeAll(async () => {
  chain = await startPolkadotChain({ balances: { [POLKADOT_TEST_ADDRESS]: 3_000_000_000_000n } });
});
afterAll(async () => chain?.stop());

/** The test wallet as the discovery lists it, on a page of its own. */
async function testWallet(approve: (what: string) => boolean = () => true) {
  const host: { injectedWeb3?: Record<string, unknown> } = {};
  const wallet = installPolkadotTestWallet({}, { approve, target: host });
  const discovery = createInjectedWeb3Discovery(host);
  discovery.requestAnnouncements();
  discovery.stop();
  let provider: WalletProvider | undefined;
  discovery.wallets$.subscribe((wallets) => (provider = wallets[0]?.provider)).unsubscribe();
  if (!provider) throw new Error('not listed');
  return { wallet, provider };
}

/** A provider that answers each method as the test says. */
const scripted = (answers: Record<string, unknown>): WalletProvider => ({
  request: async ({ method }) => {
    if (!(method in answers)) throw new Error(`unexpected ${method}`);
    return answers[method];
  },
});

describe('the polkadot adapter', () => {
  it('connects on the site\'s network with the accounts in its SS58 format; a switch changes the format of the next answer', async () => {
    const { provider } = await testWallet();
    const adapter = createPolkadotAdapter();
    expect(await adapter.connect(provider, { network: POLKADOT })).toEqual({ accounts: [polkadotAddressOfSeed(POLKADOT_TEST_SEED_HEX, 0)], chainReference: polkadot.id });
    await adapter.switchNetwork(provider, WESTEND);
    expect(await adapter.reconnect(provider, { network: POLKADOT })).toEqual({ accounts: [POLKADOT_TEST_ADDRESS], chainReference: westend.id });
  });

  it('drops accounts that do not decode (bad checksum, garbage), and fails a connect left with none', async () => {
    const badChecksum = `${POLKADOT_TEST_ADDRESS.slice(0, -1)}${POLKADOT_TEST_ADDRESS.endsWith('z') ? 'y' : 'z'}`;
    const adapter = createPolkadotAdapter();
    const mixed = scripted({ polkadot_requestAccounts: [badChecksum, 42, { address: POLKADOT_TEST_ADDRESS }, 'x'] });
    expect((await adapter.connect(mixed, { network: WESTEND })).accounts).toEqual([POLKADOT_TEST_ADDRESS]);
    const none = scripted({ polkadot_requestAccounts: [badChecksum, null] });
    await expect(adapter.connect(none, { network: WESTEND })).rejects.toMatchObject({ code: 'CONNECTION_FAILED', details: 'the wallet returned no Polkadot account' });
    await expect(adapter.connect(scripted({ polkadot_requestAccounts: [POLKADOT_TEST_ADDRESS] }), {})).rejects.toMatchObject({ code: 'NETWORK_NOT_FOUND' });
  });

  it('a refused enable surfaces as code 4001 for the core to map to USER_REJECTED', async () => {
    const { provider } = await testWallet(() => false);
    await expect(createPolkadotAdapter().connect(provider, { network: WESTEND })).rejects.toMatchObject({ code: 4001 });
  });

  it('signs a message the SIWX verifier accepts; a wrong-length or another key\'s signature is refused', async () => {
    const { provider } = await testWallet();
    const adapter = createPolkadotAdapter();
    await adapter.connect(provider, { network: WESTEND });
    const signature = await adapter.signMessage?.(provider, { message: 'sign in to walletport', address: POLKADOT_TEST_ADDRESS });
    expect(signature).toMatch(/^0x[0-9a-f]{128}$/);
    expect(checkPolkadotSignature({ message: 'sign in to walletport', signature: signature ?? '', address: POLKADOT_TEST_ADDRESS, ss58Prefix: 42 })).toBe(true);
    expect(checkPolkadotSignature({ message: 'another message', signature: signature ?? '', address: POLKADOT_TEST_ADDRESS, ss58Prefix: 42 })).toBe(false);

    for (const answer of [{ signature: `0x${'ab'.repeat(12)}` }, { signature: 'ab'.repeat(64) }, { signature: 42 }, 'nope', null]) {
      await expect(adapter.signMessage?.(scripted({ polkadot_signMessage: answer }), { message: 'm', address: POLKADOT_TEST_ADDRESS })).rejects.toMatchObject({ code: 'WALLET_ANSWER_INVALID' });
    }
    // Another key's well-formed signature passes the adapter's shape check but not the verifier.
    const other = await testWallet();
    const otherAddress = polkadotAddressOfSeed(OTHER_SEED);
    const otherWallet = installPolkadotTestWallet({ secretSeedHex: OTHER_SEED }, { approve: () => true, target: {} });
    const injected = (await otherWallet.enable('test')) as { signer: { signRaw(payload: object): Promise<{ signature: string }> } };
    const { signature: forged } = await injected.signer.signRaw({ address: otherAddress, data: '0x', type: 'bytes' });
    expect(forged).toMatch(/^0x[0-9a-f]{128}$/);
    expect(checkPolkadotSignature({ message: '', signature: forged, address: POLKADOT_TEST_ADDRESS, ss58Prefix: 42 })).toBe(false);
    expect(other.wallet.calls).toEqual([]);
  });

  it('reads the free balance from the customRpcUrls node, with the network\'s decimals and symbol', async () => {
    const adapter = createPolkadotAdapter({ projectId: '', rpcHost: '', customRpcUrls: { [westend.caipNetworkId]: [{ url: chain.rpcUrl }] } });
    expect(await adapter.getBalance(WESTEND, POLKADOT_TEST_ADDRESS)).toEqual({ value: 3_000_000_000_000n, decimals: 12, symbol: 'WND' });
    chain.setBalance(POLKADOT_TEST_ADDRESS, 5n);
    // The same account in Polkadot's format reads the same storage.
    expect((await adapter.getBalance(WESTEND, polkadotAddressOfSeed(POLKADOT_TEST_SEED_HEX, 0))).value).toBe(5n);
    await expect(adapter.getBalance(WESTEND, 'not an address')).rejects.toThrow();
    const unreachable = createPolkadotAdapter({ projectId: '', rpcHost: '', customRpcUrls: { [westend.caipNetworkId]: [{ url: 'http://127.0.0.1:1' }] } });
    await expect(unreachable.getBalance(WESTEND, POLKADOT_TEST_ADDRESS)).rejects.toMatchObject({ name: 'WalletportError' });
  }, 30_000);

  it('has no sendNative: sending is limited to eip155 and solana', () => {
    expect(createPolkadotAdapter().sendNative).toBeUndefined();
  });

  it('a switch to another network shows the same account in that network\'s format', async () => {
    const adapter = createPolkadotAdapter();
    const provider = scripted({ polkadot_requestAccounts: [POLKADOT_TEST_ADDRESS] });
    const connected = await adapter.connect(provider, { network: WESTEND });
    const seen: (readonly string[])[] = [];
    const stop = adapter.watch(provider, { accountsChanged: (accounts) => seen.push(accounts), chainChanged: () => undefined, disconnect: () => undefined });
    await adapter.switchNetwork(provider, POLKADOT);
    await adapter.switchNetwork(provider, POLKADOT);
    stop();
    await adapter.switchNetwork(provider, WESTEND);
    expect(connected.accounts).toEqual([polkadotAddressOfSeed(POLKADOT_TEST_SEED_HEX, 42)]);
    // Once per real switch, while watched: the Polkadot relay chain writes the key with prefix 0.
    expect(seen).toEqual([[polkadotAddressOfSeed(POLKADOT_TEST_SEED_HEX, 0)]]);
  });
});
