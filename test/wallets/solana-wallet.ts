import type { IdentifierString, Wallet, WalletAccount, WalletIcon, WindowAppReadyEventAPI, WindowRegisterWalletEventCallback } from '@wallet-standard/base';
import { StandardConnect, StandardDisconnect, StandardEvents, type StandardConnectInput, type StandardEventsListeners } from '@wallet-standard/features';
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features';
import { SolanaSignAndSendTransaction, SolanaSignMessage, SolanaSignTransaction } from '@solana/wallet-standard-features';
import type { SolanaSignAndSendTransactionFeature, SolanaSignMessageFeature, SolanaSignTransactionFeature } from '@solana/wallet-standard-features';
import type { SolanaSignAndSendTransactionInput, SolanaSignMessageInput, SolanaSignTransactionInput } from '@solana/wallet-standard-features';
import { ed25519 } from '@noble/curves/ed25519';
import { DEFAULT_ICON } from './demo-wallet.ts';
import { ProviderRpcError, UNAUTHORIZED, USER_REJECTED } from './provider-error.ts';
import { SiteAuthorisation, type WalletMemory } from './site-authorisation.ts';
import { SOLANA_TEST_SEED_HEX, solanaKey, type SolanaKey } from './solana-keys.ts';
import { sendSolanaTransaction } from './solana-send.ts';
import { signatureAt, signerSlot, transactionLayout, withSignature } from './solana-transaction-bytes.ts';

export { SOLANA_TEST_ADDRESS, SOLANA_TEST_SEED_HEX, solanaAddressOfSeed } from './solana-keys.ts';

/**
 * The chain names the Solana Wallet Standard defines (`@solana/wallet-standard-chains`), the only ones a
 * published wallet registers and accepts. Kept apart from walletport's own translation on purpose: the
 * test wallet is the standard's side, so a drift in walletport's mapping shows as a failing call.
 */
export const SOLANA_STANDARD_CHAINS = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'] as const;
/** A Solana cluster by the Wallet Standard's name, e.g. `solana:devnet`. */
export type SolanaStandardChain = (typeof SOLANA_STANDARD_CHAINS)[number];

export function isSolanaStandardChain(chain: unknown): chain is SolanaStandardChain {
  return SOLANA_STANDARD_CHAINS.includes(chain as SolanaStandardChain);
}

/** Options of `SolanaTestWallet`. */
export interface SolanaTestWalletOptions {
  /** The clusters the wallet serves, by the standard's names, e.g. `solana:devnet`. */
  readonly chains: readonly SolanaStandardChain[];
  /** Chain (standard name) → JSON-RPC URL that `solana:signAndSendTransaction` sends to. */
  readonly rpcUrls: Readonly<Partial<Record<SolanaStandardChain, string>>>;
  /** The 32-byte ed25519 seed (hex or bytes); {@link SOLANA_TEST_SEED_HEX} when absent. */
  readonly secretSeed?: string | Uint8Array;
  /** The name the wallet registers under. */
  readonly name?: string;
  /** The wallet's icon, a data: image URI. */
  readonly icon?: WalletIcon;
  /** Asked before connecting and before anything is signed; the default approves (a test wallet). */
  readonly approve?: (feature: string, input?: unknown) => boolean | Promise<boolean>;
  /** Where the wallet remembers that it authorised the site (survives reloads like a real wallet). */
  readonly memory?: WalletMemory;
}

/** The browser test wallet's Solana settings: plain JSON, as they are written into the page. */
export interface SolanaTestWalletConfig {
  /** Keyed by the standard's chain names, as {@link SolanaTestWalletOptions.rpcUrls}. */
  readonly rpcUrls: Readonly<Partial<Record<SolanaStandardChain, string>>>;
  /** The clusters the wallet serves, by the standard's names. */
  readonly chains: readonly SolanaStandardChain[];
  /** The 32-byte ed25519 seed, hex; the test seed when absent. */
  readonly secretSeedHex?: string;
  /** The name the wallet registers under. */
  readonly name?: string;
}

/**
 * Every feature of `SolanaTestWallet`, by its Wallet Standard name: connect, disconnect and events from
 * `@wallet-standard/features`, message and transaction signing and sending from
 * `@solana/wallet-standard-features`.
 */
export type SolanaTestWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature;
type ChangeListener = StandardEventsListeners['change'];

function isWalletIcon(icon: string): icon is WalletIcon {
  return /^data:image\/(svg\+xml|webp|png|gif);base64,/.test(icon);
}

const rejected = (): ProviderRpcError => new ProviderRpcError(USER_REJECTED, 'User rejected the request.');

/**
 * A Wallet Standard Solana wallet for demos and tests: real ed25519 keys and signatures over the
 * transaction bytes, sending through the chain's JSON-RPC node. Test controls let a suite make it
 * reject, hang, fail or switch accounts.
 */
export class SolanaTestWallet implements Wallet {
  /** The Wallet Standard version the wallet speaks. */
  readonly version = '1.0.0' as const;
  /** The name the wallet registers under, shown in the modal's wallet list. */
  readonly name: string;
  /** The wallet's icon, a data: image URI. */
  readonly icon: WalletIcon;
  /** The clusters the wallet serves, by the standard's names (`solana:devnet`). */
  readonly chains: readonly IdentifierString[];
  /**
   * Every feature called, in order. A silent connect is recorded as `standard:connect:silent`, so a
   * test can prove that nothing prompted.
   */
  readonly calls: string[] = [];
  private keys: readonly SolanaKey[];
  private readonly listeners = new Set<ChangeListener>();
  private readonly authorisation: SiteAuthorisation;
  private rejections = 0;
  private hangConnect = false;
  private connectFailure: Error | undefined;

  constructor(private readonly options: SolanaTestWalletOptions) {
    this.name = options.name ?? 'Demo Wallet';
    const icon = options.icon ?? DEFAULT_ICON;
    if (!isWalletIcon(icon)) throw new Error('The wallet icon must be a base64 image data URL.');
    this.icon = icon;
    const unknown = options.chains.find((chain) => !isSolanaStandardChain(chain));
    if (unknown !== undefined) throw new Error(`"${String(unknown)}" is not a Solana Wallet Standard chain (${SOLANA_STANDARD_CHAINS.join(', ')}).`);
    this.chains = [...options.chains];
    this.keys = this.keysOf([options.secretSeed ?? SOLANA_TEST_SEED_HEX]);
    this.authorisation = new SiteAuthorisation(options.memory, `walletport-solana-test-wallet:${this.name}:authorised`);
  }

  /** The accounts of the wallet's keys while the site is authorised, else none. */
  get accounts(): readonly WalletAccount[] {
    return this.authorisation.isGranted() ? this.keys.map((key) => key.account) : [];
  }

  /** What a site can call, by the feature's Wallet Standard name. */
  get features(): SolanaTestWalletFeatures {
    const transactionVersions = ['legacy', 0] as const;
    return {
      [StandardConnect]: { version: '1.0.0', connect: this.connect },
      [StandardDisconnect]: { version: '1.0.0', disconnect: this.disconnect },
      [StandardEvents]: { version: '1.0.0', on: this.on },
      [SolanaSignMessage]: { version: '1.0.0', signMessage: this.signMessage },
      [SolanaSignTransaction]: { version: '1.0.0', supportedTransactionVersions: transactionVersions, signTransaction: this.signTransaction },
      [SolanaSignAndSendTransaction]: { version: '1.0.0', supportedTransactionVersions: transactionVersions, signAndSendTransaction: this.signAndSendTransaction },
    };
  }

  // Test controls
  /** The next `count` prompts are refused, as a visitor pressing Reject. */
  rejectNextRequests(count = 1): void {
    this.rejections = count;
  }
  /** The next prompting connect never settles, like a user who never answers. */
  hangNextConnect(): void {
    this.hangConnect = true;
  }
  /** The next connect rejects with `error`. */
  failNextConnect(error: Error): void {
    this.connectFailure = error;
  }
  /** Changes the accounts to those of these seeds (hex), as a visitor switching account; the site hears `change` if authorised. */
  setAccounts(seedsHex: readonly string[]): void {
    this.keys = this.keysOf(seedsHex);
    if (this.authorisation.isGranted()) this.emitChange();
  }
  /** Withdraws the site's authorisation and tells the page, as a visitor disconnecting the site from the wallet. */
  revoke(): void {
    this.authorisation.revoke();
    this.emitChange();
  }

  // Wallet Standard features (arrow functions: apps call them detached from the feature object)
  private readonly connect = async ({ silent = false }: StandardConnectInput = {}): Promise<{ accounts: readonly WalletAccount[] }> => {
    this.calls.push(silent ? `${StandardConnect}:silent` : StandardConnect);
    if (silent) return { accounts: this.accounts };
    if (this.hangConnect) {
      this.hangConnect = false;
      return new Promise(() => undefined);
    }
    const failure = this.connectFailure;
    this.connectFailure = undefined;
    if (failure) throw failure;
    await this.askApproval(StandardConnect, undefined);
    const wasAuthorised = this.authorisation.isGranted();
    this.authorisation.grant();
    if (!wasAuthorised) this.emitChange();
    return { accounts: this.accounts };
  };

  private readonly disconnect = async (): Promise<void> => {
    this.calls.push(StandardDisconnect);
    const wasAuthorised = this.authorisation.isGranted();
    this.authorisation.revoke();
    if (wasAuthorised) this.emitChange();
  };

  private readonly on = <E extends keyof StandardEventsListeners>(event: E, listener: StandardEventsListeners[E]): (() => void) => {
    if (event !== 'change') return () => undefined;
    // A fresh wrapper per call, so subscribing the same listener twice gives two independent subscriptions.
    const wrapper: ChangeListener = (properties) => listener(properties);
    this.listeners.add(wrapper);
    return () => this.listeners.delete(wrapper);
  };

  private readonly signMessage = async (...inputs: readonly SolanaSignMessageInput[]) => {
    this.calls.push(SolanaSignMessage);
    const keys = await this.approveAll(SolanaSignMessage, inputs);
    return inputs.map(({ message }, index) => ({ signedMessage: message, signature: ed25519.sign(message, keys[index]!.seed) }));
  };

  private readonly signTransaction = async (...inputs: readonly SolanaSignTransactionInput[]) => {
    this.calls.push(SolanaSignTransaction);
    const keys = await this.approveAll(SolanaSignTransaction, inputs);
    return inputs.map((input, index) => ({ signedTransaction: this.sign(input.transaction, keys[index]!).signed }));
  };

  private readonly signAndSendTransaction = async (...inputs: readonly SolanaSignAndSendTransactionInput[]) => {
    this.calls.push(SolanaSignAndSendTransaction);
    const keys = await this.approveAll(SolanaSignAndSendTransaction, inputs);
    const outputs: { signature: Uint8Array }[] = [];
    for (const [index, input] of inputs.entries()) {
      const url = isSolanaStandardChain(input.chain) ? this.options.rpcUrls[input.chain] : undefined;
      if (!url) throw new Error(`The wallet has no RPC node for ${input.chain}.`);
      const { signed, id } = this.sign(input.transaction, keys[index]!);
      await sendSolanaTransaction(url, signed, id, input.options);
      outputs.push({ signature: id });
    }
    return outputs;
  };

  /** Checks every input before anything is signed, so a refusal leaves nothing signed. */
  private async approveAll(feature: string, inputs: readonly (SolanaSignMessageInput | SolanaSignTransactionInput)[]): Promise<SolanaKey[]> {
    const keys = inputs.map((input) => {
      const chain = 'chain' in input ? input.chain : undefined;
      // As the standard's reference wallet: a chain that is not one of the standard's names is refused as such.
      if (chain !== undefined && !isSolanaStandardChain(chain)) throw new Error('invalid chain');
      if (chain !== undefined && !this.chains.includes(chain)) throw new Error(`The wallet does not serve ${chain}.`);
      const key = this.authorisation.isGranted() ? this.keys.find((item) => item.account.address === input.account.address) : undefined;
      if (!key) throw new ProviderRpcError(UNAUTHORIZED, `The account ${input.account.address} is not authorised.`);
      if ('transaction' in input && signerSlot(transactionLayout(input.transaction), key.account.publicKey) < 0) {
        throw new Error(`The transaction does not name ${key.account.address} as a signer.`);
      }
      return key;
    });
    for (const input of inputs) await this.askApproval(feature, input);
    return keys;
  }

  /** Signs the message part of the wire bytes; `id` is the first signature, the transaction's id. */
  private sign(transaction: Uint8Array, key: SolanaKey): { readonly signed: Uint8Array; readonly id: Uint8Array } {
    const layout = transactionLayout(transaction);
    const signature = ed25519.sign(transaction.subarray(layout.messageOffset), key.seed);
    const signed = withSignature(transaction, layout, signerSlot(layout, key.account.publicKey), signature);
    return { signed, id: signatureAt(signed, layout, 0) };
  }

  private async askApproval(feature: string, input: unknown): Promise<void> {
    if (this.rejections > 0) {
      this.rejections -= 1;
      throw rejected();
    }
    const approved = this.options.approve ? await this.options.approve(feature, input) : true;
    if (!approved) throw rejected();
  }

  private keysOf(seeds: readonly (string | Uint8Array)[]): SolanaKey[] {
    return seeds.map((seed, index) => solanaKey(seed, this.chains, `${this.name} ${index + 1}`));
  }

  private emitChange(): void {
    const accounts = this.accounts;
    for (const listener of [...this.listeners]) listener({ accounts });
  }

}

/**
 * Registers the wallet with the Wallet Standard app registry, now and whenever an app announces
 * itself later. It speaks the same two events as `registerWallet` from `@wallet-standard/wallet`,
 * which returns nothing; here the registry's unregister function is kept, so a test can make the
 * wallet disappear. Returns that stop function.
 */
export function registerSolanaWallet(wallet: SolanaTestWallet): () => void {
  const unregisters: (() => void)[] = [];
  const callback: WindowRegisterWalletEventCallback = ({ register }) => void unregisters.push(register(wallet));
  const onAppReady = (event: Event): void => callback((event as CustomEvent<WindowAppReadyEventAPI>).detail);
  window.addEventListener('wallet-standard:app-ready', onAppReady);
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
  return () => {
    window.removeEventListener('wallet-standard:app-ready', onAppReady);
    for (const unregister of unregisters.splice(0)) unregister();
  };
}
