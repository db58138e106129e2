import { getAddress, SwitchChainError, UserRejectedRequestError, type Address, type Chain } from 'viem';
import { EVM_FAMILY } from '../../../domain/chain-families/evm.family.ts';
import { ChainNotConfiguredError, createConnector, ProviderNotFoundError } from 'wagmi';
import type { WalletProvider } from '../../../application/ports/chain-adapter.port.ts';
import type { ModalLink } from './modal-link.ts';

export const WALLETPORT_CONNECTOR_ID = 'walletport';

/** A refusal in the wallet, at any depth of the cause chain: EIP-1193 code 4001 or walletport's USER_REJECTED category. */
function isUserRejection(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && typeof cause === 'object' && depth < 8; depth += 1) {
    const { code, category } = cause as { readonly code?: unknown; readonly category?: unknown };
    if (code === 4001 || category === 'USER_REJECTED') return true;
    cause = (cause as { readonly cause?: unknown }).cause;
  }
  return false;
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/**
 * The one wagmi connector of a WagmiAdapter's config: the wallet the walletport modal connected.
 * Its provider is that wallet's EIP-1193 provider, so wagmi's writes go to the wallet, which asks
 * the visitor as for any other request. Connecting and disconnecting go through the modal.
 */
export function walletportConnector(link: ModalLink) {
  return createConnector<WalletProvider>((config) => {
    const switchTo = async (chainId: number): Promise<Chain> => {
      const chain = config.chains.find((each) => each.id === chainId);
      if (!chain) throw new SwitchChainError(new ChainNotConfiguredError());
      try {
        await link.require().switchNetwork({ id: chainId });
      } catch (error) {
        throw isUserRejection(error) ? new UserRejectedRequestError(asError(error)) : new SwitchChainError(asError(error));
      }
      // A later switch may have overtaken this one; wagmi must report the chain the modal is on.
      const current = link.chainId();
      if (current !== chainId) throw new SwitchChainError(new Error(`[walletport] The modal is on chain ${String(current)}, not ${chainId}.`));
      config.emitter.emit('change', { chainId });
      return chain;
    };

    return {
      id: WALLETPORT_CONNECTOR_ID,
      name: 'walletport',
      type: WALLETPORT_CONNECTOR_ID,

      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        let session = link.session();
        if (!session) {
          // A silent reconnect never opens the modal: it only adopts a connection the modal has.
          if (isReconnecting) throw new ProviderNotFoundError();
          session = await link.waitForConnection();
        }
        if (chainId !== undefined && chainId !== session.chainId) session = { ...session, chainId: (await switchTo(chainId)).id };
        const accounts = withCapabilities ? session.accounts.map((address) => ({ address, capabilities: {} })) : session.accounts;
        // wagmi's own connectors narrow the capability-dependent return type the same way.
        return { accounts: accounts as never, chainId: session.chainId };
      },

      async disconnect() {
        const host = link.host;
        if (!host) return;
        link.wagmiDisconnecting = true;
        try {
          await host.disconnect(EVM_FAMILY.namespace);
        } finally {
          link.wagmiDisconnecting = false;
        }
      },

      async getAccounts() {
        return link.session()?.accounts ?? [];
      },

      async getChainId() {
        return (link.host ? link.chainId(link.host) : undefined) ?? config.chains[0].id;
      },

      async getProvider() {
        const provider = link.host?.getProvider(EVM_FAMILY.namespace);
        if (!provider) throw new ProviderNotFoundError();
        return provider;
      },

      async isAuthorized() {
        return link.session() !== undefined;
      },

      switchChain: ({ chainId }) => switchTo(chainId),

      onAccountsChanged(accounts) {
        if (accounts.length === 0) this.onDisconnect();
        else config.emitter.emit('change', { accounts: accounts.map((account) => getAddress(account as Address)) });
      },

      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: Number(chainId) });
      },

      onDisconnect() {
        config.emitter.emit('disconnect');
      },
    };
  });
}
