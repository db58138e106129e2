import { classifyRpcMethod, FRAME_USER_REJECTED_MESSAGE, readFrameRpcResult } from '../../domain/embedded/rpc-policy.ts';
import { catalogueError, userFacingMessage } from '../../domain/errors/catalogue.ts';
import { USER_REJECTED_CODE } from '../../domain/errors/rpc-codes.ts';
import type { AuthProviderPort } from '../ports/auth-provider.port.ts';
import type { WalletProvider } from '../ports/wallet-provider.ts';

/** What the provider needs from the modal around it. */
export interface EmbeddedProviderHost {
  readonly auth: AuthProviderPort;
  /** The embedded wallet's address, while signed in. */
  address(): string | undefined;
  /** The eip155 chain the frame is on. */
  chainId(): number;
  /** Tells the frame, then remembers the chain (the user is then re-read for the new chain). */
  switchChain(chainId: number): Promise<void>;
  /** Runs a signing request while ApproveTransaction shows the frame (the visitor approves or rejects there). */
  withApproval<T>(request: () => Promise<T>): Promise<T>;
  /** A disallowed request opens the modal and shows 'Action not allowed' after 300 ms. */
  showNotAllowed(): void;
}

type Listener = (...args: never[]) => void;

/**
 * The embedded wallet as an EIP-1193 provider, so the EVM adapter sends, signs and switches through it as
 * with any wallet. The account and chain are answered here; the methods that sign or send go to the frame
 * only inside ApproveTransaction; anything off the allow-list is refused before the frame is asked.
 */
export class EmbeddedWalletProvider implements WalletProvider {
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(private readonly host: EmbeddedProviderHost) {}

  async request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown> {
    const { method, params } = args;
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts': {
        const address = this.host.address();
        return address ? [address] : [];
      }
      case 'eth_chainId':
        return `0x${this.host.chainId().toString(16)}`;
      case 'wallet_switchEthereumChain': {
        const chainId = requestedChainId(params);
        await this.host.switchChain(chainId);
        this.emit('chainChanged', `0x${chainId.toString(16)}`);
        return null;
      }
      default:
        break;
    }
    const kind = classifyRpcMethod(method);
    if (kind === 'not-allowed') {
      this.host.showNotAllowed();
      throw catalogueError('RPC_METHOD_NOT_ALLOWED', { details: method });
    }
    const ask = () => this.host.auth.request({ method, params: onPageChain(method, params, this.host.chainId()) });
    try {
      const result = kind === 'approval' ? await this.host.withApproval(ask) : await ask();
      return readFrameRpcResult(result).value;
    } catch (error) {
      // The visitor's Reject inside the frame is a wallet's "user rejected": the adapters know that code.
      if (userFacingMessage(error) === FRAME_USER_REJECTED_MESSAGE) throw Object.assign(new Error(FRAME_USER_REJECTED_MESSAGE), { code: USER_REJECTED_CODE });
      throw error;
    }
  }

  on(event: string, listener: Listener): void {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
  }

  removeListener(event: string, listener: Listener): void {
    this.listeners.get(event)?.delete(listener);
  }

  /** Tells the adapter's listeners (accounts changed on sign-out, chain changed on switch). */
  emit(event: 'accountsChanged' | 'chainChanged' | 'disconnect', value: unknown): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) (listener as (value: unknown) => void)(value);
  }
}

/**
 * A transaction that names no chain is sent for the chain this provider reports (eth_chainId, what the
 * hooks and the balance show): the frame then signs it there, or refuses a chain it does not serve, and
 * never signs it on a chain the frame was moved to behind the page's back.
 */
function onPageChain(method: string, params: unknown, chainId: number): unknown {
  if (method !== 'eth_sendTransaction' || !Array.isArray(params)) return params;
  const [transaction, ...rest] = params as unknown[];
  if (typeof transaction !== 'object' || transaction === null || Array.isArray(transaction)) return params;
  const named = (transaction as { chainId?: unknown }).chainId;
  if (named !== undefined && named !== null) return params;
  return [{ ...transaction, chainId: `0x${chainId.toString(16)}` }, ...rest];
}

/** `wallet_switchEthereumChain`'s `[{ chainId: '0x…' }]`, or INVALID_ARGUMENT. */
function requestedChainId(params: unknown): number {
  const first = Array.isArray(params) ? (params[0] as { chainId?: unknown } | undefined) : undefined;
  const raw = first?.chainId;
  const id = typeof raw === 'string' && /^0x[0-9a-fA-F]{1,16}$/.test(raw) ? Number.parseInt(raw, 16) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw catalogueError('INVALID_ARGUMENT', { params: { name: 'chainId', expected: 'a 0x hex chain id' } });
  return id;
}
