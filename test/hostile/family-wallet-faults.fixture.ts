import { Secp256k1Wallet, makeSignDoc } from '@cosmjs/amino';
import { base64, hex } from '@scure/base';
import * as sr25519 from '@scure/sr25519';
import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import { privateKeyToAccount } from 'viem/accounts';
import type { SiwxConfig } from '../../application/ports/siwx.port.ts';
import { bitcoinRegtest } from '../../domain/network/catalogue/bitcoin.ts';
import { cosmosHubTestnet } from '../../domain/network/catalogue/cosmos.ts';
import { westend } from '../../domain/network/catalogue/polkadot.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { createBitcoinDiscovery, createBitcoinWalletStandardDiscovery } from '../../infrastructure/chains/bitcoin/bitcoin-discovery.ts';
import { bitcoinAdapter } from '../../infrastructure/chains/bitcoin/entry.ts';
import { createInjectedBitcoinDiscovery } from '../../infrastructure/chains/bitcoin/injected-bitcoin-discovery.ts';
import { cosmosAdapter } from '../../infrastructure/chains/cosmos/entry.ts';
import { createKeplrDiscovery } from '../../infrastructure/chains/cosmos/keplr-discovery.ts';
import { polkadotAdapter } from '../../infrastructure/chains/polkadot/entry.ts';
import { createInjectedWeb3Discovery } from '../../infrastructure/chains/polkadot/injected-web3-discovery.ts';
import { encodeSs58Address } from '../../infrastructure/siwx/polkadot-signature.ts';
import { createEip6963Discovery } from '../../infrastructure/discovery/eip6963-discovery.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { CHAIN_A, CHAIN_B, createHarness, createPage, type TestPage } from '../fakes/app-kit-harness.ts';
import { signingAdapter } from '../fakes/flow-fixtures.ts';
import { signBip322 } from '../wallets/bitcoin-signer.ts';
import { bitcoinTestKeys } from '../wallets/bitcoin-keys.ts';
import { COSMOS_TEST_ADDRESS, COSMOS_TEST_KEY_HEX, compressedPublicKeyOf, cosmosAddressOfKey, privateKeyOf } from '../wallets/cosmos-keys.ts';
import { DEFAULT_ICON } from '../wallets/demo-wallet.ts';
import { POLKADOT_TEST_ADDRESS, polkadotPublicKeyOfSeed, POLKADOT_TEST_SEED_HEX } from '../wallets/polkadot-keys.ts';

/** The page the fake wallets inject into (also `window` for the discoveries that read the global). */
export type FaultPage = EventTarget & Record<string, unknown> & { injectedWeb3?: unknown };
export type Family = 'polkadot' | 'bip122' | 'cosmos';
export type ConnectBehaviour = 'hangs' | 'refuses' | 'no accounts' | 'malformed accounts' | 'other network' | 'answers';
export type SignatureFault = 'wrong length' | 'another key';

export interface FaultyWallet {
  readonly connectorId: string;
  /** Every call the site made of the wallet, in order. */
  readonly calls: string[];
  /** Takes the wallet off the page (and out of the Wallet Standard registry). */
  remove(): void;
}

/** The global the Keplr-compatible fake sits at; a site names it to the cosmos discovery. */
export const FAULT_KEPLR = { global: 'faultKeplr', name: 'Fault Cosmos' } as const;
/** What a hostile page script hands over as accounts: numbers, objects and 10 000-character strings. */
export const MALFORMED_ACCOUNTS: readonly unknown[] = [
  42, Number.NaN, null, {}, { address: {} }, { address: 7 }, 'x'.repeat(10_000), { address: '5'.repeat(10_000) }, { address: `bcrt1q${'q'.repeat(10_000)}` },
];
const OTHER_SEED_HEX = '0909090909090909090909090909090909090909090909090909090909090909';
const never = (): Promise<never> => new Promise<never>(() => undefined);

export function createFaultPage(): FaultPage {
  return new EventTarget() as FaultPage;
}

/** A polkadot{.js}-protocol extension at `page.injectedWeb3['fault-extension']`. */
function polkadotExtension(page: FaultPage, behaviour: ConnectBehaviour, signature?: SignatureFault): FaultyWallet {
  const calls: string[] = [];
  const accounts: Record<ConnectBehaviour, unknown> = {
    hangs: [], refuses: [], answers: [{ address: POLKADOT_TEST_ADDRESS, name: 'Fault 1', type: 'sr25519' }], 'no accounts': [], 'malformed accounts': MALFORMED_ACCOUNTS,
    // The test account as Polkadot (prefix 0) and Kusama (prefix 2) show it: the same key.
    'other network': [0, 2].map((prefix) => ({ address: encodeSs58Address(polkadotPublicKeyOfSeed(POLKADOT_TEST_SEED_HEX), prefix) })),
  };
  const signRaw = async (payload: { data: string }) => {
    calls.push('signRaw');
    if (signature === 'wrong length') return { id: 1, signature: `0x${'ab'.repeat(63)}` };
    const wrapped = new TextEncoder().encode(`<Bytes>${new TextDecoder().decode(hex.decode(payload.data.slice(2)))}</Bytes>`);
    return { id: 1, signature: `0x${hex.encode(sr25519.sign(sr25519.secretFromSeed(hex.decode(OTHER_SEED_HEX)), wrapped))}` };
  };
  const extension = {
    version: '0.1.0',
    enable: async () => {
      calls.push('enable');
      if (behaviour === 'hangs') return never();
      if (behaviour === 'refuses') throw new Error('Rejected: the site is not allowed to interact with this extension');
      return { accounts: { get: async () => accounts[behaviour], subscribe: () => () => undefined }, signer: { signRaw } };
    },
  };
  page['injectedWeb3'] = { ...(page['injectedWeb3'] as object | undefined), 'fault-extension': extension };
  return { connectorId: 'injected-web3.fault-extension', calls, remove: () => delete page['injectedWeb3'] };
}

/** Bitcoin: a Wallet Standard wallet, except a refusal (sats-connect's) and another network's account (Unisat). */
function bitcoinWallet(page: FaultPage, behaviour: ConnectBehaviour, signature?: SignatureFault): FaultyWallet {
  const calls: string[] = [];
  if (behaviour === 'refuses') {
    page['XverseProviders'] = { BitcoinProvider: { request: async (method: string) => (calls.push(method), { error: { code: -32000, message: 'User rejected the request.' } }) } };
    return { connectorId: 'com.xverse', calls, remove: () => delete page['XverseProviders'] };
  }
  if (behaviour === 'other network') {
    const mainnet = bitcoinTestKeys(undefined, 'mainnet').payment.address;
    page['unisat'] = { requestAccounts: async () => (calls.push('requestAccounts'), [mainnet]), getAccounts: async () => [mainnet] };
    return { connectorId: 'io.unisat', calls, remove: () => delete page['unisat'] };
  }
  const keys = bitcoinTestKeys();
  const account = { address: keys.payment.address, publicKey: keys.payment.publicKey, chains: ['bitcoin:regtest'], features: ['bitcoin:signMessage'] };
  const answers: Partial<Record<ConnectBehaviour, unknown[]>> = { answers: [account], 'no accounts': [], 'malformed accounts': [...MALFORMED_ACCOUNTS] };
  const signMessage = async ({ message }: { message: Uint8Array }) => {
    calls.push('bitcoin:signMessage');
    const other = bitcoinTestKeys(OTHER_SEED_HEX);
    // A BIP-137 signature is 65 bytes: 64 is one short, and no witness stack either.
    const bytes = signature === 'wrong length' ? new Uint8Array(64).fill(0).fill(31, 0, 1) : base64.decode(signBip322(other, other.payment.address, new TextDecoder().decode(message)));
    return [{ signedMessage: message, signature: bytes }];
  };
  const wallet = {
    version: '1.0.0', name: 'Fault Bitcoin', icon: DEFAULT_ICON, chains: ['bitcoin:regtest'], accounts: [],
    features: {
      'bitcoin:connect': { version: '1.0.0', connect: async () => (calls.push('bitcoin:connect'), behaviour === 'hangs' ? never() : { accounts: answers[behaviour] }) },
      'bitcoin:signMessage': { version: '1.0.0', signMessage },
    },
  };
  return { connectorId: 'wallet-standard.fault-bitcoin', calls, remove: getWallets().register(wallet as unknown as Wallet) };
}

/** A Keplr-compatible wallet at `page[FAULT_KEPLR.global]`. */
function keplrWallet(page: FaultPage, behaviour: ConnectBehaviour, signature?: SignatureFault): FaultyWallet {
  const calls: string[] = [];
  const pubKey = compressedPublicKeyOf(privateKeyOf(COSMOS_TEST_KEY_HEX));
  const keys: Partial<Record<ConnectBehaviour, unknown>> = {
    answers: { name: 'Fault', algo: 'secp256k1', pubKey, bech32Address: COSMOS_TEST_ADDRESS },
    'no accounts': undefined,
    'malformed accounts': { algo: 7, bech32Address: `cosmos1${'q'.repeat(10_000)}`, pubKey: { length: 33 } },
    'other network': { name: 'Fault', algo: 'secp256k1', pubKey, bech32Address: cosmosAddressOfKey(COSMOS_TEST_KEY_HEX, 'osmo') },
  };
  const signArbitrary = async (_chainId: string, signer: string, data: string) => {
    calls.push('signArbitrary');
    if (signature === 'wrong length') return { pub_key: { type: 'tendermint/PubKeySecp256k1', value: base64.encode(pubKey) }, signature: base64.encode(new Uint8Array(63).fill(1)) };
    const otherKey = '0d06'.repeat(16);
    const msg = { type: 'sign/MsgSignData', value: { signer, data: base64.encode(new TextEncoder().encode(data)) } };
    // The exact ADR-36 document of the session's address, signed by another key (and naming that key).
    const other = await Secp256k1Wallet.fromKey(privateKeyOf(otherKey), 'cosmos');
    return (await other.signAmino(cosmosAddressOfKey(otherKey), makeSignDoc([msg], { gas: '0', amount: [] }, '', '', 0, 0))).signature;
  };
  page[FAULT_KEPLR.global] = {
    enable: async () => {
      calls.push('enable');
      if (behaviour === 'hangs') return never();
      if (behaviour === 'refuses') throw new Error('Request rejected');
      return undefined;
    },
    getKey: async () => (calls.push('getKey'), keys[behaviour]),
    signArbitrary,
  };
  return { connectorId: `keplr-compatible.${FAULT_KEPLR.global}`, calls, remove: () => delete page[FAULT_KEPLR.global] };
}

/** Installs the family's fake wallet on the page, behaving as told. */
export function faultyWallet(family: Family, page: FaultPage, behaviour: ConnectBehaviour, signature?: SignatureFault): FaultyWallet {
  if (family === 'polkadot') return polkadotExtension(page, behaviour, signature);
  if (family === 'bip122') return bitcoinWallet(page, behaviour, signature);
  return keplrWallet(page, behaviour, signature);
}

const throwing = (): never => {
  throw new Error('hostile getter');
};
const throwingProxy = (): object => new Proxy({}, { get: throwing, has: throwing, ownKeys: throwing, getOwnPropertyDescriptor: throwing });
const withThrowing = (target: object, ...names: string[]): object => {
  for (const name of names) Object.defineProperty(target, name, { get: throwing, enumerable: true, configurable: true });
  return target;
};

/** Wallets of one family whose every read throws, in each place that family's discovery looks. */
export function throwingWallets(family: Family, page: FaultPage): () => void {
  if (family === 'polkadot') {
    page['injectedWeb3'] = withThrowing({ 'throwing-enable': withThrowing({ version: '1' }, 'enable'), 'throwing-proxy': throwingProxy() }, 'throwing-extension');
    return () => delete page['injectedWeb3'];
  }
  if (family === 'bip122') {
    const unregister = getWallets().register(withThrowing({ version: '1.0.0', icon: DEFAULT_ICON }, 'name', 'chains', 'features', 'accounts') as Wallet);
    withThrowing(page, 'unisat');
    page['XverseProviders'] = throwingProxy();
    return () => {
      unregister();
      delete page['unisat'];
      delete page['XverseProviders'];
    };
  }
  withThrowing(page, FAULT_KEPLR.global);
  page['keplr'] = throwingProxy();
  page['leap'] = withThrowing({}, 'enable', 'getKey');
  return () => ['keplr', 'leap', FAULT_KEPLR.global].forEach((name) => delete page[name]);
}

/** The site's network of each family (the first the adapters connect on). */
export const FAMILY_NETWORK: Readonly<Record<Family, CaipNetwork>> = { polkadot: westend as CaipNetwork, bip122: bitcoinRegtest as CaipNetwork, cosmos: cosmosHubTestnet as CaipNetwork };
// The first anvil development account's well-known key: it signs EVM sign-in messages with no node around.
const ANVIL_ACCOUNT_0_KEY = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
// Nothing listens there: a balance read fails at once instead of reaching the internet.
const DEAD_RPC = [{ url: 'http://127.0.0.1:9' }];

export interface FamilySiteInput {
  readonly page: FaultPage;
  /** The storage and EVM page of an earlier site, to play a reload. */
  readonly storage?: ReturnType<typeof createMemoryStorage>;
  readonly evmPage?: TestPage;
  readonly siwx?: SiwxConfig;
}

/** One site on EVM (the EIP-6963 demo wallet), Polkadot, Bitcoin and Cosmos, each family found by its real discovery. */
export function familySite(input: FamilySiteInput) {
  const { page } = input;
  const storage = input.storage ?? createMemoryStorage();
  const evmPage = input.evmPage ?? createPage();
  const harness = createHarness({
    page: evmPage,
    storage,
    options: {
      networks: [CHAIN_A, CHAIN_B, ...Object.values(FAMILY_NETWORK)],
      adapters: [signingAdapter((message) => ANVIL_ACCOUNT_0_KEY.signMessage({ message })), polkadotAdapter(), bitcoinAdapter(), cosmosAdapter({ wallets: [FAULT_KEPLR] })],
      customRpcUrls: Object.fromEntries(Object.values(FAMILY_NETWORK).map((network) => [network.caipNetworkId, DEAD_RPC])),
      ports: {
        walletDiscovery: [
          createEip6963Discovery(evmPage.target),
          createInjectedWeb3Discovery(page),
          createBitcoinDiscovery(createBitcoinWalletStandardDiscovery(), createInjectedBitcoinDiscovery(() => page)),
          createKeplrDiscovery([FAULT_KEPLR]),
        ],
      },
      ...(input.siwx ? { siwx: input.siwx } : {}),
    },
  });
  return { ...harness, storage, evmPage };
}

export type FamilySite = ReturnType<typeof familySite>;
