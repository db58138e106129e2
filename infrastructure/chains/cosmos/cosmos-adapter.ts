import type { ChainAdapter, ChainAdapterContext, SessionOptions, WalletProvider, WalletSession } from '../../../application/ports/chain-adapter.port.ts';
import { isCosmosAddress } from '../../../domain/address/cosmos-address.ts';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import { watchWallet } from '../watch-wallet.ts';
import { bech32PrefixOf } from '../../../domain/network/catalogue/cosmos-bech32.ts';
import type { CaipNetwork } from '../../../domain/network/network.ts';
import { adr36SignDoc } from '../../siwx/cosmos-adr36.ts';
import { accountsOf, fieldOf, stdSignatureOf } from './cosmos-answers.ts';
import { readCosmosBalance } from './cosmos-balance.ts';

/** The chain a session is on, with the bech32 prefix its accounts must carry. */
interface CosmosChain {
  readonly chainId: string;
  readonly prefix: string;
}

function chainOf(network: CaipNetwork | undefined): CosmosChain {
  if (network?.chainNamespace !== 'cosmos') throw catalogueError('NETWORK_NOT_FOUND', { details: 'no cosmos network is configured' });
  const prefix = bech32PrefixOf(network.caipNetworkId);
  // Accounts are only told apart by prefix: on a chain whose prefix is unknown no account could be trusted.
  if (prefix === undefined) throw catalogueError('NETWORK_NOT_FOUND', { details: `no bech32 prefix is known for ${network.caipNetworkId}` });
  return { chainId: String(network.id), prefix };
}

/** The addresses of the answer's accounts on the chain; an account of another chain (prefix) is dropped. */
function addressesOn(chain: CosmosChain, answer: unknown): string[] {
  const addresses = accountsOf(answer).map((account) => account.address);
  return [...new Set(addresses.filter((address) => isCosmosAddress(address, chain.prefix)))];
}

/**
 * The cosmos adapter: Keplr-compatible wallets (wrapped by the discovery) and WalletConnect sessions both
 * answer WalletConnect's Cosmos methods. A Keplr-style wallet has no current chain of its own: the session
 * is on the chain the site is on, and the chain id travels with every request (`chainId`) for the wrapper.
 * Sending is not offered: the spec limits it to eip155 and solana; a dApp signs transactions through
 * `cosmosOfflineSigner`.
 */
export function createCosmosAdapter(context?: ChainAdapterContext): ChainAdapter {
  const chains = new WeakMap<WalletProvider, CosmosChain>();

  const chainFor = (provider: WalletProvider, options?: SessionOptions): CosmosChain => {
    const chain = options?.network ? chainOf(options.network) : chains.get(provider);
    if (!chain) throw catalogueError('NETWORK_NOT_FOUND', { details: 'no cosmos network is configured' });
    return chain;
  };
  const session = (provider: WalletProvider, chain: CosmosChain, accounts: string[]): WalletSession => {
    chains.set(provider, chain);
    return { accounts, chainReference: chain.chainId };
  };

  return {
    namespace: 'cosmos',
    async connect(provider, options) {
      const chain = chainFor(provider, options);
      const accounts = addressesOn(chain, await provider.request({ method: 'cosmos_requestAccounts', params: { chainId: chain.chainId } }));
      if (accounts.length === 0) throw catalogueError('CONNECTION_FAILED', { details: 'the wallet returned no account of this Cosmos chain' });
      return session(provider, chain, accounts);
    },
    async reconnect(provider, options) {
      const chain = chainFor(provider, options);
      let answer: unknown;
      try {
        answer = await provider.request({ method: 'cosmos_getAccounts', params: { chainId: chain.chainId } });
      } catch {
        // A wallet that no longer lets the site read its key has ended the authorisation.
        return undefined;
      }
      const accounts = addressesOn(chain, answer);
      return accounts.length > 0 ? session(provider, chain, accounts) : undefined;
    },
    async switchNetwork(provider, network) {
      const chain = chainOf(network);
      const previous = chains.get(provider);
      // Set first: the wallet may report the new chain's account (another prefix) while it answers.
      chains.set(provider, chain);
      // A WalletConnect session already holds its approved chains; the core has moved its default chain.
      if (typeof provider.setDefaultChain === 'function') return;
      try {
        // Keplr authorises per chain: the new chain is enabled (a prompt) before the session moves to it.
        const accounts = addressesOn(chain, await provider.request({ method: 'cosmos_requestAccounts', params: { chainId: chain.chainId } }));
        if (accounts.length === 0) throw catalogueError('CONNECTION_FAILED', { details: 'the wallet returned no account of this Cosmos chain' });
      } catch (error) {
        if (previous) chains.set(provider, previous);
        else chains.delete(provider);
        throw error;
      }
    },
    getBalance: (network, address) => readCosmosBalance(context, network, address),
    watch(provider, handlers) {
      return watchWallet(provider, handlers, (answer) => {
        const chain = chains.get(provider);
        return chain ? addressesOn(chain, answer) : [];
      });
    },
    async disconnect(provider) {
      const chain = chains.get(provider);
      chains.delete(provider);
      // Best effort, as on the other families: a wallet that cannot forget the site must not fail a disconnect.
      if (chain) await provider.request({ method: 'cosmos_disconnect', params: { chainId: chain.chainId } }).catch(() => undefined);
    },
    async signMessage(provider, { message, address }) {
      const chain = chains.get(provider);
      const signDoc = adr36SignDoc(address, new TextEncoder().encode(message));
      const params = { signerAddress: address, signDoc, ...(chain ? { chainId: chain.chainId } : {}) };
      const signature = stdSignatureOf(fieldOf(await provider.request({ method: 'cosmos_signAmino', params }), 'signature'));
      if (!signature) throw catalogueError('WALLET_ANSWER_INVALID', { params: { what: 'an ADR-36 signature with a secp256k1 public key' } });
      // The JSON the cosmos SIWX verifier reads: exactly the StdSignature, nothing more.
      return JSON.stringify({ pub_key: signature.pub_key, signature: signature.signature });
    },
  };
}
