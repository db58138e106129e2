import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base';
import { StandardDisconnect, StandardEvents, type StandardEventsListeners } from '@wallet-standard/features';
import { registerWallet } from '@wallet-standard/wallet';
import { base64 } from '@scure/base';
import { DEFAULT_ICON } from './demo-wallet.ts';
import { BITCOIN_TEST_SEED_HEX, bitcoinTestKeys, type BitcoinTestKeys, type BitcoinTestNetwork } from './bitcoin-keys.ts';
import { signBip322, signPsbtInputs } from './bitcoin-signer.ts';
import { ProviderRpcError, UNAUTHORIZED, USER_REJECTED } from './provider-error.ts';
import { SiteAuthorisation, type WalletMemory } from './site-authorisation.ts';
import type {
  BitcoinTestConnectInput, BitcoinTestConnectOutput, BitcoinTestSignMessageInput, BitcoinTestSignMessageOutput, BitcoinTestSignTransactionInput,
  BitcoinTestSignTransactionOutput, BitcoinTestWalletFeatures, Purpose,
} from './bitcoin-wallet-features.ts';

export { BITCOIN_TEST_ADDRESS, BITCOIN_TEST_ORDINALS_ADDRESS, BITCOIN_TEST_SEED_HEX, bitcoinTestKeys } from './bitcoin-keys.ts';
export type * from './bitcoin-wallet-features.ts';

/** The bitcoin test wallet's settings: plain JSON, as they are written into a browser page. */
export interface BitcoinTestWalletConfig {
  /** Default 'regtest' (bcrt1… addresses). */
  readonly network?: BitcoinTestNetwork;
  /** The 32-byte secret of the payment key (hex); {@link BITCOIN_TEST_SEED_HEX} when absent. */
  readonly secretSeedHex?: string;
  /** The name the wallet registers under. */
  readonly name?: string;
}

/** What a `BitcoinTestWallet` is made with besides its config. */
export interface BitcoinTestWalletOptions {
  /** Where the wallet remembers that it authorised the site (survives reloads like a real wallet). */
  readonly memory?: WalletMemory;
  /** Asked before connecting and before anything is signed, with the feature name. */
  readonly approve: (what: string) => boolean | Promise<boolean>;
}

type ChangeListener = StandardEventsListeners['change'];
const FEATURES = ['bitcoin:connect', 'bitcoin:signMessage', 'bitcoin:signTransaction'] as const;

const rejected = (): ProviderRpcError => new ProviderRpcError(USER_REJECTED, 'User rejected the request.');

/**
 * A Wallet Standard bitcoin wallet for demos and tests (`bitcoin:connect`, `bitcoin:signMessage`,
 * `bitcoin:signTransaction`): a P2WPKH payment key and a P2TR ordinals key, real BIP-322 message
 * signatures and PSBT signatures of its own inputs. It never broadcasts: the site does.
 */
export class BitcoinTestWallet implements Wallet {
  /** The Wallet Standard version the wallet speaks. */
  readonly version = '1.0.0' as const;
  /** The name the wallet registers under, shown in the modal's wallet list. */
  readonly name: string;
  /** The wallet's icon, a data: image URI. */
  readonly icon: WalletIcon = DEFAULT_ICON as WalletIcon;
  /** The one chain the wallet serves, `bitcoin:<network>` (`bitcoin:regtest` by default). */
  readonly chains: readonly IdentifierString[];
  /** Every feature called, in order. */
  readonly calls: string[] = [];
  /** The wallet's keys and addresses. */
  readonly keys: BitcoinTestKeys;
  private readonly listeners = new Set<ChangeListener>();
  private readonly authorisation: SiteAuthorisation;
  private rejections = 0;

  constructor(config: BitcoinTestWalletConfig, private readonly options: BitcoinTestWalletOptions) {
    const network = config.network ?? 'regtest';
    this.name = config.name ?? 'Demo Wallet';
    this.chains = [`bitcoin:${network}`];
    this.keys = bitcoinTestKeys(config.secretSeedHex ?? BITCOIN_TEST_SEED_HEX, network);
    this.authorisation = new SiteAuthorisation(options.memory, `walletport-bitcoin-test-wallet:${this.name}:authorised`);
  }

  /** The payment and the ordinals account while the site is authorised, else none. */
  get accounts(): readonly WalletAccount[] {
    return this.authorisation.isGranted() ? [this.account('payment'), this.account('ordinals')] : [];
  }

  /** What a site can call, by the feature's Wallet Standard name. */
  get features(): BitcoinTestWalletFeatures {
    return {
      'bitcoin:connect': { version: '1.0.0', connect: this.connect },
      'bitcoin:signMessage': { version: '1.0.0', signMessage: this.signMessage },
      'bitcoin:signTransaction': { version: '1.0.0', signTransaction: this.signTransaction },
      [StandardDisconnect]: { version: '1.0.0', disconnect: this.disconnect },
      [StandardEvents]: { version: '1.0.0', on: this.on },
    };
  }

  // Test controls
  /** The next `count` prompts are refused, as a visitor pressing Reject. */
  rejectNextRequests(count = 1): void {
    this.rejections = count;
  }
  /** Withdraws the site's authorisation and tells the page, as a visitor disconnecting the site from the wallet. */
  revoke(): void {
    this.authorisation.revoke();
    this.emitChange();
  }

  private readonly connect = async ({ purposes = ['payment', 'ordinals'] }: BitcoinTestConnectInput = {}): Promise<BitcoinTestConnectOutput> => {
    this.calls.push('bitcoin:connect');
    await this.askApproval('bitcoin:connect');
    const wasAuthorised = this.authorisation.isGranted();
    this.authorisation.grant();
    if (!wasAuthorised) this.emitChange();
    return { accounts: purposes.filter((purpose) => purpose === 'payment' || purpose === 'ordinals').map((purpose) => this.account(purpose)) };
  };

  private readonly signMessage = async (...inputs: readonly BitcoinTestSignMessageInput[]): Promise<BitcoinTestSignMessageOutput[]> => {
    this.calls.push('bitcoin:signMessage');
    for (const input of inputs) this.ownAddress(input.account);
    await this.askApproval('bitcoin:signMessage');
    return inputs.map(({ account, message }) => ({
      signedMessage: message,
      signature: base64.decode(signBip322(this.keys, account.address, new TextDecoder().decode(message))),
    }));
  };

  private readonly signTransaction = async (...inputs: readonly BitcoinTestSignTransactionInput[]): Promise<BitcoinTestSignTransactionOutput[]> => {
    this.calls.push('bitcoin:signTransaction');
    for (const input of inputs) {
      if (input.chain !== undefined && !this.chains.includes(input.chain as IdentifierString)) throw new Error(`The wallet does not serve ${input.chain}.`);
      for (const item of input.inputsToSign) this.ownAddress(item.account);
    }
    await this.askApproval('bitcoin:signTransaction');
    return inputs.map((input) => {
      const indexes = input.inputsToSign.flatMap((item) => item.signingIndexes);
      return { signedPsbt: base64.decode(signPsbtInputs(this.keys, base64.encode(input.psbt), indexes)) };
    });
  };

  private readonly disconnect = async (): Promise<void> => {
    this.calls.push(StandardDisconnect);
    const wasAuthorised = this.authorisation.isGranted();
    this.authorisation.revoke();
    if (wasAuthorised) this.emitChange();
  };

  private readonly on = <E extends keyof StandardEventsListeners>(event: E, listener: StandardEventsListeners[E]): (() => void) => {
    if (event !== 'change') return () => undefined;
    const wrapper: ChangeListener = (properties) => listener(properties);
    this.listeners.add(wrapper);
    return () => this.listeners.delete(wrapper);
  };

  private account(purpose: Purpose): WalletAccount {
    const key = this.keys[purpose];
    return { address: key.address, publicKey: key.publicKey, chains: this.chains, features: FEATURES, label: `${this.name} ${purpose}` };
  }

  private ownAddress(account: WalletAccount | undefined): void {
    const address = account?.address;
    if (!this.authorisation.isGranted() || (address !== this.keys.payment.address && address !== this.keys.ordinals.address)) {
      throw new ProviderRpcError(UNAUTHORIZED, `The account ${String(address)} is not authorised.`);
    }
  }

  private async askApproval(what: string): Promise<void> {
    if (this.rejections > 0) {
      this.rejections -= 1;
      throw rejected();
    }
    if (!(await this.options.approve(what))) throw rejected();
  }

  private emitChange(): void {
    const accounts = this.accounts;
    for (const listener of [...this.listeners]) listener({ accounts });
  }
}

/** Creates the wallet and registers it with the Wallet Standard registry of the page (now and for apps that start later). */
export function installBitcoinTestWallet(config: BitcoinTestWalletConfig, options: BitcoinTestWalletOptions): BitcoinTestWallet {
  const wallet = new BitcoinTestWallet(config, options);
  registerWallet(wallet);
  return wallet;
}
