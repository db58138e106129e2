import { makeSignDoc } from '@cosmjs/amino';
import type { CosmosAminoSignDoc, CosmosSignerAccount, CosmosStdSignature } from '../../infrastructure/chains/cosmos/offline-signer-types.ts';
import { base64, bech32 } from '@scure/base';
import { ProviderRpcError, UNAUTHORIZED } from './provider-error.ts';
import { COSMOS_TEST_KEY_HEX, cosmosSigners, DEFAULT_COSMOS_CHAINS } from './cosmos-keys.ts';
import type { CosmosDirectSignDocInput, CosmosTestAminoSignResponse, CosmosTestDirectSignResponse, CosmosTestKey, CosmosTestOfflineSigner } from './cosmos-wallet-types.ts';

export { COSMOS_TEST_ADDRESS, COSMOS_TEST_KEY_HEX, cosmosAddressOfKey } from './cosmos-keys.ts';
export type { CosmosDirectSignDocInput, CosmosTestAminoSignResponse, CosmosTestDirectSignResponse, CosmosTestKey, CosmosTestOfflineSigner } from './cosmos-wallet-types.ts';

/** Where a test wallet keeps what it remembers: `localStorage`, or any object with these three methods. */
export type Memory = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Options of `CosmosTestWallet`. */
export interface CosmosTestWalletOptions {
  /** 32-byte secp256k1 private key (hex); {@link COSMOS_TEST_KEY_HEX} when absent. */
  readonly keyHex?: string;
  /** The wallet's name; `Demo Wallet` by default. */
  readonly name?: string;
  /** Chain id → bech32 account prefix; the hub, its testnet and Osmosis when absent. */
  readonly chains?: Readonly<Record<string, string>>;
  /** Asked before a chain is enabled and before anything is signed; the default approves (a test wallet). */
  readonly approve?: (what: string) => boolean | Promise<boolean>;
  /** Where the wallet remembers the chains the site enabled (survives reloads like a real wallet). */
  readonly memory?: Memory;
}

/**
 * How Keplr says the user refused: a bare `Error('Request rejected')` with no code (its interaction
 * service rejects so). A site knows the refusal by its wording, so the test wallet gives exactly that.
 */
const rejected = (): Error => new Error('Request rejected');

/**
 * A Keplr-compatible cosmos wallet for demos and tests: the calls sites make on `window.keplr`
 * (enable, getKey, signArbitrary, signAmino, signDirect, getOfflineSigner), signing for real with one
 * deterministic secp256k1 key. It remembers the chains the site enabled in `memory`, so a reload
 * reconnects without a prompt. Test controls make it reject, hang or change key.
 */
export class CosmosTestWallet {
  /** The wallet's name. */
  readonly name: string;
  /** Every call, in order (`enable`, `getKey`, `signArbitrary`, ...). */
  readonly calls: string[] = [];
  private chains: Readonly<Record<string, string>>;
  private signers: ReturnType<typeof cosmosSigners>;
  private enabledInMemory = new Set<string>();
  private rejections = 0;
  private hangEnable = false;

  constructor(private readonly options: CosmosTestWalletOptions = {}) {
    this.name = options.name ?? 'Demo Wallet';
    this.chains = options.chains ?? DEFAULT_COSMOS_CHAINS;
    this.signers = cosmosSigners(options.keyHex ?? COSMOS_TEST_KEY_HEX);
  }

  // Test controls
  /** The next `count` prompts are refused, as a visitor pressing Reject. */
  rejectNextRequests(count = 1): void {
    this.rejections = count;
  }
  /** The next prompting enable never settles, like a user who never answers. */
  hangNextEnable(): void {
    this.hangEnable = true;
  }
  /** Switches to another key and tells the page, as Keplr does when the user picks another account. */
  setKey(keyHex: string): void {
    this.signers = cosmosSigners(keyHex);
    if (typeof window !== 'undefined') window.dispatchEvent(new Event('keplr_keystorechange'));
  }
  /** True when the site enabled this chain (now, or on an earlier page the memory recalls). */
  isEnabled(chainId: string): boolean {
    return this.enabledInMemory.has(chainId) || this.remembered().includes(chainId);
  }

  // The Keplr API (arrow functions: sites call them detached from the wallet object)
  /** Keplr's `enable`: authorises the site on these chains, asking the approval for any not enabled yet. */
  readonly enable = async (chainIds: string | readonly string[]): Promise<void> => {
    this.calls.push('enable');
    const wanted = typeof chainIds === 'string' ? [chainIds] : [...chainIds];
    for (const chainId of wanted) this.prefixOf(chainId);
    if (wanted.every((chainId) => this.isEnabled(chainId))) return;
    if (this.hangEnable) {
      this.hangEnable = false;
      return new Promise(() => undefined);
    }
    await this.askApproval(`enable ${wanted.join(', ')}`);
    for (const chainId of wanted) this.enabledInMemory.add(chainId);
    this.options.memory?.setItem(this.memoryKey(), JSON.stringify([...new Set([...this.remembered(), ...wanted])]));
  };

  /** Keplr's `disable`: forgets the site's authorisation for these chains, or for every chain when absent. */
  readonly disable = async (chainIds?: string | readonly string[]): Promise<void> => {
    this.calls.push('disable');
    const gone = chainIds === undefined ? undefined : new Set(typeof chainIds === 'string' ? [chainIds] : chainIds);
    const kept = this.remembered().filter((chainId) => gone !== undefined && !gone.has(chainId));
    this.enabledInMemory = new Set([...this.enabledInMemory].filter((chainId) => gone !== undefined && !gone.has(chainId)));
    if (kept.length > 0) this.options.memory?.setItem(this.memoryKey(), JSON.stringify(kept));
    else this.options.memory?.removeItem(this.memoryKey());
  };

  /** Keplr's `getKey`: the account on an enabled chain; rejects for a chain not enabled. */
  readonly getKey = async (chainId: string): Promise<CosmosTestKey> => {
    this.calls.push('getKey');
    const prefix = this.authorisedPrefix(chainId);
    const [account] = await (await this.signers.amino(prefix)).getAccounts();
    if (!account) throw new Error('The wallet holds no key.');
    const decoded = bech32.decode(account.address as `${string}1${string}`);
    return { name: this.name, algo: 'secp256k1', pubKey: account.pubkey, address: bech32.fromWords(decoded.words), bech32Address: account.address, isNanoLedger: false, isKeystone: false };
  };

  /** ADR-36: `data` (text as UTF-8, or bytes) signed inside the zero-fee `sign/MsgSignData` amino document. */
  readonly signArbitrary = async (chainId: string, signer: string, data: string | Uint8Array): Promise<CosmosStdSignature> => {
    this.calls.push('signArbitrary');
    const prefix = this.authorisedPrefix(chainId);
    const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
    const msg = { type: 'sign/MsgSignData', value: { signer, data: base64.encode(bytes) } };
    const doc = makeSignDoc([msg], { gas: '0', amount: [] }, '', '', 0, 0);
    await this.askApproval('signArbitrary');
    return (await (await this.signers.amino(prefix)).signAmino(signer, doc)).signature;
  };

  // Typed with walletport's own shapes: @cosmjs's declarations would reach a dApp's type check through walletport/testing.
  /** Keplr's `signAmino`: signs an amino JSON document after the approval. */
  readonly signAmino = async (chainId: string, signer: string, signDoc: CosmosAminoSignDoc): Promise<CosmosTestAminoSignResponse> => {
    this.calls.push('signAmino');
    const prefix = this.authorisedPrefix(chainId);
    // As Keplr: an ADR-36 document is signed through signArbitrary only, and a document for another chain never.
    if (signDoc.chain_id === '' || signDoc.chain_id !== chainId) throw new Error(`The document is not for ${chainId}.`);
    await this.askApproval('signAmino');
    return (await this.signers.amino(prefix)).signAmino(signer, { ...signDoc, msgs: signDoc.msgs.map((msg) => ({ type: msg.type, value: msg.value as Record<string, unknown> })), fee: { ...signDoc.fee, amount: [...signDoc.fee.amount] } });
  };

  /** Keplr's `signDirect`: signs a SIGN_MODE_DIRECT document after the approval. */
  readonly signDirect = async (chainId: string, signer: string, signDoc: CosmosDirectSignDocInput): Promise<CosmosTestDirectSignResponse> => {
    this.calls.push('signDirect');
    const prefix = this.authorisedPrefix(chainId);
    if (signDoc.chainId !== chainId) throw new Error(`The document is not for ${chainId}.`);
    await this.askApproval('signDirect');
    const doc = { bodyBytes: signDoc.bodyBytes, authInfoBytes: signDoc.authInfoBytes, chainId: signDoc.chainId, accountNumber: BigInt(signDoc.accountNumber.toString()) };
    return (await this.signers.direct(prefix)).signDirect(signer, doc);
  };

  /** Keplr's `getOfflineSigner`: a cosmjs signer for one chain, signing through this wallet. */
  readonly getOfflineSigner = (chainId: string): CosmosTestOfflineSigner => ({
    getAccounts: async (): Promise<CosmosSignerAccount[]> => {
      const key = await this.getKey(chainId);
      return [{ address: key.bech32Address, algo: key.algo, pubkey: key.pubKey }];
    },
    signAmino: (signer: string, signDoc: CosmosAminoSignDoc) => this.signAmino(chainId, signer, signDoc),
    signDirect: (signer: string, signDoc: CosmosDirectSignDocInput) => this.signDirect(chainId, signer, signDoc),
  });

  /** Keplr's `experimentalSuggestChain`: adds a chain by its id and bech32 prefix, after the approval. */
  readonly experimentalSuggestChain = async (chainInfo: { chainId?: unknown; bech32Config?: { bech32PrefixAccAddr?: unknown } }): Promise<void> => {
    this.calls.push('experimentalSuggestChain');
    const { chainId } = chainInfo;
    const prefix = chainInfo.bech32Config?.bech32PrefixAccAddr;
    if (typeof chainId !== 'string' || typeof prefix !== 'string') throw new Error('The chain info needs a chainId and a bech32 prefix.');
    if (this.chains[chainId] === prefix) return;
    await this.askApproval(`suggest ${chainId}`);
    this.chains = { ...this.chains, [chainId]: prefix };
  };

  private prefixOf(chainId: string): string {
    const prefix = Object.hasOwn(this.chains, chainId) ? this.chains[chainId] : undefined;
    if (prefix === undefined) throw new Error(`There is no chain info for ${chainId}`);
    return prefix;
  }

  private authorisedPrefix(chainId: string): string {
    const prefix = this.prefixOf(chainId);
    if (!this.isEnabled(chainId)) throw new ProviderRpcError(UNAUTHORIZED, `${chainId} is not enabled for this site.`);
    return prefix;
  }

  private async askApproval(what: string): Promise<void> {
    if (this.rejections > 0) {
      this.rejections -= 1;
      throw rejected();
    }
    const approved = this.options.approve ? await this.options.approve(what) : true;
    if (!approved) throw rejected();
  }

  private remembered(): string[] {
    try {
      const stored: unknown = JSON.parse(this.options.memory?.getItem(this.memoryKey()) ?? '[]');
      return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [];
    } catch {
      return [];
    }
  }

  private memoryKey(): string {
    return `walletport-cosmos-test-wallet:${this.name}:enabled`;
  }
}

/** The browser test wallet's cosmos settings: plain JSON, as they are written into the page. */
export interface CosmosTestWalletConfig {
  /** The window property the wallet is installed at; `walletportDemoCosmos` when absent. */
  readonly global?: string;
  /** The wallet's key, 32 bytes hex; the test key by default. */
  readonly keyHex?: string;
  /** The wallet's name. */
  readonly name?: string;
  /** Chain id → bech32 account prefix; the hub, its testnet and Osmosis by default. */
  readonly chains?: Readonly<Record<string, string>>;
}

/**
 * Puts a test wallet at `window[config.global]`, where a site lists it through the cosmos adapter's
 * `wallets` option (`{ global, name }`). Nothing is dispatched: Cosmos wallets do not announce themselves.
 */
export function installCosmosTestWallet(config: CosmosTestWalletConfig, options: { readonly memory?: Storage; readonly approve: (what: string) => boolean | Promise<boolean> }): CosmosTestWallet {
  const wallet = new CosmosTestWallet({
    ...(config.keyHex === undefined ? {} : { keyHex: config.keyHex }),
    ...(config.name === undefined ? {} : { name: config.name }),
    ...(config.chains === undefined ? {} : { chains: config.chains }),
    ...(options.memory === undefined ? {} : { memory: options.memory }),
    approve: options.approve,
  });
  Object.defineProperty(window, config.global ?? 'walletportDemoCosmos', { value: wallet, configurable: true, writable: true, enumerable: true });
  return wallet;
}
