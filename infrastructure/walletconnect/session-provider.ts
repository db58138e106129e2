import type { WalletProvider } from '../../application/ports/chain-adapter.port.ts';
import { providerListeners } from '../discovery/provider-listeners.ts';

/** The part of the universal provider a session needs (kept narrow so tests and types stay small). */
export interface UniversalProviderLike {
  request<T = unknown>(args: { method: string; params?: unknown }, chain?: string): Promise<T>;
  on(event: string, listener: (...args: never[]) => void): void;
  removeListener(event: string, listener: (...args: never[]) => void): void;
  setDefaultChain(chain: string): void;
  disconnect(): Promise<void>;
}

type Listener = (...args: never[]) => void;

/**
 * An EIP-1193 view of one chain family of a WalletConnect session (`chain` names the family's chain
 * for families other than EVM, whose requests follow the provider's default chain). Requests go through the session to the
 * wallet, which prompts for anything that signs or sends. Two translations: the session ending (the wallet
 * disconnected, or the session was deleted) becomes `disconnect`, and `wallet_revokePermissions` — how the
 * EVM adapter ends a wallet session — ends the WalletConnect session.
 */
export function createSessionProvider(universal: UniversalProviderLike, chain?: string): WalletProvider {
  const listeners = providerListeners();
  const emit = listeners.emit;
  let ended = false;
  const onEnded = (): void => {
    if (ended) return;
    ended = true;
    emit('disconnect');
  };
  universal.on('session_delete', onEnded);
  universal.on('disconnect', onEnded);
  universal.on('accountsChanged', ((accounts: unknown) => emit('accountsChanged', accounts)) as Listener);
  universal.on('chainChanged', ((chainId: unknown) => emit('chainChanged', chainId)) as Listener);

  return {
    async request({ method, params }) {
      if (method === 'wallet_revokePermissions') {
        ended = true;
        await universal.disconnect().catch(() => undefined);
        return null;
      }
      const args = params === undefined ? { method } : { method, params };
      return chain === undefined ? universal.request(args) : universal.request(args, chain);
    },
    on: listeners.on,
    removeListener: listeners.removeListener,
    setDefaultChain: (caipNetworkId) => universal.setDefaultChain(caipNetworkId),
  };
}
