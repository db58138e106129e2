import { ProviderRpcError, UNAUTHORIZED, UNRECOGNIZED_CHAIN, USER_REJECTED } from './provider-error.ts';

/** Anvil's first dev account: funded with 10,000 ETH on every fresh anvil chain. */
export const ANVIL_ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

export interface DemoWalletOptions {
  /** Chain id (decimal) → JSON-RPC URL of a node that holds the accounts unlocked (anvil). */
  readonly chains: Readonly<Record<string, string>>;
  /** The chain the wallet starts on (one of `chains`), unless `memory` remembers another. */
  readonly initialChainId: number;
  /** The accounts it holds, the selected one first; Anvil's first account by default. */
  readonly accounts?: readonly string[];
  /** The name it announces; `Demo Wallet` by default. */
  readonly name?: string;
  /** The EIP-6963 rdns it announces; `dev.walletport.demo` by default. */
  readonly rdns?: string;
  /** The icon it announces, a data: image URI; a plain badge by default. */
  readonly icon?: string;
  /** Asked before anything is signed or sent; the default approves (a test wallet). */
  readonly approve?: (method: string, params: unknown) => boolean | Promise<boolean>;
  /** Where the wallet remembers which sites it authorised (survives reloads like a real wallet). */
  readonly memory?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/** A listener of the wallet's EIP-1193 events. */
export type Listener = (...args: unknown[]) => void;

const SIGNING_METHODS = new Set(['personal_sign', 'eth_sign', 'eth_signTypedData_v4', 'eth_sendTransaction']);
export const DEFAULT_ICON =
  'data:image/svg+xml;base64,' +
  'PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzNiOTllOSIvPjx0ZXh0IHg9IjE2IiB5PSIyMiIgZm9udC1zaXplPSIxNiIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZmlsbD0id2hpdGUiIGZvbnQtZmFtaWx5PSJzYW5zLXNlcmlmIj5EPC90ZXh0Pjwvc3ZnPg==';

/**
 * A fresh UUIDv4, as EIP-6963 requires of `info.uuid`. `crypto.randomUUID` exists only in secure
 * contexts, and a demo page may be served over plain http on a LAN address, so the bytes are drawn here.
 */
export function uuidV4(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A real EIP-1193 wallet for demos and tests: it keeps its own authorisation and chain, answers
 * wallet_* methods itself and forwards everything else to the node of its current chain.
 * Test controls let a suite make it reject, vanish or switch accounts.
 */
export class DemoWallet {
  /** What the wallet announces by EIP-6963. */
  readonly info: {
    /** A random id per wallet instance. */
    readonly uuid: string;
    /** The wallet's name. */
    readonly name: string;
    /** The wallet's icon, a data: image URI. */
    readonly icon: string;
    /** The wallet's reverse-DNS id. */
    readonly rdns: string;
  };
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly chains: Map<number, string>;
  private chainId: number;
  private accounts: readonly string[];
  private rejections = 0;
  private vanishOnConnect = false;
  private requestId = 0;
  /** Every method asked of the wallet, in order: lets a test prove that nothing prompted. */
  readonly calls: string[] = [];

  constructor(private readonly options: DemoWalletOptions) {
    this.chains = new Map(Object.entries(options.chains).map(([id, url]) => [Number(id), url]));
    this.accounts = options.accounts ?? [ANVIL_ACCOUNT_0];
    const remembered = Number(options.memory?.getItem(this.key('chain')));
    this.chainId = this.chains.has(remembered) ? remembered : options.initialChainId;
    this.info = {
      uuid: uuidV4(),
      name: options.name ?? 'Demo Wallet',
      icon: options.icon ?? DEFAULT_ICON,
      rdns: options.rdns ?? 'dev.walletport.demo',
    };
  }

  // Test controls
  /** The next `count` prompts are refused, as a visitor pressing Reject (error 4001). */
  rejectNextRequests(count = 1): void {
    this.rejections = count;
  }
  /** The next connect request never answers and the wallet emits `disconnect`, as an extension that went away mid-connect. */
  vanishDuringNextConnect(): void {
    this.vanishOnConnect = true;
  }
  /** The chain the wallet is on now. */
  get currentChainId(): number {
    return this.chainId;
  }
  /** Changes the accounts, as a visitor switching account in the wallet; the site hears `accountsChanged` if authorised. */
  setAccounts(accounts: readonly string[]): void {
    this.accounts = accounts;
    if (this.authorised()) this.emit('accountsChanged', [...accounts]);
  }
  /** Withdraws the site's authorisation, as a visitor disconnecting the site from the wallet. */
  revoke(): void {
    this.options.memory?.removeItem(this.key('authorised'));
    this.emit('accountsChanged', []);
  }

  // EIP-1193
  /** Listens to an EIP-1193 event (`accountsChanged`, `chainChanged`, …). */
  on = (event: string, listener: Listener): void => {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
  };
  /** Stops a listener given to `on`. */
  removeListener = (event: string, listener: Listener): void => {
    this.listeners.get(event)?.delete(listener);
  };

  /** An EIP-1193 request: accounts, chain switching and signing here, everything else forwarded to the chain's node. */
  request = async ({ method, params }: { readonly method: string; readonly params?: unknown }): Promise<unknown> => {
    this.calls.push(method);
    switch (method) {
      case 'eth_requestAccounts':
        return this.requestAccounts();
      case 'eth_accounts':
        return this.authorised() ? [...this.accounts] : [];
      case 'eth_chainId':
        return `0x${this.chainId.toString(16)}`;
      case 'net_version':
        return String(this.chainId);
      case 'wallet_switchEthereumChain':
        return this.switchChain(params);
      case 'wallet_addEthereumChain':
        return this.addChain(params);
      case 'wallet_revokePermissions':
        this.options.memory?.removeItem(this.key('authorised'));
        this.authorisedInMemory = false;
        return null;
      default:
        if (SIGNING_METHODS.has(method)) await this.askApproval(method, params);
        return this.forward(method, method === 'eth_sendTransaction' ? await this.withGasLimit(params) : params);
    }
  };

  private authorisedInMemory = false;

  private authorised(): boolean {
    return this.authorisedInMemory || this.options.memory?.getItem(this.key('authorised')) === 'yes';
  }

  private async requestAccounts(): Promise<string[]> {
    if (this.vanishOnConnect) {
      this.vanishOnConnect = false;
      this.emit('disconnect', new ProviderRpcError(4900, 'Wallet disconnected'));
      return new Promise<string[]>(() => undefined);
    }
    if (this.rejections > 0) {
      this.rejections -= 1;
      throw new ProviderRpcError(USER_REJECTED, 'User rejected the request.');
    }
    this.authorisedInMemory = true;
    this.options.memory?.setItem(this.key('authorised'), 'yes');
    return [...this.accounts];
  }

  private async askApproval(method: string, params: unknown): Promise<void> {
    if (!this.authorised()) throw new ProviderRpcError(UNAUTHORIZED, 'The site is not authorised');
    if (this.rejections > 0) {
      this.rejections -= 1;
      throw new ProviderRpcError(USER_REJECTED, 'User rejected the request.');
    }
    const approved = this.options.approve ? await this.options.approve(method, params) : true;
    if (!approved) throw new ProviderRpcError(USER_REJECTED, 'User rejected the request.');
  }

  private switchChain(params: unknown): null {
    const chainId = Number(BigInt(String((params as [{ chainId?: unknown }] | undefined)?.[0]?.chainId ?? 'x')));
    if (!this.chains.has(chainId)) throw new ProviderRpcError(UNRECOGNIZED_CHAIN, `Unrecognized chain ID ${chainId}`);
    if (chainId !== this.chainId) {
      this.chainId = chainId;
      this.options.memory?.setItem(this.key('chain'), String(chainId));
      this.emit('chainChanged', `0x${chainId.toString(16)}`);
    }
    return null;
  }

  private addChain(params: unknown): null {
    const entry = (params as [{ chainId?: unknown; rpcUrls?: unknown }] | undefined)?.[0];
    const rpcUrl = Array.isArray(entry?.rpcUrls) ? entry.rpcUrls[0] : undefined;
    if (typeof entry?.chainId !== 'string' || typeof rpcUrl !== 'string') {
      throw new ProviderRpcError(-32602, 'Invalid chain parameters');
    }
    this.chains.set(Number(BigInt(entry.chainId)), rpcUrl);
    return null;
  }

  /**
   * A contract call without a gas limit gets the node's estimate with half again on top, as MetaMask's
   * transaction controller adds (DEFAULT_GAS_MULTIPLIER 1.5, @metamask/transaction-controller
   * src/utils/gas.ts): an estimate made in one block can fall short in the next (a Uniswap V2 pool's
   * first trade in a new second also writes its price accumulators). A plain transfer keeps the node's.
   */
  private async withGasLimit(params: unknown): Promise<unknown> {
    const [transaction, ...rest] = Array.isArray(params) ? (params as unknown[]) : [];
    if (typeof transaction !== 'object' || transaction === null) return params;
    const fields = transaction as { gas?: unknown; data?: unknown };
    if (fields.gas !== undefined || typeof fields.data !== 'string' || fields.data === '0x') return params;
    const estimate = BigInt(String(await this.forward('eth_estimateGas', [transaction])));
    return [{ ...transaction, gas: `0x${((estimate * 3n) / 2n).toString(16)}` }, ...rest];
  }

  private async forward(method: string, params: unknown): Promise<unknown> {
    const url = this.chains.get(this.chainId);
    if (!url) throw new ProviderRpcError(4901, 'The wallet is not connected to a known chain');
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++this.requestId, method, params: params ?? [] }),
    });
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
    if (body.error) throw new ProviderRpcError(body.error.code, body.error.message);
    return body.result;
  }

  private emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  private key(name: string): string {
    return `walletport-demo-wallet:${this.info?.rdns ?? this.options.rdns ?? 'dev.walletport.demo'}:${name}`;
  }
}

/** Announces the wallet by EIP-6963, now and on every later request. Returns a stop function. */
export function announceWallet(wallet: DemoWallet, target: EventTarget = window): () => void {
  const announce = (): void => {
    target.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info: wallet.info, provider: wallet }) }),
    );
  };
  target.addEventListener('eip6963:requestProvider', announce);
  announce();
  return () => target.removeEventListener('eip6963:requestProvider', announce);
}
