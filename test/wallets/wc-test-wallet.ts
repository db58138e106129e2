import { SignClient } from '@walletconnect/sign-client';
import { ANVIL_ACCOUNT_0 } from './demo-wallet.ts';
import { blockWalletConnectCloud } from './wc-cloud-block.ts';
import { approvedNamespaces, type FamilyRequestAnswerer, type ProposalNamespaces } from './wc-test-wallet-namespaces.ts';
import { solanaRequestAnswerer } from './wc-test-wallet-solana.ts';

export interface WalletConnectTestWalletOptions {
  readonly relayUrl: string;
  /** Chain id (decimal) → JSON-RPC URL of a node holding the account unlocked (anvil). */
  readonly chains: Readonly<Record<string, string>>;
  readonly account?: string;
  readonly name?: string;
  /** A 32-byte ed25519 seed (hex): with it the wallet also approves and signs on Solana. */
  readonly solanaSeedHex?: string;
  /** Further chain families the wallet holds keys for (Polkadot, Bitcoin, Cosmos answerers). */
  readonly families?: readonly FamilyRequestAnswerer[];
}

type SignClientInstance = Awaited<ReturnType<typeof SignClient.init>>;

const USER_REJECTED_REQUEST = { code: 4001, message: 'User rejected the request.' };
/** The WalletConnect SDK error for a proposal the user declined. */
const USER_REJECTED_PROPOSAL = { code: 5000, message: 'User rejected.' };
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' };

/**
 * The sign-client's key-value storage in memory. On disk, its expiry records are written on the
 * heartbeat and after the relay closes; a test that removed the folder then met a write the SDK does
 * not catch. A test wallet lives as long as its test, so nothing needs to outlast the process.
 */
class MemoryKeyValueStorage {
  private readonly entries = new Map<string, string>();

  async getKeys(): Promise<string[]> {
    return [...this.entries.keys()];
  }

  async getEntries<T = unknown>(): Promise<[string, T][]> {
    return [...this.entries].map(([key, text]) => [key, JSON.parse(text) as T]);
  }

  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    const text = this.entries.get(key);
    return text === undefined ? undefined : (JSON.parse(text) as T);
  }

  async setItem<T = unknown>(key: string, value: T): Promise<void> {
    // Stored as text, as the SDK's own storages do: a later change to the object does not reach storage.
    this.entries.set(key, JSON.stringify(value));
  }

  async removeItem(key: string): Promise<void> {
    this.entries.delete(key);
  }
}

/**
 * A wallet on the WalletConnect sign-client, for tests and `npm run wc-pair`: it pairs with a URI,
 * approves eip155 sessions with anvil's account 0 (and other families' with their test keys when given them), forwards requests to anvil (accounts unlocked)
 * and can be told to reject the next proposal or request.
 */
export class WalletConnectTestWallet {
  /** Every request method the dApp sent through the session, in order. */
  readonly calls: string[] = [];
  /** Every session proposal the wallet received, as it arrived. */
  readonly proposals: ProposalNamespaces[] = [];
  private rejectNextProposal = false;
  private rejectNextRequest = false;
  private readonly account: string;
  private readonly families: readonly FamilyRequestAnswerer[];

  private constructor(
    private readonly client: SignClientInstance,
    private readonly options: WalletConnectTestWalletOptions,
  ) {
    this.account = options.account ?? ANVIL_ACCOUNT_0;
    this.families = [...(options.solanaSeedHex ? [solanaRequestAnswerer(options.solanaSeedHex)] : []), ...(options.families ?? [])];
    client.on('session_proposal', (proposal) => void this.onProposal(proposal.id, proposal.params).catch(() => undefined));
    client.on('session_request', (event) => void this.onRequest(event.topic, event.id, event.params).catch(() => undefined));
  }

  static async create(options: WalletConnectTestWalletOptions): Promise<WalletConnectTestWallet> {
    blockWalletConnectCloud();
    const client = await SignClient.init({
      projectId: 'walletport-test',
      relayUrl: options.relayUrl,
      logger: 'error',
      telemetryEnabled: false,
      customStoragePrefix: `wallet-${Math.random().toString(16).slice(2)}`,
      storage: new MemoryKeyValueStorage(),
      metadata: { name: options.name ?? 'walletport test wallet', description: 'test wallet', url: 'http://127.0.0.1', icons: [] },
    });
    return new WalletConnectTestWallet(client, options);
  }

  /** Pairs with a `wc:` URI from the dApp; the proposal that follows is approved (or rejected on demand). */
  async pair(uri: string): Promise<void> {
    await this.client.pair({ uri });
  }

  rejectNextProposalOnce(): void {
    this.rejectNextProposal = true;
  }

  rejectNextRequestOnce(): void {
    this.rejectNextRequest = true;
  }

  /** Topics of the sessions the wallet holds. */
  sessionTopics(): readonly string[] {
    return this.client.session.getAll().map((session) => session.topic);
  }

  async disconnectAll(): Promise<void> {
    for (const topic of this.sessionTopics()) await this.client.disconnect({ topic, reason: USER_DISCONNECTED });
  }

  async stop(): Promise<void> {
    // The heartbeat drives the client's expiry checks: stopped, no timer of the wallet outlives it.
    this.client.core.heartbeat.stop();
    await this.client.core.relayer.transportClose().catch(() => undefined);
  }

  private async onProposal(id: number, params: ProposalNamespaces): Promise<void> {
    this.proposals.push(params);
    if (this.rejectNextProposal) {
      this.rejectNextProposal = false;
      await this.client.reject({ id, reason: USER_REJECTED_PROPOSAL });
      return;
    }
    const namespaces = approvedNamespaces(params, Object.keys(this.options.chains), this.account, this.families);
    await this.client.approve({ id, namespaces });
  }

  private async onRequest(topic: string, id: number, params: { request: { method: string; params?: unknown }; chainId: string }): Promise<void> {
    const { method } = params.request;
    this.calls.push(method);
    if (this.rejectNextRequest) {
      this.rejectNextRequest = false;
      await this.client.respond({ topic, response: { id, jsonrpc: '2.0', error: USER_REJECTED_REQUEST } });
      return;
    }
    try {
      const result = await this.answer(topic, params);
      await this.client.respond({ topic, response: { id, jsonrpc: '2.0', result } });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.client.respond({ topic, response: { id, jsonrpc: '2.0', error: { code: -32603, message } } });
    }
  }

  private async answer(topic: string, params: { request: { method: string; params?: unknown }; chainId: string }): Promise<unknown> {
    const { method } = params.request;
    const namespace = params.chainId.split(':')[0];
    if (namespace !== 'eip155') {
      const family = this.families.find((item) => item.namespace === namespace);
      if (!family) throw new Error(`test wallet: no key for ${namespace}`);
      return family.answer(method, params.request.params, params.chainId);
    }
    if (method === 'wallet_switchEthereumChain') {
      const [target] = (params.request.params ?? []) as { chainId: string }[];
      const chainId = `eip155:${Number.parseInt(target?.chainId ?? '0x0', 16)}`;
      await this.client.emit({ topic, chainId, event: { name: 'chainChanged', data: target?.chainId } });
      return null;
    }
    const rpcUrl = this.options.chains[params.chainId.split(':')[1] ?? ''];
    if (!rpcUrl) throw new Error(`test wallet: no node for ${params.chainId}`);
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params.request.params ?? [] }),
    });
    const body = (await response.json()) as { result?: unknown; error?: { message?: string } };
    if (body.error) throw new Error(body.error.message ?? 'node error');
    return body.result;
  }
}
