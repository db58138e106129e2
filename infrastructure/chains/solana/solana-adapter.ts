import { PublicKey } from '@solana/web3.js';
import { base58 } from '@scure/base';
import type { ChainAdapter, ChainAdapterContext, SessionOptions, WalletProvider, WalletSession } from '../../../application/ports/chain-adapter.port.ts';
import { isSolanaAddress } from '../../../domain/address/address.ts';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import { watchWallet } from '../watch-wallet.ts';
import type { CaipNetwork } from '../../../domain/network/network.ts';
import { readChain, solanaConnections } from './solana-rpc.ts';
import { sendSolTransfer } from './solana-send.ts';

/** Accounts as WalletConnect answers them (`[{ pubkey }]`) or as plain strings; only valid addresses stay. */
function toAccounts(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((item: unknown) => (typeof item === 'object' && item !== null ? (item as { pubkey?: unknown }).pubkey : item))
    .filter((item): item is string => isSolanaAddress(item));
}

const ED25519_SIGNATURE_BYTES = 64;
/** Solana's base fee per signature, without a priority fee (the wallet may add one). */
const LAMPORTS_PER_SIGNATURE = 5_000n;

/**
 * The solana adapter: Wallet Standard wallets (wrapped by the discovery) and WalletConnect sessions
 * both answer WalletConnect's Solana methods. A Solana wallet has no chain of its own: the session is
 * on the cluster the site is on, and a switch only changes where reads and sends go.
 */
export function createSolanaAdapter(context?: ChainAdapterContext): ChainAdapter {
  const connection = solanaConnections(context);
  const clusters = new WeakMap<WalletProvider, string>();

  const session = (provider: WalletProvider, accounts: string[], options: SessionOptions | undefined): WalletSession => {
    const chainReference = clusters.get(provider) ?? (options?.network?.chainNamespace === 'solana' ? String(options.network.id) : undefined);
    if (!chainReference) throw catalogueError('NETWORK_NOT_FOUND', { details: 'no solana network is configured' });
    clusters.set(provider, chainReference);
    return { accounts, chainReference };
  };

  return {
    namespace: 'solana',
    async connect(provider, options) {
      const accounts = toAccounts(await provider.request({ method: 'solana_requestAccounts' }));
      if (accounts.length === 0) throw catalogueError('CONNECTION_FAILED', { details: 'the wallet returned no Solana account' });
      return session(provider, accounts, options);
    },
    async reconnect(provider, options) {
      const accounts = toAccounts(await provider.request({ method: 'solana_getAccounts' }));
      return accounts.length > 0 ? session(provider, accounts, options) : undefined;
    },
    async switchNetwork(provider, network) {
      clusters.set(provider, String(network.id));
    },
    async getBalance(network: CaipNetwork, address: string) {
      if (!isSolanaAddress(address)) throw new Error('not a Solana address');
      const { value } = await readChain(() => connection(network).getBalanceAndContext(new PublicKey(address)));
      return { value: BigInt(value), decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol };
    },
    // A SOL transfer carries one signature, and Solana's base fee is fixed per signature.
    estimateSendFee: async () => LAMPORTS_PER_SIGNATURE,
    watch(provider, handlers) {
      return watchWallet(provider, handlers, toAccounts);
    },
    async disconnect(provider) {
      clusters.delete(provider);
      // Best effort, as on EVM: a wallet that cannot forget the site must not fail a disconnect.
      await provider.request({ method: 'solana_disconnect' }).catch(() => undefined);
    },
    async signMessage(provider, { message, address }) {
      const answer = await provider.request({ method: 'solana_signMessage', params: { message: base58.encode(new TextEncoder().encode(message)), pubkey: address } });
      const signature = typeof answer === 'object' && answer !== null ? (answer as { signature?: unknown }).signature : undefined;
      if (typeof signature !== 'string' || decodedLength(signature) !== ED25519_SIGNATURE_BYTES) {
        throw catalogueError('WALLET_ANSWER_INVALID', { params: { what: 'a message signature of 64 bytes' } });
      }
      return signature;
    },
    sendNative: (provider, input) => sendSolTransfer(provider, connection(input.network), input),
  };
}

function decodedLength(value: string): number {
  try {
    return base58.decode(value).length;
  } catch {
    return -1;
  }
}
