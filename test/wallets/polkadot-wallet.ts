import { Keyring } from '@polkadot/keyring';
import type { KeyringPair } from '@polkadot/keyring/types';
import { hexToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import { GENERIC_SS58_PREFIX, POLKADOT_TEST_SEED_HEX, isAccountOf, polkadotSeedBytes } from './polkadot-keys.ts';
import { SiteAuthorisation, type WalletMemory } from './site-authorisation.ts';

export { POLKADOT_TEST_ADDRESS, POLKADOT_TEST_SEED_HEX, polkadotAddressOfSeed } from './polkadot-keys.ts';

/** The browser test wallet's Polkadot settings: plain JSON, as they are written into the page. */
export interface PolkadotTestWalletConfig {
  /** The 32-byte sr25519 seed in hex; {@link POLKADOT_TEST_SEED_HEX} when absent. */
  readonly secretSeedHex?: string;
  /** The `window.injectedWeb3` key; 'demo-wallet' (listed as "Demo Wallet") when absent. */
  readonly key?: string;
  /** The account's label in the wallet; 'Demo Wallet' when absent. */
  readonly name?: string;
}

/** What a `PolkadotTestWallet` is made with besides its config. */
export interface PolkadotTestWalletOptions {
  /** Where the wallet remembers the sites it authorised (survives reloads like a real extension). */
  readonly memory?: WalletMemory;
  /** Asked before a site is authorised ('enable') and before anything is signed ('signRaw'). */
  readonly approve: (what: string) => boolean | Promise<boolean>;
  /** Where `injectedWeb3` lives: the window unless a test gives its own page object. */
  readonly target?: {
    /** The polkadot-js extensions' registry the wallet adds itself to. */
    injectedWeb3?: Record<string, unknown>;
  };
}

interface InjectedAccountJson {
  readonly address: string;
  readonly name: string;
  readonly type: 'sr25519';
  readonly genesisHash: null;
}
type AccountsListener = (accounts: InjectedAccountJson[]) => void;

/**
 * A polkadot{.js}-protocol extension for demos and tests: a real sr25519 key (`@polkadot/keyring`, after
 * `cryptoWaitReady`) that signs raw data wrapped in `<Bytes>…</Bytes>`, as the extension does. A site it
 * authorised is remembered in `memory`, so a reload's `enable` answers without asking.
 */
export class PolkadotTestWallet {
  /** The extension version it reports. */
  readonly version = '0.1.0';
  /** The name it registers under in `injectedWeb3`. */
  readonly name: string;
  /** Every call, in order: 'enable', 'enable:remembered' (answered without asking), 'accounts.get', 'signRaw'. */
  readonly calls: string[] = [];
  /** The names sites gave `enable(originName)`: what the extension shows in its prompt. */
  readonly origins: string[] = [];
  private readonly listeners = new Set<AccountsListener>();
  private readonly seed: Uint8Array;
  private pair: Promise<KeyringPair> | undefined;
  private readonly authorisation: SiteAuthorisation;
  private signatures = 0;

  constructor(
    config: PolkadotTestWalletConfig,
    private readonly options: PolkadotTestWalletOptions,
  ) {
    this.name = config.name ?? 'Demo Wallet';
    this.seed = polkadotSeedBytes(config.secretSeedHex ?? POLKADOT_TEST_SEED_HEX);
    // A real extension authorises origins; the page's origin when there is one.
    const origin = (globalThis as { location?: { origin?: unknown } }).location?.origin;
    this.authorisation = new SiteAuthorisation(options.memory, `walletport-polkadot-test-wallet:${this.name}:${typeof origin === 'string' ? origin : 'page'}:authorised`);
  }

  /** The extension's `enable(originName)`: an `Injected` once the site is authorised, else a rejection. */
  readonly enable = async (originName: string): Promise<unknown> => {
    this.origins.push(String(originName).slice(0, 100));
    if (this.authorisation.isGranted()) {
      this.calls.push('enable:remembered');
    } else {
      this.calls.push('enable');
      // As the polkadot{.js} extension rejects a refused authorisation request: a bare Error('Rejected').
      // (The extension would also block the site from then on; the test wallet asks again, so a test can retry.)
      if (!(await this.options.approve('enable'))) throw new Error('Rejected');
      this.authorisation.grant();
    }
    return { accounts: { get: this.getAccounts, subscribe: this.subscribe }, signer: { signRaw: this.signRaw } };
  };

  /** Forgets the site, as removing it in the extension's settings does; subscribers see no account. */
  revoke(): void {
    this.authorisation.revoke();
    void this.emit();
  }

  private readonly getAccounts = async (): Promise<InjectedAccountJson[]> => {
    this.calls.push('accounts.get');
    return this.accounts();
  };

  private readonly subscribe = (listener: AccountsListener): (() => void) => {
    const wrapper: AccountsListener = (accounts) => listener(accounts);
    this.listeners.add(wrapper);
    void this.accounts().then(wrapper);
    return () => void this.listeners.delete(wrapper);
  };

  private readonly signRaw = async (payload: { address?: unknown; data?: unknown; type?: unknown }): Promise<{ id: number; signature: string }> => {
    this.calls.push('signRaw');
    const pair = await this.keyPair();
    if (!this.authorisation.isGranted() || !isAccountOf(payload.address, pair.publicKey)) throw new Error(`Unable to find a keypair for ${String(payload.address)}`);
    if (payload.type !== 'bytes' || typeof payload.data !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(payload.data)) throw new Error('Only hex data of type bytes is signed raw');
    if (!(await this.options.approve('signRaw'))) throw new Error('Cancelled');
    this.signatures += 1;
    return { id: this.signatures, signature: u8aToHex(pair.sign(u8aWrapBytes(hexToU8a(payload.data)))) };
  };

  private async accounts(): Promise<InjectedAccountJson[]> {
    if (!this.authorisation.isGranted()) return [];
    const pair = await this.keyPair();
    return [{ address: pair.address, name: `${this.name} 1`, type: 'sr25519', genesisHash: null }];
  }

  private keyPair(): Promise<KeyringPair> {
    this.pair ??= cryptoWaitReady().then(() => new Keyring({ type: 'sr25519', ss58Format: GENERIC_SS58_PREFIX }).addFromSeed(this.seed, { name: this.name }));
    return this.pair;
  }

  private async emit(): Promise<void> {
    const accounts = await this.accounts();
    for (const listener of [...this.listeners]) listener(accounts);
  }
}

/**
 * Creates the wallet and injects it at `injectedWeb3[config.key ?? 'demo-wallet']`, as an extension's
 * content script does before the page's scripts run.
 */
export function installPolkadotTestWallet(config: PolkadotTestWalletConfig, options: PolkadotTestWalletOptions): PolkadotTestWallet {
  const wallet = new PolkadotTestWallet(config, options);
  const target = options.target ?? (globalThis as { injectedWeb3?: Record<string, unknown> });
  target.injectedWeb3 ??= {};
  target.injectedWeb3[config.key ?? 'demo-wallet'] = { version: wallet.version, enable: wallet.enable };
  return wallet;
}
