import type { ChainAdapter, ChainAdapterContext, SessionOptions, WalletProvider, WalletSession } from '../../../application/ports/chain-adapter.port.ts';
import { isBitcoinAddressOf } from '../../../domain/address/bitcoin-address.ts';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import { watchWallet } from '../watch-wallet.ts';
import { bitcoinNetworkOf, type BitcoinNetworkKind } from '../../../domain/network/catalogue/bitcoin-kinds.ts';
import type { CaipNetwork } from '../../../domain/network/network.ts';
import { bitcoinAddressesOf, isBitcoinMessageSignature } from './bitcoin-accounts.ts';
import { esploraClient } from './bitcoin-esplora.ts';

/** The site's bip122 network and its address kind; a connect without one cannot say which addresses count. */
function networkOf(options: SessionOptions | undefined): { network: CaipNetwork; kind: BitcoinNetworkKind } {
  const network = options?.network?.chainNamespace === 'bip122' ? options.network : undefined;
  const kind = network ? bitcoinNetworkOf(network.caipNetworkId) : undefined;
  if (!network || !kind) throw catalogueError('NETWORK_NOT_FOUND', { details: 'no known bitcoin network is configured' });
  return { network, kind };
}

/** 1…, m…, n… addresses sign in the legacy format; BIP-322 needs a segwit address. */
const isLegacyAddress = (address: string): boolean => /^[1mn]/.test(address);

/**
 * The bip122 adapter: browser wallets (wrapped by the discovery) and WalletConnect sessions both answer
 * WalletConnect's bip122 methods. A bitcoin wallet holds addresses, not a current chain: the session is
 * on the site's network, and only the addresses of that network are the session's.
 */
export function createBitcoinAdapter(context?: ChainAdapterContext): ChainAdapter {
  const sessions = new WeakMap<WalletProvider, CaipNetwork>();

  // The network the site names wins; a provider switched before (switchNetwork) keeps its own otherwise.
  const resolve = (provider: WalletProvider, options: SessionOptions | undefined) =>
    networkOf(options?.network?.chainNamespace === 'bip122' ? options : { network: sessions.get(provider) });
  const session = (provider: WalletProvider, answer: unknown, options: SessionOptions | undefined): WalletSession | undefined => {
    const { network, kind } = resolve(provider, options);
    const accounts = bitcoinAddressesOf(answer, kind);
    if (accounts.length === 0) return undefined;
    sessions.set(provider, network);
    return { accounts, chainReference: String(network.id) };
  };

  return {
    namespace: 'bip122',
    async connect(provider, options) {
      resolve(provider, options);
      const found = session(provider, await provider.request({ method: 'bip122_requestAccounts' }), options);
      if (!found) throw catalogueError('CONNECTION_FAILED', { details: 'the wallet returned no Bitcoin account of this network' });
      return found;
    },
    async reconnect(provider, options) {
      resolve(provider, options);
      return session(provider, await provider.request({ method: 'bip122_getAccounts' }), options);
    },
    async switchNetwork(provider, network) {
      if (!bitcoinNetworkOf(network.caipNetworkId)) throw catalogueError('NETWORK_NOT_FOUND', { details: network.caipNetworkId });
      sessions.set(provider, network);
    },
    async getBalance(network, address) {
      const kind = bitcoinNetworkOf(network.caipNetworkId);
      if (!kind || !isBitcoinAddressOf(address, kind)) throw catalogueError('INVALID_ARGUMENT', { params: { name: 'address', expected: `an address of ${network.name}` } });
      const value = await esploraClient(network, context).balance(address);
      return { value, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol };
    },
    watch(provider, handlers) {
      return watchWallet(provider, handlers, (accounts) => {
        const network = sessions.get(provider);
        return bitcoinAddressesOf(accounts, network ? bitcoinNetworkOf(network.caipNetworkId) : undefined);
      });
    },
    async disconnect(provider) {
      sessions.delete(provider);
      // Best effort: a wallet that cannot forget the site must not fail a disconnect.
      await provider.request({ method: 'bip122_disconnect' }).catch(() => undefined);
    },
    async signMessage(provider, { message, address }) {
      const protocol = isLegacyAddress(address) ? 'ecdsa' : 'bip322';
      const answer = await provider.request({ method: 'signMessage', params: { account: address, address, message, protocol } });
      const signature = typeof answer === 'object' && answer !== null ? (answer as { signature?: unknown }).signature : undefined;
      if (!isBitcoinMessageSignature(signature)) {
        throw catalogueError('WALLET_ANSWER_INVALID', { params: { what: 'a BIP-322 or BIP-137 message signature in base64' } });
      }
      return signature;
    },
    async sendNative(provider, input) {
      const { sendBitcoinTransfer } = await import('./bitcoin-send.ts');
      return sendBitcoinTransfer(provider, esploraClient(input.network, context), input);
    },
  };
}
