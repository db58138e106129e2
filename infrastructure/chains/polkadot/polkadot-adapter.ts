import type { ChainAdapter, ChainAdapterContext, SessionOptions, WalletProvider, WalletSession } from '../../../application/ports/chain-adapter.port.ts';
import { isPolkadotAddress } from '../../../domain/address/polkadot-address.ts';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import { ss58PrefixOf } from '../../../domain/network/catalogue/polkadot-ss58.ts';
import { decodeSs58Address, encodeSs58Address } from '../../siwx/polkadot-signature.ts';
import { polkadotBalances } from './polkadot-balance.ts';

/** A bare sr25519/ed25519 signature (64 bytes) or a MultiSignature with its scheme byte first (65). */
const SIGNATURE_HEX = /^0x(?:[0-9a-fA-F]{2}){64,65}$/;

/**
 * The accounts, each rewritten with the SS58 prefix of the network (the same key is a different address
 * on each network; extensions list them in their own format). Addresses may come as strings or as
 * `{ address }`; one that does not decode is dropped. Without a known prefix they stay as given.
 */
function accountsOn(value: unknown, caipNetworkId: string): string[] {
  if (!Array.isArray(value)) return [];
  const prefix = ss58PrefixOf(caipNetworkId);
  const accounts: string[] = [];
  for (const item of value.slice(0, 100)) {
    const address: unknown = typeof item === 'object' && item !== null ? (item as { address?: unknown }).address : item;
    if (!isPolkadotAddress(address)) continue;
    const decoded = decodeSs58Address(address);
    if (!decoded) continue;
    const onNetwork = prefix === undefined ? address : encodeSs58Address(decoded.accountId, prefix);
    if (!accounts.includes(onNetwork)) accounts.push(onNetwork);
  }
  return accounts;
}

/**
 * The polkadot adapter: extensions (wrapped by the injectedWeb3 discovery) and WalletConnect sessions both
 * answer WalletConnect's Polkadot methods. An extension has no current chain: the session is on the
 * network the site is on, and a switch only changes the network whose address format and node are used.
 * Sending is not offered for this family (sending works on eip155 and solana).
 */
export function createPolkadotAdapter(context?: ChainAdapterContext): ChainAdapter {
  const readBalance = polkadotBalances(context);
  const networks = new WeakMap<WalletProvider, string>();
  // The wallet's accounts as it last listed them, and who watches them: a switch to another network
  // rewrites the same keys in that network's format, so the account shown follows the switch.
  const listed = new WeakMap<WalletProvider, unknown>();
  const watchers = new WeakMap<WalletProvider, (accounts: unknown) => void>();

  const networkOf = (provider: WalletProvider, options: SessionOptions | undefined): string => {
    const reference = networks.get(provider) ?? (options?.network?.chainNamespace === 'polkadot' ? String(options.network.id) : undefined);
    if (!reference) throw catalogueError('NETWORK_NOT_FOUND', { details: 'no polkadot network is configured' });
    networks.set(provider, reference);
    return reference;
  };
  const session = (provider: WalletProvider, answer: unknown, options: SessionOptions | undefined): WalletSession => {
    const chainReference = networkOf(provider, options);
    listed.set(provider, answer);
    return { accounts: accountsOn(answer, `polkadot:${chainReference}`), chainReference };
  };

  return {
    namespace: 'polkadot',
    async connect(provider, options) {
      const found = session(provider, await provider.request({ method: 'polkadot_requestAccounts' }), options);
      if (found.accounts.length === 0) throw catalogueError('CONNECTION_FAILED', { details: 'the wallet returned no Polkadot account' });
      return found;
    },
    async reconnect(provider, options) {
      const found = session(provider, await provider.request({ method: 'polkadot_getAccounts' }), options);
      return found.accounts.length > 0 ? found : undefined;
    },
    async switchNetwork(provider, network) {
      const before = networks.get(provider);
      networks.set(provider, String(network.id));
      if (before !== String(network.id) && listed.has(provider)) watchers.get(provider)?.(listed.get(provider));
    },
    async getBalance(network, address) {
      if (!isPolkadotAddress(address) || !decodeSs58Address(address)) throw new Error('not a Polkadot address');
      return readBalance(network, address);
    },
    watch(provider, handlers) {
      const onAccounts = (accounts: unknown): void => {
        listed.set(provider, accounts);
        const reference = networks.get(provider);
        handlers.accountsChanged(accountsOn(accounts, `polkadot:${reference ?? ''}`));
      };
      watchers.set(provider, onAccounts);
      const onDisconnect = (): void => handlers.disconnect();
      provider.on?.('accountsChanged', onAccounts);
      provider.on?.('disconnect', onDisconnect);
      return () => {
        if (watchers.get(provider) === onAccounts) watchers.delete(provider);
        provider.removeListener?.('accountsChanged', onAccounts);
        provider.removeListener?.('disconnect', onDisconnect);
      };
    },
    async disconnect(provider) {
      networks.delete(provider);
      listed.delete(provider);
      // Best effort: an extension forgets nothing on its side, and a WalletConnect session ends in the core.
      await provider.request({ method: 'polkadot_disconnect' }).catch(() => undefined);
    },
    async signMessage(provider, { message, address }) {
      const answer = await provider.request({ method: 'polkadot_signMessage', params: { address, message } });
      const signature = typeof answer === 'object' && answer !== null ? (answer as { signature?: unknown }).signature : undefined;
      if (typeof signature !== 'string' || !SIGNATURE_HEX.test(signature)) {
        throw catalogueError('WALLET_ANSWER_INVALID', { params: { what: 'a message signature of 64 or 65 bytes in hex' } });
      }
      return signature;
    },
  };
}
